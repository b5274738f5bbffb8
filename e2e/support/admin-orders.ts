import { expect, type APIRequestContext } from '@playwright/test';
import type { Order } from '@vetrina/contracts';

/** Creates an order of one line through the admin API (the request context must be signed in). */
export async function apiCreateOrder(request: APIRequestContext, customerName: string): Promise<Order> {
  const response = await request.post('/api/admin/orders', {
    data: {
      customerName,
      customerEmail: 'ordine@example.it',
      lines: [{ description: 'Bavaglino', quantity: 1 }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Order;
}
