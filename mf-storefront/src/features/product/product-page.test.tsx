import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RelatedProduct } from '@vetrina/contracts';
import { product } from '../../test/fixtures.ts';
import { hydrateIsland } from '../../test/hydrate-island.tsx';
import { renderServerPage } from '../../test/server-page.tsx';
import { Gallery } from './Gallery.tsx';
import { productPage } from './product-page.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

const related: RelatedProduct[] = [
  {
    id: 10,
    name: 'Bavaglino Orsetto',
    slug: 'bavaglino-orsetto',
    image: '/uploads/a.webp',
    imageAlt: '',
    categoryId: 1,
    availability: 'Disponibile',
    price: '12.50',
  },
  {
    id: 12,
    name: 'Ciuccio Stella',
    slug: 'ciuccio-stella',
    image: '/uploads/b.webp',
    imageAlt: '',
    categoryId: 1,
    availability: 'Esaurito',
    price: '9.00',
  },
];

const open = (answers: Record<string, unknown>, search = '') =>
  renderServerPage(productPage, { params: { slug: 'bavaglino-orsetto' }, search, answers });

describe('Product page (server render)', () => {
  it('shows details, customization, breadcrumb and the related strip without the product itself', async () => {
    const { status, islands } = await open({
      '/api/products/bavaglino-orsetto': product({ isCustomizable: true }),
      '/api/products/10/images': [],
      '/api/categories/1/products?exclude=10': related,
    });
    expect(status).toBe(200);
    expect(screen.getByRole('heading', { level: 1, name: 'Bavaglino Orsetto' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    expect(within(crumbs).getByRole('link', { name: 'Accessori' })).toHaveAttribute(
      'href',
      '/categorie/accessori',
    );
    expect(within(crumbs).getByText('Bavaglino Orsetto')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('12,50 €')).toBeInTheDocument();
    expect(screen.getByText('Prodotto personalizzabile')).toBeInTheDocument();
    expect(screen.getByText('8,00 €')).toBeInTheDocument();
    expect(screen.getByText(/Chiusura con bottone/).textContent).toContain('\n');
    expect(screen.getByRole('link', { name: 'Richiedi Informazioni' })).toHaveAttribute(
      'href',
      '/contatti?prodotto=bavaglino-orsetto',
    );
    expect(screen.getByRole('link', { name: 'Torna ai Prodotti' })).toHaveAttribute('href', '/prodotti');
    // One picture: no thumbnails; the main image is a high-priority load, AVIF first.
    expect(screen.queryByRole('list', { name: 'Galleria del prodotto' })).not.toBeInTheDocument();
    const main = screen.getByRole('img', { name: 'Bavaglino bianco con un orsetto ricamato sul petto' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main.parentElement!.querySelector('source')).toHaveAttribute('type', 'image/avif');
    expect(screen.queryByText(/Tempi di realizzazione/)).not.toBeInTheDocument();

    const strip = screen.getByRole('region', { name: 'Altri prodotti in Accessori' });
    expect(within(strip).getByRole('link', { name: 'Vedi Ciuccio Stella' })).toHaveAttribute(
      'href',
      '/prodotti/ciuccio-stella',
    );
    expect(within(strip).queryByRole('link', { name: 'Vedi Bavaglino Orsetto' })).not.toBeInTheDocument();
    // Only the gallery runs code in the browser, hydrated at once (above the fold).
    expect(islands).toEqual([{ name: 'Gallery', hydrate: 'load' }]);
  });

  it('answers an unknown product with its not-found text and HTTP 404, a failed read with 503', async () => {
    const missing = await open({ '/api/products/bavaglino-orsetto': { status: 404 } });
    expect(missing.status).toBe(404);
    expect(screen.getByRole('heading', { level: 1, name: 'Prodotto non trovato' })).toBeInTheDocument();
    expect(
      screen.getByText('Il prodotto che stai cercando non è disponibile o è stato rimosso.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna ai prodotti' })).toHaveAttribute('href', '/prodotti');

    const down = await open({});
    expect(down.status).toBe(503);
    expect(screen.getByRole('heading', { level: 1, name: 'Prodotto non trovato' })).toBeInTheDocument();
  });

  it("reads a draft and its media with the preview link's token", async () => {
    const { status, reads } = await open(
      {
        '/api/products/bavaglino-orsetto?anteprima=12.99.firma': product({
          leadTimeMinDays: 3,
          leadTimeMaxDays: 5,
        }),
        '/api/products/10/images?anteprima=12.99.firma': [],
        '/api/categories/1/products?exclude=10': [],
      },
      'anteprima=12.99.firma',
    );
    expect(status).toBe(200);
    expect(reads).toContain('/api/products/10/images?anteprima=12.99.firma');
    expect(screen.getByText('Tempi di realizzazione: 3–5 giorni lavorativi')).toBeInTheDocument();
  });

  it('leaves out the gallery and the strip when their reads fail, and keeps the page', async () => {
    const { status } = await open({ '/api/products/bavaglino-orsetto': product() });
    expect(status).toBe(200);
    expect(screen.getByRole('heading', { level: 1, name: 'Bavaglino Orsetto' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Altri prodotti/ })).not.toBeInTheDocument();
  });
});

describe('Gallery island', () => {
  const items = [
    { key: 'main', imageUrl: '/uploads/main.webp', isVideo: false, videoUrl: null, alt: 'Il bavaglino' },
    {
      key: 'media-3',
      imageUrl: '/uploads/p.webp',
      isVideo: true,
      videoUrl: 'https://www.instagram.com/reel/XYZ/',
      alt: '',
    },
    {
      key: 'media-2',
      imageUrl: '/uploads/retro.webp',
      isVideo: false,
      videoUrl: null,
      alt: 'Il retro in spugna',
    },
    {
      key: 'media-4',
      imageUrl: '/uploads/s.webp',
      isVideo: true,
      videoUrl: 'https://www.instagram.com/stories/lab/123/',
      alt: '',
    },
  ];

  it('hydrates without mismatch; thumbnails, arrow keys and the Instagram facade work', async () => {
    const { problems } = await hydrateIsland(Gallery, { items, productName: 'Bavaglino' });
    expect(problems).toEqual([]);
    const user = userEvent.setup();
    const thumbs = within(screen.getByRole('list', { name: 'Galleria del prodotto' })).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Mostra immagine 1 di 4',
      'Mostra video 2 di 4',
      'Mostra immagine 3 di 4',
      'Mostra video 4 di 4',
    ]);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(thumbs[2]!);
    expect(screen.getByRole('img', { name: 'Il retro in spugna' })).toBeInTheDocument();
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{ArrowLeft}');
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[1]).toHaveFocus();
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Riproduci il video' }));
    expect(document.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.instagram.com/reel/XYZ/embed',
    );

    await user.click(thumbs[3]!);
    expect(screen.getByRole('heading', { name: 'Video Instagram Story' })).toBeInTheDocument();
    expect(
      screen.getByText('Questo contenuto è una Instagram Story e non può essere incorporato direttamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visualizza su Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/stories/lab/123/',
    );
    // Past the last item the arrow keys wrap to the first.
    await user.keyboard('{ArrowRight}');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
  });
});
