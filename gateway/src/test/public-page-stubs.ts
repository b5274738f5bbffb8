import type { ServerResponse } from 'node:http';
import { DEFAULT_SITE_SETTINGS, publicSiteSettings } from '@vetrina/contracts/site-settings';
import type { SiteConfig } from '@vetrina/web-kit/site';
import { startRealRenderer } from './real-renderer.ts';
import { startStub, type StubHandler, type StubUpstream } from './stub-upstream.ts';

// What the public-page tests put behind the gateway: one product the catalogue serves, svc-content's
// public reads (the settings every render reads first), and the shell (the admin's frame).

const SHELL_HTML = `<!doctype html><html lang="it"><head><meta charset="utf-8" /><title>x</title>
<script defer src="/main.js"></script>
</head><body><div id="root"><div class="boot">Caricamento…</div></div>
</body></html>`;

export const copertina = (name: string, published = true) => ({
  id: 5,
  slug: 'copertina',
  name,
  description: 'Copertina in mussola di cotone, doppio strato.',
  shortDescription: 'Copertina in mussola',
  image: '/uploads/copertina.webp',
  price: '30.00',
  availability: 'Disponibile',
  categoryId: null,
  category: null,
  featured: false,
  isCustomizable: false,
  customizationPrice: '8.00',
  imageAlt: 'Copertina azzurra',
  leadTimeMinDays: 3,
  leadTimeMaxDays: 5,
  questions: [],
  updatedAt: '2026-11-01T10:00:00.000Z',
  published,
});

/** svc-catalog's answer for one product as the caches take it: public, with an ETag. */
export function answerProduct(res: ServerResponse, product: object, etag: string): void {
  const json = JSON.stringify(product);
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'public, no-cache',
    etag: `W/"${Buffer.byteLength(json)}-${etag}"`,
  });
  res.end(json);
}

export function startShellStub(): Promise<StubUpstream> {
  return startStub('shell', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(SHELL_HTML);
  });
}

/** svc-content's public reads as a page render makes them: its settings (defaults) and no testimonials. */
export function startContentStub(): Promise<StubUpstream> {
  return startStub('content', (req, res) => {
    const answers: Record<string, unknown> = {
      '/api/settings': publicSiteSettings(DEFAULT_SITE_SETTINGS),
      '/api/testimonials': [],
    };
    const answer = answers[req.url ?? ''];
    res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? { message: 'Risorsa non trovata', issues: [] }));
  });
}

/** A real render's first run loads its modules: on a busy machine it may take well over the 1 s default. */
export const REAL_RENDER_TIMEOUT = { SSR_TIMEOUT_MS: '20000' } as const;

export interface PublicPageUpstreams {
  catalog: StubUpstream;
  content: StubUpstream;
  shell: StubUpstream;
  /** The storefront's real renderer, reading the catalogue and content stand-ins. */
  storefront: StubUpstream;
  /** The gateway's settings that name them. */
  urls: { CATALOG_URL: string; CONTENT_URL: string; SHELL_URL: string; STOREFRONT_URL: string };
  close(): Promise<void>;
}

/**
 * What a public page goes through behind the gateway: a catalogue answering with `answerCatalog`, the
 * content and shell stand-ins, and the storefront's real renderer reading them (with `site`'s settings).
 */
export async function startPublicPageUpstreams(
  answerCatalog: StubHandler,
  site: Partial<SiteConfig> = {},
): Promise<PublicPageUpstreams> {
  const catalog = await startStub('catalog', answerCatalog);
  const shell = await startShellStub();
  const content = await startContentStub();
  const storefront = await startRealRenderer({ catalog: catalog.url, content: content.url }, site);
  return {
    catalog,
    content,
    shell,
    storefront,
    urls: {
      CATALOG_URL: catalog.url,
      CONTENT_URL: content.url,
      SHELL_URL: shell.url,
      STOREFRONT_URL: storefront.url,
    },
    close: async () => {
      await Promise.all([catalog.close(), storefront.close(), content.close(), shell.close()]);
    },
  };
}
