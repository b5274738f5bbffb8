/**
 * Cost of server-side page metadata: p50/p95 of an injected product page vs the same shell HTML
 * proxied untouched, against in-process stub shell and catalogue.   node gateway/src/bench-seo.ts [count]
 */
import type { AddressInfo } from 'node:net';
import { createLogger } from '@vetrina/service-kit';
import { buildApp } from './app.ts';
import { startStub } from './test/stub-upstream.ts';
import { testConfig } from './test/test-config.ts';

const count = Number(process.argv[2] ?? 300);
const html = `<!doctype html><html><head><!--slot:meta--><title>x</title><!--/slot:meta--><!--slot:head--><!--slot:state--><!--slot:scripts--></head><body><!--slot:root--><div id="root">${'<p>shell</p>'.repeat(200)}</div><!--/slot:root--></body></html>`;
const product = {
  id: 1,
  slug: 'bavaglino',
  name: 'Bavaglino',
  description: 'Un bavaglino cucito a mano.'.repeat(10),
  shortDescription: '',
  image: '/uploads/b.webp',
  price: '12.50',
  availability: 'Disponibile',
  categoryId: 1,
  category: { id: 1, name: 'Accessori', slug: 'accessori', description: null },
  featured: false,
  isCustomizable: false,
  customizationPrice: '8.00',
  updatedAt: new Date().toISOString(),
};
const shell = await startStub(
  'shell',
  (_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end(html),
);
const catalog = await startStub(
  'catalog',
  (_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(product)),
);
const app = buildApp({
  config: testConfig({ SHELL_URL: shell.url, CATALOG_URL: catalog.url }),
  logger: createLogger('bench', 'silent'),
});
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function measure(path: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count + 20; i++) {
    const started = performance.now();
    await (await fetch(base + path)).text();
    if (i >= 20) times.push(performance.now() - started); // first 20 warm caches and connections
  }
  return times.sort((a, b) => a - b);
}
const pct = (xs: number[], p: number) => xs[Math.ceil((p / 100) * xs.length) - 1]!.toFixed(2);

const injected = await measure('/prodotti/bavaglino');
const proxied = await measure('/admin');
console.log(
  `injected product page: p50 ${pct(injected, 50)} ms, p95 ${pct(injected, 95)} ms (${count} requests)`,
);
console.log(`plain proxied shell:   p50 ${pct(proxied, 50)} ms, p95 ${pct(proxied, 95)} ms`);
console.log(
  `injection overhead at p50: ${(Number(pct(injected, 50)) - Number(pct(proxied, 50))).toFixed(2)} ms`,
);
server.close();
await Promise.all([shell.close(), catalog.close()]);
