import { startStub, type StubUpstream } from './stub-upstream.ts';

// What the public-page cache tests put behind the gateway: one product the catalogue serves, and a
// shell whose index.html has the slots the gateway fills.

const SHELL_HTML = `<!doctype html><html lang="it"><head><meta charset="utf-8" /><!--slot:meta--><title>x</title><!--/slot:meta-->
<!--slot:head--><!--slot:state-->
<!--slot:scripts--><script defer src="/main.js"></script>
</head><body><!--slot:root--><div id="root"><div class="boot">Caricamento…</div></div><!--/slot:root-->
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

export function startShellStub(): Promise<StubUpstream> {
  return startStub('shell', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(SHELL_HTML);
  });
}
