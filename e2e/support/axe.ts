import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what the admin screens are held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** The page's WCAG 2.1 AA violations, each with its rule, impact and elements (empty when clean). */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page: page as unknown as AxePage }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}
