import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Order, OrderStatus } from '@vetrina/contracts';

/** The customer's order-page link in an e-mail ('Segui il tuo ordine: <url>'), as a path of this site. */
export function orderPagePath(mailText: string): string {
  const url = /Segui il tuo ordine: (\S+)/.exec(mailText)?.[1];
  expect(url, 'the order-page link in the e-mail').toBeTruthy();
  return new URL(url!).pathname;
}

/** The path of an order's current customer link, as the admin API gives it. */
export const customerPagePath = (order: Pick<Order, 'customerPageUrl'>) =>
  new URL(order.customerPageUrl).pathname;

/** Moves an order through the admin API ('Conferma', 'Inizia lavorazione'… as the maker's buttons do). */
export async function moveOrder(
  adminApi: APIRequestContext,
  id: number,
  to: OrderStatus,
  extra: { sendShippingNotice?: boolean; trackingUrl?: string } = {},
): Promise<Order> {
  const response = await adminApi.post(`/api/admin/orders/${id}/status`, { data: { to, ...extra } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Order;
}

/** The site's 404 page as any missing address shows it (heading and text), to compare a wrong link with. */
export async function notFoundText(page: Page): Promise<string> {
  const response = await page.goto('/pagina-che-non-esiste-davvero');
  expect(response?.status()).toBe(404);
  return (await page.locator('main').innerText()).trim();
}
