import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsSettled } from '../support/axe.ts';
import { DEMO, expect, newPage, test, waitForContent } from '../support/storefront-fixtures.ts';

/** WCAG 2.1 AA on every public page, in both themes: no serious or critical axe violation. */

const PAGES = [
  '/',
  '/chi-siamo',
  '/prodotti',
  `/prodotti/${DEMO.gallery.slug}`,
  '/categorie/giochi',
  '/contatti',
  // The pages a visitor without JavaScript gets back after sending the contact form.
  '/contatti?inviato=1',
  '/contatti?errore=verifica',
  '/termini',
  '/privacy',
  '/spedizioni',
  '/faq',
  '/pagina-che-non-esiste',
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// @axe-core/playwright resolves its own copy of playwright-core's types; the runtime object is the same.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

async function seriousViolations(page: Page) {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page: page as unknown as AxePage }).withTags(TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    let page: Page;

    test.beforeAll(async ({ browser }, testInfo) => {
      page = await newPage(browser, testInfo.project.use.baseURL, { colorScheme: theme });
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    });

    test.afterAll(async () => {
      await page.context().close();
    });

    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async () => {
        await page.goto(path);
        await waitForContent(page);
        await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
        const violations = await seriousViolations(page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      });
    }
  });
}
