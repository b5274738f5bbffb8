import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@vetrina/contracts';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { closedUrl, startStub, type StubUpstream } from '../test/stub-upstream.ts';
import { REAL_RENDER_TIMEOUT, startContentStub } from '../test/public-page-stubs.ts';
import { startRealRenderer } from '../test/real-renderer.ts';
import { headCategory, hostileProduct } from '../../../mf-storefront/src/test/fixtures.ts';

// Public pages through the real gateway and the storefront's real renderer, over stand-ins for svc-catalog
// and svc-content at the network boundary that answer real payloads and count what they are asked.

const SHELL_HTML = `<!doctype html><html lang="it"><head><title>Vetrina Creazioni | Default</title></head><body><div id="root"></div></body></html>`;
const ORIGIN = 'https://vetrina.example';

const PRODUCT = hostileProduct;
const DRAFT: Product = { ...PRODUCT, id: 13, slug: 'bozza', name: 'Bozza segreta' };
const CATEGORY = headCategory;

let system: StubSystem;
let catalog: StubUpstream;
let content: StubUpstream;
let shell: StubUpstream;
let storefront: StubUpstream;

/** svc-catalog's answers for the paths the product, category and sitemap pages read (404 otherwise). */
function catalogAnswer(url: URL): [number, unknown] {
  const path = url.pathname;
  if (path === `/api/products/${PRODUCT.slug}`) return [200, PRODUCT];
  // A draft is read only with its preview link's token.
  if (path === '/api/products/bozza' && url.searchParams.get('anteprima') === 'buono') return [200, DRAFT];
  if (path === '/api/products/12/images' || path === '/api/products/13/images') return [200, []];
  if (path === '/api/categories/1/products') return [200, []];
  if (path === '/api/categories/accessori') return [200, { category: CATEGORY, products: [PRODUCT] }];
  if (path === '/api/products' || path === '/api/products/featured') return [200, [PRODUCT]];
  if (path === '/api/categories') return [200, [CATEGORY]];
  if (path === '/api/internal/sitemap')
    return [
      200,
      {
        products: [
          { slug: PRODUCT.slug, name: PRODUCT.name, image: PRODUCT.image, updatedAt: PRODUCT.updatedAt },
        ],
        categories: [
          { slug: 'accessori', name: 'Accessori', image: null, updatedAt: '2025-03-05T08:00:00.000Z' },
        ],
      },
    ];
  return [404, { message: 'Risorsa non trovata', issues: [] }];
}

