import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_SAFETY, type Product } from '@vetrina/contracts';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { startStub, type StubUpstream } from '../test/stub-upstream.ts';

const SHELL_HTML = `<!doctype html><html lang="it"><head><title>Vetrina Creazioni | Default</title></head><body><div id="root"></div></body></html>`;

/** The storefront renderer's document, with the slots the gateway fills (its default title in `meta`). */
const DOCUMENT = `<!doctype html><html lang="it"><head><meta charset="utf-8" />
<!--slot:meta--><title>Default</title><!--/slot:meta-->
<!--slot:head-->
</head><body><main></main></body></html>`;

const PRODUCT: Product = {
  id: 12,
  slug: 'bavaglino-orsetto',
  name: 'Bavaglino "Orsetto" <b>',
  description:
    'Un bavaglino in cotone morbido, cucito a mano con ricamo personalizzato. </script><script>alert(1)</script>',
  shortDescription: 'Bavaglino in cotone con ricamo',
  image: '/uploads/bavaglino.webp',
  price: null,
  availability: 'Su ordinazione',
  categoryId: 1,
  category: { id: 1, name: 'Accessori', slug: 'accessori', description: null },
  featured: true,
  isCustomizable: true,
  customizationPrice: '8.00',
  imageAlt: 'Bavaglino bianco con un orsetto ricamato',
  ...EMPTY_PRODUCT_SAFETY,
  leadTimeMinDays: null,
  leadTimeMaxDays: null,
  questions: [],
  updatedAt: '2025-03-04T10:00:00.000Z',
};
const CATEGORY = {
  id: 1,
  name: 'Accessori',
  slug: 'accessori',
  description: 'Accessori cuciti a mano',
  image: 'accessori.webp',
};

let system: StubSystem;
let catalog: StubUpstream;
let shell: StubUpstream;
let storefront: StubUpstream;

beforeAll(async () => {
  catalog = await startStub('catalog', (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/api/products') return send(200, [PRODUCT]);
    if (req.url === '/api/categories') return send(200, [CATEGORY]);
    if (req.url === `/api/products/${PRODUCT.slug}`) return send(200, PRODUCT);
    if (req.url === '/api/categories/accessori')
      return send(200, { category: CATEGORY, products: [PRODUCT] });
    send(404, { message: 'Risorsa non trovata', issues: [] });
  });
  shell = await startStub('shell', (req, res) => {
    res.writeHead(200, { 'content-type': req.url === '/main.js' ? 'text/javascript' : 'text/html' });
    res.end(req.url === '/main.js' ? 'console.log(1)' : SHELL_HTML);
  });
  storefront = await startStub('storefront', (req, res) => {
    const rendering = req.url?.startsWith('/__ssr/render') ?? false;
    res.writeHead(rendering ? 200 : 404, { 'content-type': 'application/json' });
    const status = req.url?.includes('%2F404') ? 404 : 200;
    res.end(JSON.stringify(rendering ? { status, document: DOCUMENT } : {}));
  });
  system = await startStubSystem({
    CATALOG_URL: catalog.url,
    SHELL_URL: shell.url,
    STOREFRONT_URL: storefront.url,
    PUBLIC_URL: 'https://vetrina.example',
  });
});
afterAll(async () => {
  await Promise.all([system.close(), catalog.close(), shell.close(), storefront.close()]);
});

const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );

