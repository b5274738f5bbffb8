import {
  canTransition,
  OPEN_ORDER_STATUSES,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  OVERDUE_ORDER_STATUSES,
  type Order,
  type OrderCounts,
  type OrderInput,
  type OrderLineInput,
  type OrderList,
  type OrderListQuery,
  type OrderQuote,
  type OrderStatus,
  type OrderStatusChange,
} from '@vetrina/contracts';
import { badRequest, conflict, notFound, type Db } from '@vetrina/service-kit';
import { addOrderMail } from '../mail/outbox-repository.ts';
import type { FindProduct, CatalogProduct } from './catalog-client.ts';
import { recordOrderActivity } from './order-activity.ts';
import { ordersCsv } from './order-csv.ts';
import { composeQuoteMail, composeShippingMail, type ComposedOrderMail } from './order-mail.ts';
import { proposedDelivery, toOrder, toOrderSummary } from './order-mapper.ts';
import * as repo from './order-repository.ts';
import { italianDateOf } from './working-days.ts';

export interface OrderDeps {
  db: Db;
  /** svc-catalog's product, for the name, price and lead time a new line copies. */
  findProduct: FindProduct;
  /** Hands a stored customer e-mail to the mail queue after commit (the outbox sweeper is the fallback). */
  notifyOrderEmail: (orderEmailId: number) => void;
  now: () => Date;
}

export interface Actor {
  username: string | null;
}

const ENDED: readonly OrderStatus[] = ['consegnato', 'annullato'];

export async function getOrder(deps: OrderDeps, id: number, db: Db = deps.db): Promise<Order> {
  const row = await repo.findOrder(db, id);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const [lines, history, emails] = await Promise.all([
    repo.listLines(db, [id]),
    repo.listHistory(db, id),
    repo.listEmails(db, id),
  ]);
  return toOrder({ row, lines, history, emails }, deps.now());
}

