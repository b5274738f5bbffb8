// Screenshots of the public pages at 375 and 1280 px in both colour modes, to compare two builds by eye:
//   SCREENS_URL=http://127.0.0.1:8080 SCREENS_DIR=.data/screens/after node e2e/support/take-screenshots.ts
// (SCREENS_PAGES=/,/prodotti,... to choose the pages; byte-equal files mean the same picture)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const base = process.env.SCREENS_URL ?? 'http://127.0.0.1:8080';
const dir = path.resolve(process.env.SCREENS_DIR ?? '.data/screens');
const pages = (
  process.env.SCREENS_PAGES ?? '/,/chi-siamo,/faq,/termini,/spedizioni,/privacy,/pagina-a-caso'
).split(',');

/**
 * The page as a visitor sees it once it has settled: the islands that hydrate at load have, and no loading
 * skeleton is left (the contact form shows one for its first 800 ms, as the spec asks). Without it, one of two runs of
 * the same build could catch the form and the other its skeleton.
 */
async function settled(page: Page, pagePath: string) {
  const done = () =>
    document.querySelectorAll(
      '[data-island][data-hydrate="load"]:not([data-hydrated]), .MuiSkeleton-root, [data-testid$="skeleton"]',
    ).length === 0;
  await page.waitForFunction(done, undefined, { timeout: 20_000 }).catch(() => {
    console.warn(`${pagePath}: still loading after 20 s, taken as it is`);
  });
}

mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      const page = await context.newPage();
      for (const pagePath of pages) {
        await page.goto(new URL(pagePath, base).href, { waitUntil: 'networkidle' });
        await settled(page, pagePath);
        const name = `${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '_')}-${width}-${theme}.png`;
        // A skeleton's endless pulse would otherwise differ between two runs of the same build.
        await page.screenshot({ path: path.join(dir, name), fullPage: true, animations: 'disabled' });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${dir}`);
