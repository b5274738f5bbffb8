import { DEFAULT_SITE_SETTINGS, publicSiteSettings } from '@vetrina/contracts/site-settings';
import { DEFAULT_SITE_CONFIG } from '@vetrina/web-kit/site';
import { ReadError } from '../page-kit/page-module.ts';
import { createRenderer } from './page-renderer.tsx';
import { headCategory, hostileProduct } from '../test/fixtures.ts';

// Each page's head, written by the renderer from the data the page read (moved here from the gateway's
// seo.test.ts when the renderer took over the whole document, issue 28).

const MANIFEST = { publicPath: '/remotes/storefront/islands/', runtime: [], stylesheets: [], islands: {} };

const PRODUCT = hostileProduct;
const CATEGORY = headCategory;

/** What the services answer (a path missing here fails as a service that is down; null: 404). */
const ANSWERS: Record<string, unknown> = {
  '/api/settings': publicSiteSettings(DEFAULT_SITE_SETTINGS),
  [`/api/products/${PRODUCT.slug}`]: PRODUCT,
  '/api/products/12/images': [],
  '/api/categories/1/products?exclude=12': [],
  '/api/categories/accessori': { category: CATEGORY, products: [] },
  '/api/products/non-esiste': null,
  '/api/products/bozza': null,
  '/api/categories/non-esiste': null,
  '/api/products/featured': [],
  '/api/categories': [],
  '/api/testimonials': [],
  '/api/products': [],
};

function renderer(answers: Record<string, unknown> = ANSWERS) {
  const reads: string[] = [];
  const render = createRenderer({
    site: { ...DEFAULT_SITE_CONFIG, publicUrl: 'https://vetrina.example' },
    manifest: MANIFEST,
    read: async <T,>(path: string): Promise<T> => {
      reads.push(path);
      const answer = answers[path];
      if (answer === undefined) throw new ReadError(path, 0);
      if (answer === null) throw new ReadError(path, 404);
      return answer as T;
    },
  });
  return { render, reads };
}

const headOf = (document: string) => document.slice(0, document.indexOf('</head>'));
const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );

describe('page heads', () => {
  it('describes a product page from its one read: title, social tags, canonical, Product JSON-LD, preload', async () => {
    const { render, reads } = renderer();
    const { status, document } = await render('/prodotti/bavaglino-orsetto');
    expect(status).toBe(200);
    expect(reads.filter((path) => path === `/api/products/${PRODUCT.slug}`)).toHaveLength(1);
    const html = headOf(document);
    expect(html).toContain('<title>Bavaglino &quot;Orsetto&quot; &lt;b&gt; | Vetrina Creazioni</title>');
    expect(document.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta property="og:title" content="Bavaglino &quot;Orsetto&quot; &lt;b&gt; | Vetrina Creazioni" />',
    );
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://vetrina.example/uploads/bavaglino.webp" />',
    );
    expect(html).toContain('<meta property="og:locale" content="it_IT" />');
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://vetrina.example/prodotti/bavaglino-orsetto" />',
    );
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/bavaglino.avif" type="image/avif" imagesrcset="/uploads/bavaglino-w400.avif 400w, /uploads/bavaglino-w800.avif 800w, /uploads/bavaglino-w1200.avif 1200w" imagesizes="(max-width: 900px) 100vw, 600px" />',
    );
    const [product, breadcrumb] = ldOf(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: PRODUCT.name,
      offers: {
        price: '0.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/PreOrder',
        shippingDetails: {
          shippingRate: { value: '6.65', currency: 'EUR' },
          shippingDestination: { addressCountry: 'IT' },
          deliveryTime: {
            handlingTime: { minValue: 3, maxValue: 5 },
            transitTime: { minValue: 1, maxValue: 5 },
          },
        },
      },
    });
    expect(breadcrumb.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Prodotti',
      'Accessori',
      PRODUCT.name,
    ]);
  });

  it('never lets catalogue text break out of the JSON-LD script', async () => {
    const { document } = await renderer().render('/prodotti/bavaglino-orsetto');
    expect(document).not.toContain('</script><script>alert(1)');
  });

  it("never indexes a draft's preview", async () => {
    const answers = { ...ANSWERS, '/api/products/bavaglino-orsetto?anteprima=t': PRODUCT };
    const { status, document } = await renderer(answers).render('/prodotti/bavaglino-orsetto?anteprima=t');
    expect(status).toBe(200);
    expect(headOf(document)).toContain('<meta name="robots" content="noindex" />');
  });

  it("decides 404 for an unknown product, a draft without its link and an unknown category, with the spec's texts", async () => {
    for (const [path, title] of [
      ['/prodotti/non-esiste', 'Prodotto non trovato'],
      ['/prodotti/bozza', 'Prodotto non trovato'],
      ['/categorie/non-esiste', 'Categoria non trovata'],
    ] as const) {
      const { status, document } = await renderer().render(path);
      expect(status, path).toBe(404);
      expect(headOf(document)).toContain(`<title>${title} | Vetrina Creazioni</title>`);
      expect(headOf(document)).toContain('<meta name="robots" content="noindex, follow" />');
      expect(headOf(document)).toContain(`<link rel="canonical" href="https://vetrina.example${path}" />`);
    }
  });

  it('decides 404 for any path no page has: the 404 page, never indexed, no canonical address', async () => {
    for (const path of ['/404', '/pagina-a-caso', '/ordine/x']) {
      const { status, document } = await renderer().render(path);
      expect(status, path).toBe(404);
      const html = headOf(document);
      expect(html).toContain('<title>404 Page Not Found | Vetrina Creazioni</title>');
      expect(html).toContain('<meta name="robots" content="noindex, follow" />');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('og:url');
    }
  });

  it('decides 503 when the catalogue is down: the page shows its calm text under the site name', async () => {
    const { status, document } = await renderer({
      '/api/settings': ANSWERS['/api/settings'],
    }).render('/prodotti/bavaglino-orsetto');
    expect(status).toBe(503);
    expect(headOf(document)).toContain('<title>Vetrina Creazioni</title>');
  });

  it('gives a page of the table its canonical path whatever the letter case', async () => {
    const { status, document } = await renderer().render('/FAQ');
    expect(status).toBe(200);
    expect(document).toContain('<title>Domande Frequenti | Vetrina Creazioni</title>');
    expect(document).toContain('<link rel="canonical" href="https://vetrina.example/faq" />');
  });

  it('describes a category page with its image under /uploads', async () => {
    const { status, document } = await renderer().render('/categorie/accessori');
    expect(status).toBe(200);
    expect(document).toContain('<title>Accessori | Vetrina Creazioni</title>');
    expect(document).toContain('content="https://vetrina.example/uploads/accessori.webp"');
  });

  it('gives static pages their titles and the FAQ page its FAQPage data; no page preloads data', async () => {
    const home = (await renderer().render('/')).document;
    expect(home).toContain('<title>Home | Vetrina Creazioni</title>');
    expect(home).toContain('<meta property="og:image:width" content="1200" />');
    const faq = (await renderer().render('/faq')).document;
    const [data] = ldOf(faq);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(10);
    for (const path of ['/', '/prodotti', '/prodotti/bavaglino-orsetto', '/faq'])
      expect((await renderer().render(path)).document, path).not.toMatch(/rel="preload" as="fetch"/);
  });
});
