import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GOOD_COOKIE, startStubSystem, type StubSystem } from '../test/stub-system.ts';
import {
  copertina,
  REAL_RENDER_TIMEOUT,
  startPublicPageUpstreams,
  type PublicPageUpstreams,
} from '../test/public-page-stubs.ts';

/** A catalogue that really changes: an admin PUT renames the product (400 when the name is too short). */
let current = copertina('Copertina azzurra');
let system: StubSystem;
let upstreams: PublicPageUpstreams;
const productReads = () =>
  upstreams.catalog.requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/products/copertina'))
    .length;
const renders = () => upstreams.storefront.requests.filter((r) => r.url.startsWith('/__ssr/render')).length;

beforeAll(async () => {
  // The storefront's real renderer reads the product (once per render) for the page and its head.
  upstreams = await startPublicPageUpstreams((req, res, body) => {
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const url = new URL(req.url!, 'http://x');
    if (req.method === 'PUT' && url.pathname === '/api/admin/products/5') {
      const { name, published = true } = JSON.parse(body) as { name: string; published?: boolean };
      if (name.length < 3) return send(400, { message: 'Dati non validi', issues: [] });
      current = copertina(name, published);
      return send(200, current);
    }
    if (url.pathname === '/api/products/copertina') {
      const visible = current.published || url.searchParams.get('anteprima') === 'buono';
      return visible ? send(200, current) : send(404, { message: 'Prodotto non trovato', issues: [] });
    }
    if (url.pathname === '/api/products/5/images') return send(200, []);
    send(404, { message: 'Risorsa non trovata', issues: [] });
  });
  system = await startStubSystem({ ...upstreams.urls, SSR_CACHE_MS: '60000', ...REAL_RENDER_TIMEOUT });
});
afterAll(async () => {
  await Promise.all([system.close(), upstreams.close()]);
});
beforeEach(() => {
  current = copertina('Copertina azzurra');
});

const rename = (name: string, published = true) =>
  request(system.app)
    .put('/api/admin/products/5')
    .set('Cookie', GOOD_COOKIE)
    .set('Origin', 'http://localhost:8080')
    .send({ name, published });

describe('public caches after admin writes', () => {
  it('shows an admin change on the very next page read, body and head alike', async () => {
    const before = await request(system.app).get('/prodotti/copertina').expect(200);
    expect(before.text).toContain('>Copertina azzurra</h1>');
    expect(before.text).toContain('<title>Copertina azzurra');
    const reads = productReads();
    await request(system.app).get('/prodotti/copertina').expect(200);
    expect(productReads(), 'cached before the write').toBe(reads);

    await rename('Copertina rosa').expect(200);
    const after = await request(system.app).get('/prodotti/copertina').expect(200);
    expect(after.text).toContain('>Copertina rosa</h1>');
    expect(after.text).toContain('<title>Copertina rosa');
  });

  it('keeps the caches after a refused write or a read', async () => {
    await rename('Copertina verde').expect(200);
    await request(system.app).get('/prodotti/copertina').expect(200);
    const [reads, rendered] = [productReads(), renders()];
    await rename('x').expect(400);
    await request(system.app).get('/api/products/copertina').expect(200);
    await request(system.app).put('/api/admin/products/5').send({ name: 'Senza sessione' }).expect(401);
    const page = await request(system.app).get('/prodotti/copertina').expect(200);
    expect(page.text).toContain('>Copertina verde</h1>');
    expect(productReads()).toBe(reads + 1); // only the direct API read above
    expect(renders()).toBe(rendered);
  });
});

describe('draft preview pages', () => {
  it('serves a draft to its link holder only: rendered afresh, noindex, never stored', async () => {
    await request(system.app).get('/prodotti/copertina').expect(200);
    await rename('Bozza segreta', false).expect(200);
    await request(system.app).get('/prodotti/copertina').expect(404);
    const rendered = renders();
    for (let i = 0; i < 2; i++) {
      const res = await request(system.app).get('/prodotti/copertina?anteprima=buono').expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.text).toContain('<meta name="robots" content="noindex"');
      expect(res.text).toContain('>Bozza segreta</h1>');
    }
    expect(renders()).toBe(rendered + 2);
    const wrong = await request(system.app).get('/prodotti/copertina?anteprima=cattivo').expect(404);
    expect(wrong.headers['cache-control']).toBe('private, no-store');
    expect(wrong.headers['x-robots-tag']).toBe('noindex');
    await request(system.app).get('/prodotti/copertina').expect(404);
  });
});