export async function listOrders(deps: OrderDeps, query: OrderListQuery): Promise<OrderList> {
  const statuses = query.status
    ? [query.status]
    : query.scope === 'open'
      ? OPEN_ORDER_STATUSES
      : ORDER_STATUSES;
  const filter = { statuses, ...(query.q ? { search: query.q } : {}) };
  const [total, rows] = await Promise.all([
    repo.countOrders(deps.db, filter),
    repo.listOrders(deps.db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
  ]);
  const lines = await repo.listLines(
    deps.db,
    rows.map((r) => r.id),
  );
  const now = deps.now();
  return {
    items: rows.map((row) =>
      toOrderSummary(
        row,
        lines.filter((l) => l.order_id === row.id),
        now,
      ),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function countOrders(deps: OrderDeps): Promise<OrderCounts> {
  const { byStatus, overdue } = await repo.countByStatus(
    deps.db,
    OVERDUE_ORDER_STATUSES,
    italianDateOf(deps.now()),
  );
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<
    OrderStatus,
    number
  >;
  return { open: OPEN_ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0), overdue, byStatus: counts };
}

/** The CSV of the orders created from `from` to `to` (Italian dates, both included), oldest first. */
export async function exportOrders(deps: OrderDeps, from: string, to: string): Promise<string> {
  const rows = await repo.listOrdersCreatedBetween(deps.db, from, to);
  const lines = await repo.listLines(
    deps.db,
    rows.map((r) => r.id),
  );
  return ordersCsv(rows, lines);
}

/** The catalogue products new product lines name, read before any transaction opens (404 → a 400 issue). */
async function productsFor(
  deps: OrderDeps,
  lines: readonly OrderLineInput[],
  kept: (line: OrderLineInput) => boolean,
): Promise<Map<number, CatalogProduct>> {
  const products = new Map<number, CatalogProduct>();
  for (const [index, line] of lines.entries()) {
    if (line.productId === null || kept(line) || products.has(line.productId)) continue;
    const product = await deps.findProduct(line.productId);
    if (!product) {
      throw badRequest(ORDER_MESSAGES.invalid, [
        { path: ['lines', index, 'productId'], message: ORDER_MESSAGES.productNotFound },
      ]);
    }
    products.set(line.productId, product);
  }
  return products;
}

/** An input line that names an existing line of the order with the same product (or both free). */
const keptLine = (existing: readonly repo.OrderLineRow[], line: OrderLineInput) =>
  line.id === undefined
    ? undefined
    : existing.find((e) => e.id === line.id && e.product_id === line.productId);

function lineValues(
  line: OrderLineInput,
  kept: repo.OrderLineRow | undefined,
  products: Map<number, CatalogProduct>,
): repo.OrderLineValues {
  const personalisation = {
    personalisation_text: line.personalisation.text,
    personalisation_colours: line.personalisation.colours,
    personalisation_notes: line.personalisation.notes,
  };
  if (line.productId === null) {
    return {
      ...(kept ? { id: kept.id } : {}),
      product_id: null,
      description: line.description!,
      unit_price: line.unitPrice,
      lead_time_days: null,
      quantity: line.quantity,
      ...personalisation,
    };
  }
  if (kept) {
    const { id, product_id, description, unit_price, lead_time_days } = kept;
    return {
      id,
      product_id,
      description,
      unit_price,
      lead_time_days,
      quantity: line.quantity,
      ...personalisation,
    };
  }
  const product = products.get(line.productId)!;
  return {
    product_id: product.id,
    description: product.name,
    unit_price: product.price,
    lead_time_days: product.leadTimeDays,
    quantity: line.quantity,
    ...personalisation,
  };
}

async function checkMessage(db: Db, messageId: number | null): Promise<void> {
  if (messageId !== null && !(await repo.messageExists(db, messageId))) {
    throw badRequest(ORDER_MESSAGES.invalid, [
      { path: ['messageId'], message: ORDER_MESSAGES.messageNotFound },
    ]);
  }
}

const orderValues = (input: OrderInput): repo.OrderValues => ({
  customer_name: input.customerName,
  customer_email: input.customerEmail,
  customer_phone: input.customerPhone,
  agreed_total: input.agreedTotal,
  deposit_requested: input.depositRequested,
  deposit: input.deposit,
  expected_delivery: input.expectedDelivery,
  private_notes: input.privateNotes,
  message_id: input.messageId,
});

export async function createOrder(deps: OrderDeps, input: OrderInput, actor: Actor): Promise<Order> {
  const products = await productsFor(deps, input.lines, () => false);
  const id = await deps.db.transaction(async (trx) => {
    await checkMessage(trx, input.messageId);
    const orderId = await repo.insertOrder(trx, orderValues(input));
    await repo.replaceLines(
      trx,
      orderId,
      input.lines.map((line) => lineValues(line, undefined, products)),
    );
    await repo.addHistory(trx, {
      order_id: orderId,
      username: actor.username,
      from_status: null,
      to_status: 'richiesta',
      note: input.messageId === null ? 'Ordine creato' : 'Ordine creato da un messaggio',
    });
    await recordOrderActivity(trx, {
      action: 'created',
      username: actor.username,
      order: { id: orderId, customer_name: input.customerName },
      summary: input.messageId === null ? 'Ordine creato' : 'Ordine creato da un messaggio',
    });
    return orderId;
  });
  return getOrder(deps, id);
}

/** Italian names of what an update changed (field names only: never the values). */
const FIELD_NAMES: [keyof repo.OrderValues, string][] = [
  ['customer_name', 'nome del cliente'],
  ['customer_email', 'e-mail'],
  ['customer_phone', 'telefono'],
  ['agreed_total', 'prezzo concordato'],
  ['deposit_requested', 'acconto richiesto'],
  ['deposit', 'acconto ricevuto'],
  ['expected_delivery', 'consegna prevista'],
  ['private_notes', 'note private'],
  ['message_id', 'messaggio di origine'],
];

const sameLines = (before: repo.OrderLineRow[], after: repo.OrderLineValues[]) =>
  before.length === after.length &&
  before.every((b, i) => {
    const a = after[i]!;
    return (
      a.id === b.id &&
      a.description === b.description &&
      a.quantity === b.quantity &&
      a.unit_price === b.unit_price &&
      a.personalisation_text === b.personalisation_text &&
      a.personalisation_colours === b.personalisation_colours &&
      a.personalisation_notes === b.personalisation_notes
    );
  });

async function lockOrder(db: Db, id: number): Promise<repo.OrderRow> {
  const row = await repo.findOrder(db, id, true);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return row;
}

export async function updateOrder(
  deps: OrderDeps,
  id: number,
  input: OrderInput,
  actor: Actor,
): Promise<Order> {
  const before = await repo.listLines(deps.db, [id]);
  const products = await productsFor(deps, input.lines, (line) => keptLine(before, line) !== undefined);
  await deps.db.transaction(async (trx) => {
    const row = await lockOrder(trx, id);
    if (ENDED.includes(row.status)) throw conflict(ORDER_MESSAGES.editNotAllowed(row.status));
    await checkMessage(trx, input.messageId);
    const existing = await repo.listLines(trx, [id]);
    const missing = input.lines.filter(
      (l) => l.productId !== null && !keptLine(existing, l) && !products.has(l.productId),
    );
    // A line removed by someone else meanwhile: its product is read now.
    for (const [key, value] of await productsFor(deps, missing, () => false)) products.set(key, value);
    const lines = input.lines.map((line) => lineValues(line, keptLine(existing, line), products));
    const values = orderValues(input);
    const changed = FIELD_NAMES.filter(([column]) => values[column] !== row[column]).map(([, name]) => name);
    if (!sameLines(existing, lines)) changed.push('righe');
    if (changed.length === 0) return;
    await repo.replaceLines(trx, id, lines);
    await repo.updateOrder(trx, id, values);
    await repo.addHistory(trx, {
      order_id: id,
      username: actor.username,
      from_status: row.status,
      to_status: row.status,
      note: `Modificati: ${changed.join(', ')}`,
    });
    await recordOrderActivity(trx, {
      action: 'updated',
      username: actor.username,
      order: { id, customer_name: values.customer_name },
      summary: `Modificati: ${changed.join(', ')}`,
    });
  });
  return getOrder(deps, id);
}

/** Stores a customer e-mail and its outbox row in the caller's transaction; its id goes to the queue after commit. */
async function storeEmail(
  trx: Db,
  order: Order,
  kind: 'quote' | 'shipping',
  mail: ComposedOrderMail,
): Promise<number> {
  const emailId = await repo.insertOrderEmail(trx, {
    order_id: order.id,
    kind,
    to_address: order.customerEmail,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
  });
  await addOrderMail(trx, emailId);
  return emailId;
}

/**
 * Moves an order along ORDER_TRANSITIONS (409 otherwise). Confirming records the date and, when no
 * delivery date was set, proposes one from the lead times; shipping may e-mail the customer.
 */
export async function changeStatus(
  deps: OrderDeps,
  id: number,
  change: OrderStatusChange,
  actor: Actor,
): Promise<Order> {
  const emailId = await deps.db.transaction(async (trx) => {
    const row = await lockOrder(trx, id);
    if (!canTransition(row.status, change.to))
      throw conflict(ORDER_MESSAGES.transition(row.status, change.to));
    const update: Parameters<typeof repo.updateOrder>[2] = { status: change.to };
    if (change.to === 'confermato') {
      const now = deps.now();
      update.confirmed_at = now;
      if (row.expected_delivery === null) {
        const lines = await repo.listLines(trx, [id]);
        update.expected_delivery = proposedDelivery(lines, now, italianDateOf(now));
      }
    }
    await repo.updateOrder(trx, id, update);
    const notice = change.to === 'spedito' && change.sendShippingNotice;
    await repo.addHistory(trx, {
      order_id: id,
      username: actor.username,
      from_status: row.status,
      to_status: change.to,
      note: notice ? 'Avviso di spedizione inviato al cliente' : null,
    });
    await recordOrderActivity(trx, {
      action: 'status-changed',
      username: actor.username,
      order: row,
      summary: `Stato: ${ORDER_STATUS_LABELS[row.status]} → ${ORDER_STATUS_LABELS[change.to]}${
        notice ? ', avviso di spedizione inviato' : ''
      }`,
    });
    if (!notice) return undefined;
    const order = await getOrder(deps, id, trx);
    return storeEmail(trx, order, 'shipping', composeShippingMail(order, change.trackingUrl));
  });
  if (emailId !== undefined) deps.notifyOrderEmail(emailId);
  return getOrder(deps, id);
}

/**
 * 'Invia preventivo': stores the quote e-mail and moves the order to 'preventivo-inviato' in one
 * transaction (sent again from 'preventivo-inviato', the status stays).
 */
export async function sendQuote(
  deps: OrderDeps,
  id: number,
  quote: OrderQuote,
  actor: Actor,
): Promise<Order> {
  const emailId = await deps.db.transaction(async (trx) => {
    const row = await lockOrder(trx, id);
    if (row.status !== 'richiesta' && row.status !== 'preventivo-inviato') {
      throw conflict(ORDER_MESSAGES.quoteNotAllowed(row.status));
    }
    if (row.agreed_total === null) throw conflict(ORDER_MESSAGES.quoteWithoutTotal);
    const order = await getOrder(deps, id, trx);
    const stored = await storeEmail(trx, order, 'quote', composeQuoteMail(order, quote.message));
    await repo.updateOrder(trx, id, { status: 'preventivo-inviato' });
    await repo.addHistory(trx, {
      order_id: id,
      username: actor.username,
      from_status: row.status,
      to_status: 'preventivo-inviato',
      note:
        row.status === 'richiesta'
          ? 'Preventivo inviato per e-mail'
          : 'Preventivo inviato di nuovo per e-mail',
    });
    await recordOrderActivity(trx, {
      action: 'sent',
      username: actor.username,
      order: row,
      summary:
        row.status === 'richiesta'
          ? 'Preventivo inviato per e-mail'
          : 'Preventivo inviato di nuovo per e-mail',
    });
    return stored;
  });
  deps.notifyOrderEmail(emailId);
  return getOrder(deps, id);
}

/** Only an order still 'Richiesta' (nothing sent, nothing agreed) may go: any other is cancelled instead. */
export async function deleteOrder(deps: OrderDeps, id: number, actor: Actor): Promise<void> {
  await deps.db.transaction(async (trx) => {
    const row = await lockOrder(trx, id);
    if (row.status !== 'richiesta') throw conflict(ORDER_MESSAGES.deleteNotAllowed);
    await repo.deleteOrder(trx, id);
    await recordOrderActivity(trx, {
      action: 'deleted',
      username: actor.username,
      order: row,
      summary: 'Ordine eliminato',
    });
  });
}
