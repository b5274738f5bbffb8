import type { Page } from '@playwright/test';

/** The safety fields a product needs to be published (issue 30), for products made through the API. */
export const completeSafetyInput = (sku: string) => ({
  sku,
  composition: [{ part: '', fibres: [{ fibre: 'cotone', percent: 100 }] }],
  careInstructions: 'Lavare a 30 °C. Non candeggiare.',
  ageMinMonths: 0,
  ageMaxMonths: 36,
});

/** Fills the editor's 'Sicurezza e composizione' with a complete single-fibre product. */
export async function fillProductSafety(page: Page, sku: string) {
  const section = page.getByRole('region', { name: 'Sicurezza e composizione' });
  await section.getByRole('textbox', { name: 'Codice articolo' }).fill(sku);
  await section.getByRole('button', { name: 'Aggiungi composizione' }).click();
  await section.getByRole('textbox', { name: 'Istruzioni di lavaggio' }).fill('Lavare a 30 °C.');
  await section.getByRole('spinbutton', { name: 'Età consigliata: da (mesi)' }).fill('0');
}
