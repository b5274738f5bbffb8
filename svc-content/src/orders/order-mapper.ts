import {
  ORDER_TRANSITIONS,
  OVERDUE_ORDER_STATUSES,
  type Order,
  type OrderEmail,
  type OrderLine,
  type OrderSummary,
} from '@vetrina/contracts';
import { balanceDue, lineTotal, linesTotal } from './order-money.ts';
import type { OrderEmailStateRow, OrderHistoryRow, OrderLineRow, OrderRow } from './order-repository.ts';
import { addWorkingDays, italianDateOf } from './working-days.ts';

export const toOrderLine = (row: OrderLineRow): OrderLine => ({
  id: row.id,
  productId: row.product_id,
  description: row.description,
  quantity: row.quantity,
  unitPrice: row.unit_price,
  lineTotal: lineTotal(row.quantity, row.unit_price),
  leadTimeDays: row.lead_time_days,
  personalisation: {
    text: row.personalisation_text,
    colours: row.personalisation_colours,
    notes: row.personalisation_notes,
  },
  answers: row.answers,
});

/** Late: past its expected delivery (an Italian date) and not yet shipped, delivered or cancelled. */
export const isOverdue = (row: Pick<OrderRow, 'status' | 'expected_delivery'>, today: string) =>
  row.expected_delivery !== null &&
  row.expected_delivery < today &&
  OVERDUE_ORDER_STATUSES.includes(row.status);

/**
 * The delivery date the lines' lead times allow: the longest lead time, in working days from the
 * confirmation (from `today` while the order is not confirmed yet); null when no line has one.
 */
export function proposedDelivery(
  lines: readonly Pick<OrderLineRow, 'lead_time_days'>[],
  confirmedAt: Date | null,
  today: string,
): string | null {
  const days = lines.map((l) => l.lead_time_days).filter((d): d is number => d !== null);
  if (days.length === 0) return null;
  return addWorkingDays(confirmedAt ? italianDateOf(confirmedAt) : today, Math.max(...days));
}

const EMAIL_STATE: Record<OrderEmailStateRow['state'], OrderEmail['state']> = {
  pending: 'queued',
  retrying: 'queued',
  sent: 'sent',
  failed: 'failed',
};

export interface OrderParts {
  row: OrderRow;
  lines: OrderLineRow[];
  history: OrderHistoryRow[];
  emails: OrderEmailStateRow[];
}

export function toOrder(
  { row, lines, history, emails }: OrderParts,
  now: Date,
): Omit<Order, 'customerPageUrl'> {
  const today = italianDateOf(now);
  const orderLines = lines.map(toOrderLine);
  return {
    id: row.id,
    status: row.status,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    lines: orderLines,
    linesTotal: linesTotal(orderLines),
    agreedTotal: row.agreed_total,
    depositRequested: row.deposit_requested,
    deposit: row.deposit,
    balance: balanceDue(row.agreed_total, row.deposit),
    expectedDelivery: row.expected_delivery,
    proposedDelivery: proposedDelivery(lines, row.confirmed_at, today),
    overdue: isOverdue(row, today),
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    privateNotes: row.private_notes,
    messageId: row.message_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    trackingUrl: row.tracking_url,
    allowedTransitions: [...ORDER_TRANSITIONS[row.status]],
    history: history.map((h) => ({
      at: h.at.toISOString(),
      username: h.username,
      from: h.from_status,
      to: h.to_status,
      note: h.note,
    })),
    emails: emails.map((e) => ({
      id: e.id,
      kind: e.kind,
      to: e.to_address,
      state: EMAIL_STATE[e.state],
      createdAt: e.created_at.toISOString(),
      sentAt: e.sent_at?.toISOString() ?? null,
    })),
  };
}

/** The first line's description, and how many more lines there are. */
export function titleOf(lines: readonly Pick<OrderLineRow, 'description'>[]): string {
  const [first] = lines;
  if (!first) return '';
  return lines.length > 1 ? `${first.description} + ${lines.length - 1}` : first.description;
}

export function toOrderSummary(row: OrderRow, lines: OrderLineRow[], now: Date): OrderSummary {
  return {
    id: row.id,
    status: row.status,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    agreedTotal: row.agreed_total,
    balance: balanceDue(row.agreed_total, row.deposit),
    expectedDelivery: row.expected_delivery,
    overdue: isOverdue(row, italianDateOf(now)),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    title: titleOf(lines),
  };
}
