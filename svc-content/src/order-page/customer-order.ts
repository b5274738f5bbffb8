import {
  CUSTOMER_ORDER_STEPS,
  ORDER_LINK_DAYS_AFTER_DELIVERY,
  ORDER_STATUS_LABELS,
  TESTIMONIAL_FORM_MESSAGES,
  type CustomerOrderStep,
  type CustomerOrderView,
  type OrderStatus,
} from '@vetrina/contracts';
import { notFound } from '@vetrina/service-kit';
import { getOrder, type OrderDeps } from '../orders/order-service.ts';
import * as repo from '../orders/order-repository.ts';

const DAY_MS = 86_400_000;

/** The timeline: every step, each done, current or next; an order cancelled ends where it stopped. */
function customerOrderSteps(
  status: OrderStatus,
  reached: ReadonlyMap<OrderStatus, string>,
): CustomerOrderStep[] {
  const step = (s: OrderStatus, state: CustomerOrderStep['state']): CustomerOrderStep => ({
    status: s,
    label: ORDER_STATUS_LABELS[s],
    state,
    at: reached.get(s) ?? null,
  });
  if (status === 'annullato') {
    const before = CUSTOMER_ORDER_STEPS.filter((s) => reached.has(s)).map((s) => step(s, 'done'));
    return [...before, step('annullato', 'current')];
  }
  const current = CUSTOMER_ORDER_STEPS.indexOf(status);
  return CUSTOMER_ORDER_STEPS.map((s, i) =>
    step(s, i < current ? 'done' : i === current ? 'current' : 'next'),
  );
}

/** The first time the order reached each status (its history). */
function reachedAt(history: { to: OrderStatus; at: string }[]): Map<OrderStatus, string> {
  const reached = new Map<OrderStatus, string>();
  for (const entry of history) if (!reached.has(entry.to)) reached.set(entry.to, entry.at);
  return reached;
}

/**
 * What the customer's own page shows of her order, for a link this server signed whose version is the
 * order's current one and whose order was delivered less than 90 days ago. Anything else is the same
 * 404 as a page that does not exist: the answer never tells whether an order is behind a link.
 */
export async function readCustomerOrder(deps: OrderDeps, token: string): Promise<CustomerOrderView> {
  const now = deps.now();
  const link = deps.links.readOrderPage(token, now);
  const row = link ? await repo.findOrder(deps.db, link.orderId) : undefined;
  const expired =
    row?.delivered_at != null &&
    now.getTime() - row.delivered_at.getTime() > ORDER_LINK_DAYS_AFTER_DELIVERY * DAY_MS;
  if (!link || !row || row.link_version !== link.version || expired)
    throw notFound(TESTIMONIAL_FORM_MESSAGES.notFound);
  const order = await getOrder(deps, row.id);
  return {
    id: order.id,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    steps: customerOrderSteps(order.status, reachedAt(order.history)),
    lines: order.lines.map(({ description, quantity, unitPrice, lineTotal, personalisation, answers }) => ({
      description,
      quantity,
      unitPrice,
      lineTotal,
      personalisation,
      answers,
    })),
    agreedTotal: order.agreedTotal,
    deposit: order.deposit,
    balance: order.balance,
    expectedDelivery: order.expectedDelivery ?? order.proposedDelivery,
    trackingUrl: order.trackingUrl,
  };
}
