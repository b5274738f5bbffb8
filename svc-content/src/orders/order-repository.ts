import type { OrderEmailKind, OrderStatus, QuestionAnswer } from '@vetrina/contracts';
import type { Db } from '@vetrina/service-kit';

export interface OrderRow {
  id: number;
  status: OrderStatus;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  /** numeric(10,2) as PostgreSQL writes it: '12.50'. */
  agreed_total: string | null;
  deposit_requested: string | null;
  deposit: string | null;
  /** 'YYYY-MM-DD' */
  expected_delivery: string | null;
  confirmed_at: Date | null;
  private_notes: string | null;
  message_id: number | null;
  created_at: Date;
  updated_at: Date;
  /** The customer's links name it: 'Genera nuovo link' adds one, and links of older versions are refused. */
  link_version: number;
  delivered_at: Date | null;
  tracking_url: string | null;
}

export type OrderValues = Omit<
  OrderRow,
  | 'id'
  | 'status'
  | 'confirmed_at'
  | 'created_at'
  | 'updated_at'
  | 'link_version'
  | 'delivered_at'
  | 'tracking_url'
>;

export interface OrderLineRow {
  id: number;
  order_id: number;
  position: number;
  product_id: number | null;
  description: string;
  quantity: number;
  unit_price: string | null;
  lead_time_days: number | null;
  personalisation_text: string | null;
  personalisation_colours: string | null;
  personalisation_notes: string | null;
  /** jsonb: the customer's answers to the product's questions (issue 30). */
  answers: QuestionAnswer[];
}

/** A line to write: `answers` as its JSON text (pg would write a JS array as a PostgreSQL array). */
export type OrderLineValues = Omit<OrderLineRow, 'order_id' | 'position' | 'id' | 'answers'> & {
  id?: number;
  answers: string;
};

export interface OrderHistoryRow {
  id: number;
  order_id: number;
  at: Date;
  username: string | null;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  note: string | null;
}

export interface OrderEmailStateRow {
  id: number;
  order_id: number;
  kind: OrderEmailKind;
  to_address: string;
  created_at: Date;
  /** The outbox row's state. */
  state: 'pending' | 'retrying' | 'sent' | 'failed';
  sent_at: Date | null;
}

const ORDER_COLUMNS = [
  'o.id',
  'o.status',
  'o.customer_name',
  'o.customer_email',
  'o.customer_phone',
  'o.agreed_total',
  'o.deposit_requested',
  'o.deposit',
  'o.confirmed_at',
  'o.private_notes',
  'o.message_id',
  'o.created_at',
  'o.updated_at',
  'o.link_version',
  'o.delivered_at',
  'o.tracking_url',
];

/** Orders with their dates as text: a PostgreSQL date never passes through a local-time JS Date. */
const selectOrders = (db: Db) =>
  db('orders as o').select<OrderRow[]>(
    ...ORDER_COLUMNS,
    db.raw(`to_char(o.expected_delivery, 'YYYY-MM-DD') as expected_delivery`),
  );

export async function findOrder(db: Db, id: number, lock = false): Promise<OrderRow | undefined> {
  const query = selectOrders(db).where('o.id', id);
  return (await (lock ? query.forUpdate() : query))[0];
}

export async function insertOrder(db: Db, values: OrderValues): Promise<number> {
  const [row] = await db('orders').insert(values).returning<{ id: number }[]>('id');
  return row!.id;
}

export async function updateOrder(
  db: Db,
  id: number,
  values: Partial<Omit<OrderRow, 'id' | 'created_at' | 'updated_at'>>,
): Promise<void> {
  await db('orders')
    .where({ id })
    .update({ ...values, updated_at: db.fn.now() });
}

export async function deleteOrder(db: Db, id: number): Promise<void> {
  await db('orders').where({ id }).delete();
}

export async function listLines(db: Db, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db('order_lines').whereIn('order_id', orderIds).orderBy(['order_id', 'position']);
}

