import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, mockApi } from '../../test/render.tsx';
import { media, product } from '../../test/fixtures.ts';
import { ProductPage } from './ProductPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderPage(<ProductPage />, { route: '/prodotti/bavaglino-orsetto', path: '/prodotti/:slug' });
const related = [
  {
    id: 10,
    name: 'Bavaglino Orsetto',
    slug: 'bavaglino-orsetto',
    image: '/uploads/a.webp',
    categoryId: 1,
    availability: 'Disponibile',
    price: '12.50',
  },
  {
    id: 12,
    name: 'Ciuccio Stella',
    slug: 'ciuccio-stella',
    image: '/uploads/b.webp',
    categoryId: 1,
    availability: 'Esaurito',
    price: '9.00',
  },
];

describe('Product page', () => {
  it('shows not found with a link back to the products', async () => {
    mockApi({
      '/api/products/bavaglino-orsetto': { status: 404, body: { message: 'Prodotto non trovato' } },
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prodotto non trovato' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Il prodotto che stai cercando non è disponibile o è stato rimosso.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna ai prodotti' })).toHaveAttribute('href', '/prodotti');
  });

  it('keeps the page skeleton until the media list is in, so the thumbnails never push the text down', async () => {
    mockApi({
      '/api/products/bavaglino-orsetto': product(),
      '/api/products/10/images': 'pending',
      '/api/categories/1/products?exclude=10': related,
    });
    open();
    expect(await screen.findByTestId('product-skeleton')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('product-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows details, customization, breadcrumb, related products and structured data', async () => {
    mockApi({
      '/api/products/bavaglino-orsetto': product({ isCustomizable: true }),
      '/api/products/10/images': [],
      '/api/categories/1/products?exclude=10': related,
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bavaglino Orsetto' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    expect(within(crumbs).getByRole('link', { name: 'Accessori' })).toHaveAttribute(
      'href',
      '/categorie/accessori',
    );
    expect(screen.getByText('12,50 €')).toBeInTheDocument();
    expect(screen.getByText('8,00 €')).toBeInTheDocument();
    expect(screen.getByText(/Chiusura con bottone/)).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(screen.getByRole('link', { name: 'Richiedi Informazioni' })).toHaveAttribute('href', '/contatti');
    expect(screen.getByRole('link', { name: 'Torna ai Prodotti' })).toHaveAttribute('href', '/prodotti');
    // No gallery for a single image; the main image is a high-priority load.
    expect(screen.queryByRole('list', { name: 'Galleria del prodotto' })).not.toBeInTheDocument();
    const main = screen.getByRole('img', { name: 'Bavaglino bianco con un orsetto ricamato sul petto' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    // AVIF first where the browser accepts it, with the WebP's widths and sizes.
    const avif = main.parentElement!.querySelector('source')!;
    expect(main.parentElement!.tagName).toBe('PICTURE');
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif.getAttribute('srcset')).toBe(main.getAttribute('srcset')!.replaceAll('.webp', '.avif'));
    expect(avif.getAttribute('sizes')).toBe(main.getAttribute('sizes'));
    expect(screen.queryByText(/Tempi di realizzazione/)).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Altri prodotti in Accessori' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi Ciuccio Stella' })).toHaveAttribute(
      'href',
      '/prodotti/ciuccio-stella',
    );
    expect(screen.queryByRole('link', { name: 'Vedi Bavaglino Orsetto' })).not.toBeInTheDocument();

    expect(document.title).toBe('Bavaglino Orsetto | Vetrina Creazioni');
    const ld = document.head.querySelector('script[type="application/ld+json"]')!.textContent!;
    expect(ld).toContain('"@type":"Product"');
    expect(ld).toContain('"@type":"BreadcrumbList"');
  });

  it('shows the lead time near the availability and each picture with its own alternative text', async () => {
    mockApi({
      '/api/products/bavaglino-orsetto': product({ leadTimeMinDays: 3, leadTimeMaxDays: 5 }),
      '/api/products/10/images': [media({ id: 2, displayOrder: 1, altText: 'Il retro in spugna' })],
      '/api/categories/1/products?exclude=10': [],
    });
    open();
    expect(await screen.findByText('Tempi di realizzazione: 3–5 giorni lavorativi')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Bavaglino bianco con un orsetto ricamato sul petto' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Mostra immagine 2 di 2' }));
    expect(screen.getByRole('img', { name: 'Il retro in spugna' })).toBeInTheDocument();
    const ld = document.head.querySelector('script[type="application/ld+json"]')!.textContent!;
    expect(ld).toContain('"handlingTime":{"@type":"QuantitativeValue","minValue":3,"maxValue":5');
  });

  it("opens a draft with its preview link's token, marked noindex", async () => {
    const { calls } = mockApi({
      '/api/products/bavaglino-orsetto?anteprima=12.99.firma': product(),
      '/api/products/10/images?anteprima=12.99.firma': [],
      '/api/categories/1/products?exclude=10': [],
    });
    renderPage(<ProductPage />, {
      route: '/prodotti/bavaglino-orsetto?anteprima=12.99.firma',
      path: '/prodotti/:slug',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bavaglino Orsetto' })).toBeInTheDocument();
    expect(calls).toContain('/api/products/10/images?anteprima=12.99.firma');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('hides the related strip when there are no other products', async () => {
    mockApi({
      '/api/products/bavaglino-orsetto': product(),
      '/api/products/10/images': { status: 500, body: {} },
      '/api/categories/1/products?exclude=10': [related[0]],
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open();
    await screen.findByRole('heading', { level: 1, name: 'Bavaglino Orsetto' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByTestId('related-skeleton')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: /Altri prodotti/ })).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('shows a gallery with the main image first and lets the visitor pick items', async () => {
    mockApi({
      '/api/products/bavaglino-orsetto': product(),
      '/api/products/10/images': [
        media({ id: 2, displayOrder: 2 }),
        media({ id: 1, imageUrl: '/uploads/bavaglino-orsetto.webp', displayOrder: 1 }),
        media({ id: 3, displayOrder: 1, isVideo: true, videoUrl: 'https://www.instagram.com/reel/XYZ/' }),
        media({
          id: 4,
          displayOrder: 3,
          isVideo: true,
          videoUrl: 'https://www.instagram.com/stories/lab/123/',
        }),
      ],
      '/api/categories/1/products?exclude=10': [],
    });
    const user = userEvent.setup();
    open();
    const gallery = await screen.findByRole('list', { name: 'Galleria del prodotto' });
    const thumbs = within(gallery).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Mostra immagine 1 di 4',
      'Mostra video 2 di 4',
      'Mostra immagine 3 di 4',
      'Mostra video 4 di 4',
    ]);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(thumbs[1]!);
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Riproduci il video' }));
    expect(document.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.instagram.com/reel/XYZ/embed',
    );

    await user.click(thumbs[3]!);
    expect(screen.getByText('Video Instagram Story')).toBeInTheDocument();
    expect(
      screen.getByText('Questo contenuto è una Instagram Story e non può essere incorporato direttamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visualizza su Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/stories/lab/123/',
    );
  });
});
