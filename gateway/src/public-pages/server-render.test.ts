import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { startStub, type StubUpstream } from '../test/stub-upstream.ts';

/** The storefront renderer's answer: the whole page, head included. */
const DOCUMENT = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8" />
    <link rel="stylesheet" href="/remotes/storefront/islands/site.1a2b3c4d.css" />
    <script defer src="/remotes/storefront/islands/runtime.1a2b3c4d.js"></script>
    <title>Chi Siamo | Vetrina Creazioni</title>
    <link rel="canonical" href="http://localhost:8080/chi-siamo" />
  </head>
  <body><main><h1>Chi siamo</h1></main></body>
</html>`;

const RENDERED = { status: 200, document: DOCUMENT };
type Mode = 'ok' | 'down' | 'slow' | 'junk';
let mode: Mode = 'ok';
let system: StubSystem;
let shell: StubUpstream;
let storefront: StubUpstream;
const renderRequests = () => storefront.requests.map((r) => r.url).filter((url) => url.startsWith('/__ssr'));

beforeAll(async () => {
  shell = await startStub('shell', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>shell</title>');
  });
  storefront = await startStub('storefront', (req, res) => {
    if (!req.url?.startsWith('/__ssr/render')) {
      res.writeHead(404).end();
      return;
    }
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (mode === 'down') return answer(503, { message: 'Rendering non disponibile', issues: [] });
    if (mode === 'junk') return answer(200, { html: 42 });
    if (req.url.includes('%2F404')) return answer(200, { status: 404, document: DOCUMENT });
    if (mode === 'slow') return void setTimeout(() => answer(200, RENDERED), 1500);
    answer(200, RENDERED);
  });
  system = await startStubSystem({
    SHELL_URL: shell.url,
    STOREFRONT_URL: storefront.url,
    SSR_CACHE_MS: '0',
    // Generous: a loaded CI machine must not turn a normal render into a timeout.
    SSR_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await Promise.all([system.close(), shell.close(), storefront.close()]);
});
beforeEach(() => {
  mode = 'ok';
  storefront.requests.length = 0;
});

describe('server-rendered public pages', () => {
  it("sends the renderer's document as it is, with the renderer's status, never the shell", async () => {
    const res = await request(system.app).get('/chi-siamo').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.text).toBe(DOCUMENT);
    expect(renderRequests()).toEqual(['/__ssr/render?path=%2Fchi-siamo']);
  });

  it("renders any unknown path as the storefront's 404 page, with HTTP 404, from one render", async () => {
    const res = await request(system.app).get('/pagina-a-caso');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<h1>');
    await request(system.app).get('/altra-pagina?x=1');
    expect(renderRequests()).toEqual(['/__ssr/render?path=%2F404', '/__ssr/render?path=%2F404']);
  });

  it('renders the page with the query parameters it reads, dropping tracking and stray ones', async () => {
    await request(system.app).get('/prodotti?utm_source=ig&q=bavaglino&fbclid=x1&anteprima=abc');
    await request(system.app).get('/?anteprima=abc');
    expect(renderRequests()).toEqual([
      '/__ssr/render?path=%2Fprodotti%3Fq%3Dbavaglino',
      '/__ssr/render?path=%2F',
    ]);
  });

  it('answers an absurdly long address (a forged preview token, a pasted essay) with the 404 page, not a 5xx', async () => {
    const res = await request(system.app).get(`/prodotti/bavaglino?anteprima=${'a'.repeat(3000)}`);
    expect(res.status).toBe(404);
    expect(renderRequests()).toEqual(['/__ssr/render?path=%2F404']);
  });

  it.each<[Mode, string]>([
    ['down', 'answers an error'],
    ['slow', 'is slower than SSR_TIMEOUT_MS'],
    ['junk', 'answers something else'],
  ])('answers a calm, self-contained 503 page when the renderer %s (%s)', async (failure) => {
    mode = failure;
    const res = await request(system.app).get('/chi-siamo');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('Il sito è momentaneamente non disponibile. Riprova tra qualche istante.');
    expect(res.text).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet/);
  });

  it('keeps the renderer internal: /remotes/storefront/__ssr is not reachable from outside', async () => {
    const res = await request(system.app).get('/remotes/storefront/__ssr/render?path=/');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: expect.any(String) });
    expect(renderRequests()).toHaveLength(0);
  });
});

describe('server render cache', () => {
  let cached: StubSystem;
  beforeAll(async () => {
    cached = await startStubSystem({
      SHELL_URL: shell.url,
      STOREFRONT_URL: storefront.url,
      SSR_CACHE_MS: '60000',
    });
  });
  afterAll(() => cached.close());

  it('renders a page once and reuses it while fresh', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await request(cached.app).get('/faq');
      expect(res.text).toContain('<h1>Chi siamo</h1>');
    }
    expect(renderRequests().filter((url) => url.includes('%2Ffaq'))).toHaveLength(1);
  });

  it('never reuses a render of /contatti (its form token is single-use), not even between concurrent visitors', async () => {
    const pages = await Promise.all([
      request(cached.app).get('/contatti'),
      request(cached.app).get('/contatti'),
      request(cached.app).get('/contatti?oggetto=Richiesta%20di%20preventivo'),
    ]);
    await request(cached.app).get('/contatti');
    const contactRenders = renderRequests().filter((url) => url.includes('%2Fcontatti'));
    expect(contactRenders).toHaveLength(4);
    for (const page of pages) {
      expect(page.status).toBe(200);
      // Nor may a shared cache (CDN, proxy) keep it.
      expect(page.headers['cache-control']).toBe('private, no-store');
      // Its no-JavaScript form's POST must carry the real Origin (the CSRF guard refuses `null`).
      expect(page.headers['referrer-policy']).toBe('same-origin');
    }
    const faq = await request(cached.app).get('/faq');
    expect(faq.headers['cache-control']).toBe('no-cache');
    expect(faq.headers['referrer-policy']).toBe('no-referrer');
  });
});