describe('page metadata for crawlers', () => {
  it('describes a product page: title, social tags, canonical and Product JSON-LD', async () => {
    const res = await request(system.app).get('/prodotti/bavaglino-orsetto');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html).toContain('<title>Bavaglino &quot;Orsetto&quot; &lt;b&gt; | Vetrina Creazioni</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
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
    expect(html).not.toContain('default description');
    // The page's tags go at the head slot, once.
    expect(html.indexOf('<title>')).toBeGreaterThan(html.indexOf('<!--/slot:meta-->'));
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<!--slot:head-->'));
    expect(html.match(/<title>/g)).toHaveLength(1);
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
    const res = await request(system.app).get('/prodotti/bavaglino-orsetto');
    expect(res.text).not.toContain('</script><script>alert(1)');
  });

  it('answers HTTP 404 for an unknown product or category', async () => {
    for (const path of ['/prodotti/non-esiste', '/categorie/non-esiste', '/prodotti/%3Cscript%3E']) {
      const res = await request(system.app).get(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<main>');
      expect(res.text).toContain('noindex');
    }
  });

  it('answers any path no page has with HTTP 404 and the 404 page, never indexed', async () => {
    for (const path of [
      '/pagina-a-caso',
      '/prodotti/bavaglino-orsetto/altro',
      '/categorie',
      '/chi-siamo/x',
      '/admin-finto',
    ]) {
      const res = await request(system.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<title>404 Page Not Found | Vetrina Creazioni</title>');
      expect(res.text).toContain('<meta name="robots" content="noindex, follow" />');
      expect(res.text).toContain('<main>');
    }
  });

  it('matches pages as the storefront router does: any letter case, one trailing slash', async () => {
    const upper = await request(system.app).get('/FAQ');
    expect(upper.status).toBe(200);
    expect(upper.text).toContain('<title>Domande Frequenti | Vetrina Creazioni</title>');
    expect(upper.text).toContain('<link rel="canonical" href="https://vetrina.example/faq" />');
    expect((await request(system.app).get('/prodotti/')).status).toBe(200);
  });

  it('describes a category page with its image under /uploads', async () => {
    const res = await request(system.app).get('/categorie/accessori');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Accessori | Vetrina Creazioni</title>');
    expect(res.text).toContain('content="https://vetrina.example/uploads/accessori.webp"');
  });

  it('gives static pages their titles and the FAQ page its FAQPage data', async () => {
    const home = await request(system.app).get('/');
    expect(home.text).toContain('<title>Home | Vetrina Creazioni</title>');
    expect(home.text).toContain('<meta property="og:image:width" content="1200" />');
    const faq = await request(system.app).get('/faq');
    const [data] = ldOf(faq.text);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(10);
  });

  it("starts the product page's main picture with the HTML; its data and scripts are in the document", async () => {
    const product = (await request(system.app).get('/prodotti/bavaglino-orsetto')).text;
    expect(product).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/bavaglino.avif" type="image/avif" imagesrcset="/uploads/bavaglino-w400.avif 400w, /uploads/bavaglino-w800.avif 800w, /uploads/bavaglino-w1200.avif 1200w" imagesizes="(max-width: 900px) 100vw, 600px" />',
    );
    for (const path of ['/', '/prodotti', '/prodotti/bavaglino-orsetto', '/faq'])
      expect((await request(system.app).get(path)).text, path).not.toMatch(
        /rel="preload" as="(fetch|script)"/,
      );
  });

  it('compresses the page HTML for browsers that accept it', async () => {
    const gzip = await request(system.app).get('/').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(gzip.text).toContain('<title>Home | Vetrina Creazioni</title>');
    const br = await request(system.app)
      .get('/')
      .set('Accept-Encoding', 'br, gzip')
      .buffer(true)
      .parse((res, done) => {
        res.on('data', () => undefined);
        res.on('end', () => done(null, null));
      });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await request(system.app).get('/').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('<title>Home | Vetrina Creazioni</title>');
  });

  it('passes assets and other pages straight to the shell', async () => {
    const js = await request(system.app).get('/main.js');
    expect(js.text).toBe('console.log(1)');
    for (const path of ['/admin', '/admin/dashboard', '/ADMIN/prodotti']) {
      const admin = await request(system.app).get(path);
      expect(admin.status, path).toBe(200);
      expect(admin.text).toContain('<title>Vetrina Creazioni | Default</title>');
    }
  });

  it('lists pages, products and categories in sitemap.xml', async () => {
    const res = await request(system.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.text).toContain('<loc>https://vetrina.example/</loc>');
    expect(res.text).toContain('<loc>https://vetrina.example/faq</loc>');
    expect(res.text).toContain(
      '<url><loc>https://vetrina.example/prodotti/bavaglino-orsetto</loc><lastmod>2025-03-04</lastmod></url>',
    );
    expect(res.text).toContain(
      '<url><loc>https://vetrina.example/categorie/accessori</loc><lastmod>2025-03-04</lastmod></url>',
    );
  });

  it('serves robots.txt pointing to the sitemap and keeping crawlers out of admin and API', async () => {
    const res = await request(system.app).get('/robots.txt');
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toContain('Disallow: /api');
    expect(res.text).toContain('Sitemap: https://vetrina.example/sitemap.xml');
  });

  it('still serves product pages (with default metadata) when the catalogue is down', async () => {
    const down = await startStubSystem({
      CATALOG_URL: 'http://127.0.0.1:9',
      SHELL_URL: shell.url,
      STOREFRONT_URL: storefront.url,
    });
    try {
      const res = await request(down.app).get('/prodotti/bavaglino-orsetto');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<main>');
    } finally {
      await down.close();
    }
  });
});
