import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, mockApi } from '../../test/render.tsx';
import { category, product, testimonial } from '../../test/fixtures.ts';
import { FeaturedSection } from './FeaturedSection.tsx';
import { CategoriesSection } from './CategoriesSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';
import { HomePage } from './HomePage.tsx';
import { useCategories, useFeaturedProducts, useTestimonials } from '../../api/storefront-queries.ts';
import { placeholderImageUrl } from '../../shared/assets.ts';

afterEach(() => vi.unstubAllGlobals());

/** Each section alone, fed by its read as HomePage feeds it. */
const Featured = () => <FeaturedSection featured={useFeaturedProducts()} />;
const Categories = () => <CategoriesSection categories={useCategories()} />;
const Testimonials = () => <TestimonialsSection testimonials={useTestimonials()} />;

describe('Home: featured products', () => {
  it('shows 3 placeholders while loading', () => {
    mockApi({ '/api/products/featured': 'pending' });
    renderPage(<Featured />);
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(3);
  });

  it('shows the error text', async () => {
    mockApi({ '/api/products/featured': { status: 500, body: { message: 'boom' } } });
    renderPage(<Featured />);
    expect(
      await screen.findByText('Si è verificato un errore nel caricamento dei prodotti. Riprova più tardi.'),
    ).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    mockApi({ '/api/products/featured': [] });
    renderPage(<Featured />);
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
    renderPage(<Featured />);
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
    renderPage(<Categories />);
    expect(screen.getAllByTestId('category-tile-skeleton')).toHaveLength(4);
    expect(screen.getByText(/sono solo esempi/)).toBeInTheDocument();
  });

  it('shows error and empty texts', async () => {
    mockApi({ '/api/categories': { status: 503, body: { message: 'down' } } });
    const { unmount } = renderPage(<Categories />);
    expect(await screen.findByText(/errore nel caricamento delle categorie/)).toBeInTheDocument();
    unmount();
    mockApi({ '/api/categories': [] });
    renderPage(<Categories />);
    expect(await screen.findByText(/non ci sono categorie disponibili/)).toBeInTheDocument();
  });

  it('links each tile to its category page, with a placeholder for a missing image', async () => {
    mockApi({
      '/api/categories': [category, { ...category, id: 2, slug: 'natale', name: 'Natale', image: null }],
    });
    renderPage(<Categories />);
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
    renderPage(<Testimonials />);
    expect(screen.getAllByTestId('testimonial-skeleton')).toHaveLength(3);
  });

  it('invites the visitor to leave the first feedback when empty', async () => {
    mockApi({ '/api/testimonials': [] });
    renderPage(<Testimonials />);
    expect(await screen.findByText(/Sii il primo a lasciare un feedback/)).toBeInTheDocument();
  });

  it('shows the error text', async () => {
    mockApi({ '/api/testimonials': { status: 500, body: {} } });
    renderPage(<Testimonials />);
    expect(await screen.findByText(/errore nel caricamento delle testimonianze/)).toBeInTheDocument();
  });

  it("shows 'Mamma di' only when child name and age are both present, and the star rating", async () => {
    mockApi({
      '/api/testimonials': [testimonial(), testimonial({ id: 2, name: 'Anna', childAge: null, rating: 4 })],
    });
    renderPage(<Testimonials />);
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

  it('requests each read once when all three fail, shows the three error texts, and re-requests one on Riprova', async () => {
    const failing = { status: 500, body: { message: 'boom' } };
    const { calls } = mockApi({
      '/api/products/featured': failing,
      '/api/categories': failing,
      '/api/testimonials': failing,
    });
    renderPage(<HomePage />);
    expect(
      await screen.findByText('Si è verificato un errore nel caricamento dei prodotti. Riprova più tardi.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/errore nel caricamento delle categorie/)).toBeInTheDocument();
    expect(screen.getByText(/errore nel caricamento delle testimonianze/)).toBeInTheDocument();
    // A remount loop would keep requesting: give it time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...calls].sort()).toEqual(['/api/categories', '/api/products/featured', '/api/testimonials']);
    const retries = screen.getAllByRole('button', { name: 'Riprova' });
    expect(retries).toHaveLength(3);
    await userEvent.setup().click(retries[0]!);
    expect(
      await screen.findByText('Si è verificato un errore nel caricamento dei prodotti. Riprova più tardi.'),
    ).toBeInTheDocument();
    expect(calls.filter((url) => url === '/api/products/featured')).toHaveLength(2);
    expect(calls).toHaveLength(4);
  });
});
