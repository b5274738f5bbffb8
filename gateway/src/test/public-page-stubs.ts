import type { ServerResponse } from 'node:http';
import { DEFAULT_SITE_SETTINGS, publicSiteSettings } from '@vetrina/contracts/site-settings';
import { startStub, type StubUpstream } from './stub-upstream.ts';

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
