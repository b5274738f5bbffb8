import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { startStub, type StubUpstream } from '../test/stub-upstream.ts';

const SHELL_HTML = `<!doctype html><html lang="it"><head><meta charset="utf-8" />
<!--slot:meta--><title>Vetrina Creazioni | Default</title><!--/slot:meta-->
<!--slot:app-preloads-->
<link rel="preload" as="fetch" href="/config.json" crossorigin="anonymous" />
<link rel="preload" as="script" href="/remotes/storefront/remoteEntry.js" />
<!--/slot:app-preloads-->
<!--slot:head-->
<!--slot:state-->
<!--slot:scripts-->
<script>theme()</script><script defer src="/main.js" fetchpriority="high"></script><link rel="preload" as="script" href="/1.1.js"><link rel="preload" as="script" href="/vendor.1.js">
</head><body><!--slot:noscript--><noscript><p>Per visitare Vetrina Creazioni è necessario abilitare JavaScript</p></noscript><!--/slot:noscript-->
<!--slot:root--><div id="root">
  <div class="boot" role="status">Caricamento…</div>
</div><!--/slot:root-->
</body></html>`;

const RENDERED = {
  html: '<main><h1>Chi siamo</h1></main>',
  head:
    '<link rel="preload" as="image" href="/uploads/chi-siamo.webp" fetchPriority="high"/>' +
    '<style data-emotion="app 1x2y">.app-1x2y{color:red}</style>',
  // Catalogue text inside the embedded JSON must not be able to close the script element.
  state: JSON.stringify({
    queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script>' } }],
  }),
};

type Mode = 'ok' | 'down' | 'slow' | 'junk';
let mode: Mode = 'ok';
let system: StubSystem;
let shell: StubUpstream;
let storefront: StubUpstream;
const renderRequests = () => storefront.requests.map((r) => r.url).filter((url) => url.startsWith('/__ssr'));

beforeAll(async () => {
  shell = await startStub('shell', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(SHELL_HTML);
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
  it('puts the rendered markup in #root, its styles in the head and its data as inert JSON', async () => {
    const res = await request(system.app).get('/chi-siamo');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain('<div id="root" data-ssr><main><h1>Chi siamo</h1></main></div>');
    expect(html).not.toContain('Caricamento…');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(RENDERED.head);
    const state = /<script type="application\/json" id="vetrina-ssr-state">([\s\S]*?)<\/script>/.exec(head);
    expect(JSON.parse(state![1]!)).toEqual(JSON.parse(RENDERED.state));
    expect(html).not.toContain('</script><script>alert(1)');
    expect(renderRequests()).toEqual(['/__ssr/render?path=%2Fchi-siamo']);
  });

  it('holds the app back on a rendered page: no script or data preloads, no high-priority entry, no JavaScript notice', async () => {
    const html = (await request(system.app).get('/chi-siamo')).text;
    expect(html).not.toMatch(/<link[^>]*rel="preload"[^>]*as="(script|fetch)"/);
    expect(html).toContain(
      '<!--slot:scripts-->\n<script>theme()</script><script defer src="/main.js"></script>\n</head>',
    );
    // The page's own picture keeps its preload.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/chi-siamo.webp" fetchPriority="high"/>',
    );
    expect(html).not.toContain('<noscript>');
  });

  it("renders any unknown path as the storefront's 404 page, with HTTP 404, from one render", async () => {
    const res = await request(system.app).get('/pagina-a-caso');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root" data-ssr>');
    await request(system.app).get('/altra-pagina?x=1');
    expect(renderRequests()).toEqual(['/__ssr/render?path=%2F404', '/__ssr/render?path=%2F404']);
  });

  it('renders the exact URL asked for, query string included', async () => {
    await request(system.app).get('/prodotti?search=bavaglino');
    expect(renderRequests()).toEqual(['/__ssr/render?path=%2Fprodotti%3Fsearch%3Dbavaglino']);
  });

  it.each<[Mode, string]>([
    ['down', 'answers an error'],
    ['slow', 'is slower than SSR_TIMEOUT_MS'],
    ['junk', 'answers something else'],
  ])('serves the page for the browser to render when the renderer %s (%s)', async (failure) => {
    mode = failure;
    const res = await request(system.app).get('/chi-siamo');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.text).not.toContain('data-ssr');
    expect(res.text).toContain('Caricamento…');
    expect(res.text).not.toContain('vetrina-ssr-state');
    // The browser needs the app at once: its downloads start with the HTML, and without JavaScript it says so.
    expect(res.text).toContain(
      '<link rel="preload" as="script" href="/remotes/storefront/remoteEntry.js" />',
    );
    expect(res.text).toContain('fetchpriority="high"');
    expect(res.text).toContain('<noscript>');
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
      expect(res.text).toContain('data-ssr');
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
      expect(page.text).toContain('data-ssr');
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
