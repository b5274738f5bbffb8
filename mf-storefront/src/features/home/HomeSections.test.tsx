import { screen, within } from '@testing-library/react';
import { renderPage, mockApi } from '../../test/render.tsx';
import { category, product, testimonial } from '../../test/fixtures.ts';
import { FeaturedSection } from './FeaturedSection.tsx';
import { CategoriesSection } from './CategoriesSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';
import { HomePage } from './HomePage.tsx';
import { placeholderImageUrl } from '../../shared/assets.ts';

afterEach(() => vi.unstubAllGlobals());

describe('Home: featured products', () => {
  it('shows 3 placeholders while loading', () => {
    mockApi({ '/api/products/featured': 'pending' });
    renderPage(<FeaturedSection />);
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(3);
  });

  it('shows the error text', async () => {
    mockApi({ '/api/products/featured': { status: 500, body: { message: 'boom' } } });
    renderPage(<FeaturedSection />);
    expect(
      await screen.findByText('Si è verificato un errore nel caricamento dei prodotti. Riprova più tardi.'),
    ).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    mockApi({ '/api/products/featured': [] });
    renderPage(<FeaturedSection />);
    expect(
      await screen.findByText('Al momento non ci sono prodotti in evidenza. Torna a trovarci presto!'),
    ).toBeInTheDocument();
  });

  it('lists products with price, badge and a link to all products', async () => {
    mockApi({
      '/api/products/featured': [
        product({ isCustomizable: true }),
        product({ id: 11, slug: 'cuscino', name: 'Cuscino' }),
      ],
    });
    renderPage(<FeaturedSection />);
    const card = (await screen.findByText('Bavaglino Orsetto')).closest('a')!;
    expect(card).toHaveAttribute('href', '/prodotti/bavaglino-orsetto');
    expect(within(card).getByText('12,50 €')).toBeInTheDocument();
    expect(within(card).getByText('Personalizzabile')).toBeInTheDocument();
    const other = screen.getByText('Cuscino').closest('a')!;
    expect(within(other).queryByText('Personalizzabile')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi tutti i prodotti' })).toHaveAttribute('href', '/prodotti');
  });
});

describe('Home: categories', () => {
  it('shows 4 placeholders while loading and the stock notice', () => {
    mockApi({ '/api/categories': 'pending' });
    renderPage(<CategoriesSection />);
    expect(screen.getAllByTestId('category-tile-skeleton')).toHaveLength(4);
    expect(screen.getByText(/sono solo esempi/)).toBeInTheDocument();
  });

  it('shows error and empty texts', async () => {
    mockApi({ '/api/categories': { status: 503, body: { message: 'down' } } });
    const { unmount } = renderPage(<CategoriesSection />);
    expect(await screen.findByText(/errore nel caricamento delle categorie/)).toBeInTheDocument();
    unmount();
    mockApi({ '/api/categories': [] });
    renderPage(<CategoriesSection />);
    expect(await screen.findByText(/non ci sono categorie disponibili/)).toBeInTheDocument();
  });

  it('links each tile to its category page, with a placeholder for a missing image', async () => {
    mockApi({
      '/api/categories': [category, { ...category, id: 2, slug: 'natale', name: 'Natale', image: null }],
    });
    renderPage(<CategoriesSection />);
    expect((await screen.findByText('Accessori')).closest('a')).toHaveAttribute(
      'href',
      '/categorie/accessori',
    );
    expect(screen.getByRole('img', { name: 'Accessori' })).toHaveAttribute('src', '/uploads/accessori.webp');
    expect(screen.getByRole('img', { name: 'Natale' }).getAttribute('src')).toBe(placeholderImageUrl);
  });
});

describe('Home: testimonials', () => {
  it('shows 3 placeholders while loading', () => {
    mockApi({ '/api/testimonials': 'pending' });
    renderPage(<TestimonialsSection />);
    expect(screen.getAllByTestId('testimonial-skeleton')).toHaveLength(3);
  });

  it('invites the visitor to leave the first feedback when empty', async () => {
    mockApi({ '/api/testimonials': [] });
    renderPage(<TestimonialsSection />);
    expect(await screen.findByText(/Sii il primo a lasciare un feedback/)).toBeInTheDocument();
  });

  it('shows the error text', async () => {
    mockApi({ '/api/testimonials': { status: 500, body: {} } });
    renderPage(<TestimonialsSection />);
    expect(await screen.findByText(/errore nel caricamento delle testimonianze/)).toBeInTheDocument();
  });

  it("shows 'Mamma di' only when child name and age are both present, and the star rating", async () => {
    mockApi({
      '/api/testimonials': [testimonial(), testimonial({ id: 2, name: 'Anna', childAge: null, rating: 4 })],
    });
    renderPage(<TestimonialsSection />);
    expect(await screen.findByText('Mamma di Luca, 2 anni')).toBeInTheDocument();
    expect(screen.getAllByText(/^Mamma di/)).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Valutazione: 4 stelle su 5' })).toBeInTheDocument();
  });
});

describe('Home page', () => {
  it('shows the whole-page skeleton while everything loads', () => {
    mockApi({
      '/api/products/featured': 'pending',
      '/api/categories': 'pending',
      '/api/testimonials': 'pending',
    });
    renderPage(<HomePage />);
    expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();
  });

  it('renders the eight sections in order, ending with the contact section', async () => {
    mockApi({
      '/api/products/featured': [product()],
      '/api/categories': [category],
      '/api/testimonials': [],
    });
    const { container } = renderPage(<HomePage />);
    await screen.findByText('Bavaglino Orsetto');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = container.querySelectorAll(':scope section');
    const top = [...sections].filter((s) => !s.parentElement?.closest('section'));
    expect(top).toHaveLength(8);
    expect(top.at(-1)).toHaveAttribute('id', 'contatti');
    expect(screen.getByRole('link', { name: 'Scopri i Prodotti' })).toHaveAttribute('href', '/prodotti');
    expect(screen.getByRole('link', { name: 'Chi Siamo' })).toHaveAttribute('href', '/chi-siamo');
    expect(screen.getByRole('link', { name: 'Richiedi un Preventivo' })).toHaveAttribute(
      'href',
      '/contatti?oggetto=Richiesta%20di%20preventivo',
    );
    expect(screen.getAllByText(/info@vetrinacreazioni\.it/).length).toBeGreaterThan(0);
    expect(document.title).toBe('Home | Vetrina Creazioni');
  });
});