/** Replaces an order's lines (kept lines keep their id). */
export async function replaceLines(db: Db, orderId: number, lines: OrderLineValues[]): Promise<void> {
  await db('order_lines').where({ order_id: orderId }).delete();
  await db('order_lines').insert(lines.map((line, position) => ({ ...line, order_id: orderId, position })));
}

/** A history entry; `at` is the transaction's start unless given. */
export async function addHistory(
  db: Db,
  entry: Omit<OrderHistoryRow, 'id' | 'at'> & { at?: Date },
): Promise<void> {
  await db('order_history').insert(entry);
}

export async function listHistory(db: Db, orderId: number): Promise<OrderHistoryRow[]> {
  return db('order_history').where({ order_id: orderId }).orderBy('id');
}

export async function insertOrderEmail(
  db: Db,
  email: {
    order_id: number;
    kind: OrderEmailKind;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
  },
): Promise<number> {
  const [row] = await db('order_emails').insert(email).returning<{ id: number }[]>('id');
  return row!.id;
}

export async function listEmails(db: Db, orderId: number): Promise<OrderEmailStateRow[]> {
  return db('order_emails as e')
    .join('mail_outbox as m', 'm.order_email_id', 'e.id')
    .where('e.order_id', orderId)
    .orderBy('e.id')
    .select<OrderEmailStateRow[]>(
      'e.id',
      'e.order_id',
      'e.kind',
      'e.to_address',
      'e.created_at',
      'm.state',
      'm.sent_at',
    );
}

export async function messageExists(db: Db, id: number): Promise<boolean> {
  return (await db('contact_messages').where({ id }).first('id')) !== undefined;
}

export interface OrderFilter {
  statuses: readonly OrderStatus[];
  /** Customer name, e-mail or phone containing this text (case ignored). */
  search?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const filtered = (db: Db, filter: OrderFilter) => {
  const query = db('orders as o').whereIn('o.status', filter.statuses);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
    query.where((q) =>
      q
        .whereRaw('lower(o.customer_name) like ?', [pattern])
        .orWhereRaw('lower(o.customer_email) like ?', [pattern])
        .orWhereRaw('o.customer_phone like ?', [pattern]),
    );
  }
  return query;
};

export async function countOrders(db: Db, filter: OrderFilter): Promise<number> {
  const row = await filtered(db, filter).count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

export async function listOrders(
  db: Db,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<OrderRow[]> {
  const ids = filtered(db, filter).select('o.id');
  return selectOrders(db)
    .whereIn('o.id', ids)
    .orderBy([
      { column: 'o.created_at', order: 'desc' },
      { column: 'o.id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset);
}

/** Orders created from `from` to `to` (Italian calendar dates, both included), oldest first. */
export async function listOrdersCreatedBetween(db: Db, from: string, to: string): Promise<OrderRow[]> {
  return selectOrders(db)
    .whereRaw(`(o.created_at at time zone 'Europe/Rome')::date between ?::date and ?::date`, [from, to])
    .orderBy([
      { column: 'o.created_at', order: 'asc' },
      { column: 'o.id', order: 'asc' },
    ]);
}

/** How many orders each status has, and how many are late on `today` (an Italian date). */
export async function countByStatus(
  db: Db,
  overdueStatuses: readonly OrderStatus[],
  today: string,
): Promise<{ byStatus: Map<OrderStatus, number>; overdue: number }> {
  const rows = await db('orders')
    .groupBy('status')
    .select<{ status: OrderStatus; count: number; overdue: number }[]>(
      'status',
      db.raw('count(*)::int as count'),
      db.raw(`count(*) filter (where expected_delivery < ?::date and status = any(?))::int as overdue`, [
        today,
        [...overdueStatuses],
      ]),
    );
  return {
    byStatus: new Map(rows.map((r) => [r.status, r.count])),
    overdue: rows.reduce((sum, r) => sum + r.overdue, 0),
  };
}
