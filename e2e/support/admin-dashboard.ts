import { expect, type APIRequestContext, type Page } from '@playwright/test';

async function listOf(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

/** The four dashboard counters as the APIs count them right now (the request must be signed in). */
export async function expectedCounters(adminRequest: APIRequestContext): Promise<Record<string, number>> {
  const [products, categories, testimonials] = await Promise.all([
    listOf(adminRequest, '/api/admin/products'),
    listOf(adminRequest, '/api/categories'),
    listOf(adminRequest, '/api/admin/testimonials'),
  ]);
  return {
    'Prodotti Totali': products.length,
    'Prodotti in Evidenza': products.filter((product) => product.featured === true).length,
    Categorie: categories.length,
    Testimonianze: testimonials.length,
  };
}

/** The value shown under a counter's label in the dashboard's summary. */
export const dashboardCounter = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Riepilogo' })
    .getByRole('heading', { name: label, exact: true })
    .locator('xpath=following-sibling::p');