beforeAll(async () => {
  catalog = await startStub('catalog', (req, res) => {
    const [status, body] = catalogAnswer(new URL(req.url!, 'http://catalog.invalid'));
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  content = await startContentStub();
  shell = await startStub('shell', (req, res) => {
    res.writeHead(200, { 'content-type': req.url === '/main.js' ? 'text/javascript' : 'text/html' });
    res.end(req.url === '/main.js' ? 'console.log(1)' : SHELL_HTML);
  });
  storefront = await startRealRenderer({ catalog: catalog.url, content: content.url }, { publicUrl: ORIGIN });
  system = await startStubSystem({
    CATALOG_URL: catalog.url,
    CONTENT_URL: content.url,
    SHELL_URL: shell.url,
    STOREFRONT_URL: storefront.url,
    PUBLIC_URL: ORIGIN,
    // Every request is a page-cache miss (no Redis here) and renders afresh.
    SSR_CACHE_MS: '0',
    ...REAL_RENDER_TIMEOUT,
  });
});
afterAll(async () => {
  await Promise.all([system.close(), catalog.close(), content.close(), shell.close(), storefront.close()]);
});
beforeEach(() => {
  for (const stub of [catalog, content, storefront]) stub.requests.length = 0;
});

const readsOf = (stub: StubUpstream, path: string) =>
  stub.requests.filter((r) => r.method === 'GET' && r.url.split('?')[0] === path).length;
const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );

describe('one read of each thing per page miss', () => {
  it('reads the product once and the settings once for a product page, head and body alike', async () => {
    const res = await request(system.app).get('/prodotti/bavaglino-orsetto').expect(200);
    expect(readsOf(catalog, '/api/products/bavaglino-orsetto')).toBe(1);
    expect(readsOf(content, '/api/settings')).toBe(1);
    expect(storefront.requests).toHaveLength(1);
    // What else the page reads, each once: its media and its category's other products.
    expect(catalog.requests.map((r) => r.url).sort()).toEqual([
      '/api/categories/1/products?exclude=12',
      '/api/products/12/images',
      '/api/products/bavaglino-orsetto',
    ]);
    expect(res.text).toContain('<title>Bavaglino &quot;Orsetto&quot; &lt;b&gt; | Vetrina Creazioni</title>');
    expect(res.text).toContain('<h1');
  });

  it('reads the settings once for a page of the table, and nothing else for the head', async () => {
    await request(system.app).get('/chi-siamo').expect(200);
    expect(readsOf(content, '/api/settings')).toBe(1);
    expect(catalog.requests).toHaveLength(0);
  });
});

describe('the status, decided by the renderer and relayed by the gateway', () => {
  it('200 for a product, with its head: title, social tags, canonical, JSON-LD and the picture preload', async () => {
    const res = await request(system.app).get('/prodotti/bavaglino-orsetto');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/prodotti/bavaglino-orsetto" />`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/uploads/bavaglino.webp" />`);
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/bavaglino.avif"',
    );
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!--slot:');
    const [product, breadcrumb] = ldOf(html);
    expect(product).toMatchObject({ '@type': 'Product', name: PRODUCT.name });
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
  });

  it('404 for an unknown product, a draft without its link and an unknown category, never indexed', async () => {
    for (const path of [
      '/prodotti/non-esiste',
      '/prodotti/bozza',
      '/prodotti/bozza?anteprima=cattivo',
      '/categorie/non-esiste',
      '/prodotti/%3Cscript%3E',
    ]) {
      const res = await request(system.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('<meta name="robots" content="noindex, follow" />');
    }
    const draft = await request(system.app).get('/prodotti/bozza?anteprima=buono').expect(200);
    expect(draft.text).toContain('<meta name="robots" content="noindex" />');
    expect(draft.headers['x-robots-tag']).toBe('noindex');
    expect(draft.headers['cache-control']).toBe('private, no-store');
  });

  it('404 and the 404 page for any path no page has, never indexed', async () => {
    for (const path of [
      '/pagina-a-caso',
      '/prodotti/bavaglino-orsetto/altro',
      '/categorie',
      '/admin-finto',
    ]) {
      const res = await request(system.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<title>404 Page Not Found | Vetrina Creazioni</title>');
      expect(res.text).toContain('<meta name="robots" content="noindex, follow" />');
    }
  });

  it('503 when a service the page needs is down: the catalogue for a product, the settings for any page', async () => {
    const catalogDown = await startRealRenderer({ catalog: await closedUrl(), content: content.url });
    const contentDown = await startRealRenderer({ catalog: catalog.url, content: await closedUrl() });
    const [a, b] = await Promise.all([
      startStubSystem({ STOREFRONT_URL: catalogDown.url, SSR_CACHE_MS: '0', ...REAL_RENDER_TIMEOUT }),
      startStubSystem({ STOREFRONT_URL: contentDown.url, SSR_CACHE_MS: '0', ...REAL_RENDER_TIMEOUT }),
    ]);
    try {
      const product = await request(a.app).get('/prodotti/bavaglino-orsetto');
      expect(product.status).toBe(503);
      expect(product.text).toContain('<title>Vetrina Creazioni</title>');
      const about = await request(b.app).get('/chi-siamo');
      expect(about.status).toBe(503);
      expect(about.text).toContain('<title>Chi Siamo | Vetrina Creazioni</title>');
    } finally {
      await Promise.all([a.close(), b.close(), catalogDown.close(), contentDown.close()]);
    }
  });

  it('matches pages as the storefront router does: any letter case, one trailing slash', async () => {
    const upper = await request(system.app).get('/FAQ');
    expect(upper.status).toBe(200);
    expect(upper.text).toContain(`<link rel="canonical" href="${ORIGIN}/faq" />`);
    expect((await request(system.app).get('/prodotti/')).status).toBe(200);
  });
});

describe('what the gateway adds', () => {
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

  it('passes assets and admin pages straight to the shell', async () => {
    const js = await request(system.app).get('/main.js');
    expect(js.text).toBe('console.log(1)');
    for (const path of ['/admin', '/admin/dashboard', '/ADMIN/prodotti']) {
      const admin = await request(system.app).get(path);
      expect(admin.status, path).toBe(200);
      expect(admin.text).toContain('<title>Vetrina Creazioni | Default</title>');
    }
  });

  it("lists the table's public pages, products and categories in sitemap.xml, from svc-catalog's list", async () => {
    const res = await request(system.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(readsOf(catalog, '/api/internal/sitemap')).toBe(1);
    expect(res.text).toContain(`<url><loc>${ORIGIN}/</loc><lastmod>2025-03-04</lastmod></url>`);
    expect(res.text).toContain(`<loc>${ORIGIN}/faq</loc>`);
    expect(res.text).toContain(
      `<url><loc>${ORIGIN}/prodotti/bavaglino-orsetto</loc><lastmod>2025-03-04</lastmod></url>`,
    );
    expect(res.text).toContain(
      `<url><loc>${ORIGIN}/categorie/accessori</loc><lastmod>2025-03-05</lastmod></url>`,
    );
    // Private pages have no address of their own to list.
    expect(res.text).not.toContain(':token');
  });

  it('answers 503 JSON for the sitemap when svc-catalog is down', async () => {
    const down = await startStubSystem({ CATALOG_URL: await closedUrl() });
    try {
      const res = await request(down.app).get('/sitemap.xml').expect(503);
      expect(res.body).toEqual({ message: 'Sitemap temporaneamente non disponibile', issues: [] });
    } finally {
      await down.close();
    }
  });

  it('serves robots.txt pointing to the sitemap and keeping crawlers out of admin and API', async () => {
    const res = await request(system.app).get('/robots.txt');
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toContain('Disallow: /api');
    expect(res.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
