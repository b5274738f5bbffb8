import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, newPage, test, waitForContent } from '../support/storefront-fixtures.ts';

/** Colour mode before the first paint: the inline init script of every page, allowed by the CSP's hash. */

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Executable inline scripts (JSON-LD and other data blocks are not subject to script-src). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc=/.test(attrs!) && !/\btype="application\/(ld\+)?json"/.test(attrs!))
    .map(([, , body]) => body!);
}

/** What the visitor sees before any of the app's JavaScript runs (every .js request is refused). */
async function beforeTheApp(page: Page, stored: string | null) {
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  if (stored !== null) await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), stored);
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/prodotti');
  const state = await page.evaluate(() => ({
    scheme: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.body).backgroundColor,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  }));
  return { ...state, cspErrors };
}

test('every inline script of a served page is allowed by its hash in the CSP, and only those', async ({
  request,
}) => {
  // Public pages carry the theme script and the speculation rules; the admin's shell the theme script.
  const allowed = new Set<string>();
  const served = new Set<string>();
  for (const path of ['/', '/prodotti', '/admin']) {
    const res = await request.get(path);
    const scriptSrc = /script-src ([^;]*)/
      .exec(res.headers()['content-security-policy'] ?? '')![1]!
      .split(' ');
    const scripts = inlineScripts(await res.text());
    expect(scripts.length, path).toBeGreaterThanOrEqual(1);
    for (const hash of scripts.map(sha256)) {
      expect(scriptSrc, path).toContain(hash);
      served.add(hash);
    }
    scriptSrc.filter((s) => s.startsWith("'sha256-")).forEach((hash) => allowed.add(hash));
    expect(scriptSrc.join(' ')).not.toMatch(/unsafe/);
  }
  expect([...allowed].sort()).toEqual([...served].sort());
});

test('a stored dark choice is applied before the app loads: no light flash', async ({ browser, baseURL }) => {
  const page = await newPage(browser, baseURL);
  try {
    expect(await beforeTheApp(page, 'dark')).toEqual({
      scheme: 'dark',
      background: 'rgb(30, 24, 25)',
      colorScheme: 'dark',
      themeColor: '#1E1819',
      cspErrors: [],
    });
  } finally {
    await page.context().close();
  }
});

test('light by default and for junk; "system" follows prefers-color-scheme', async ({ browser, baseURL }) => {
  for (const [stored, prefers, scheme] of [
    [null, 'dark', 'light'],
    ['purple', 'dark', 'light'],
    ['system', 'dark', 'dark'],
    ['system', 'light', 'light'],
  ] as const) {
    const page = await newPage(browser, baseURL, { colorScheme: prefers });
    try {
      const state = await beforeTheApp(page, stored);
      expect(state.scheme, `${stored} / prefers ${prefers}`).toBe(scheme);
      expect(state.background).toBe(scheme === 'dark' ? 'rgb(30, 24, 25)' : 'rgb(255, 248, 243)');
      expect(state.cspErrors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }
});

test('the app keeps the colours the init script chose, and switches them live', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, { colorScheme: 'dark' });
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  try {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', 'system');
        sessionStorage.setItem('seeded', '1');
      }
    });
    // Every background the body has had, from the first frame on (nothing is painted before the page's
    // render-blocking stylesheet has arrived, and no frame runs before it either).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { backgrounds: string[] }).backgrounds = seen;
      let painted = false;
      const record = () => {
        if (!painted || !document.body) return;
        const bg = getComputedStyle(document.body).backgroundColor;
        if (seen.at(-1) !== bg) seen.push(bg);
      };
      requestAnimationFrame(() => {
        painted = true;
        record();
      });
      new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/');
    await waitForContent(page);
    await expect(page.getByRole('button', { name: 'Tema: Sistema' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { backgrounds: string[] }).backgrounds)).toEqual([
      'rgb(30, 24, 25)',
    ]);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(255, 248, 243)');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#FFF8F3');
    expect(cspErrors).toEqual([]);
  } finally {
    await page.context().close();
  }
});
