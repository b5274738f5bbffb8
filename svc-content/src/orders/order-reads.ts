import {
  OPEN_ORDER_STATUSES,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  OVERDUE_ORDER_STATUSES,
  type Order,
  type OrderCounts,
  type OrderList,
  type OrderListQuery,
  type OrderStatus,
} from '@vetrina/contracts';
import { notFound, type Db } from '@vetrina/service-kit';
import { ordersCsv } from './order-csv.ts';
import { toOrder, toOrderSummary } from './order-mapper.ts';
import * as repo from './order-repository.ts';
import { italianDateOf } from './working-days.ts';
import type { OrderDeps } from './order-deps.ts';

export async function getOrder(deps: OrderDeps, id: number, db: Db = deps.db): Promise<Order> {
  const row = await repo.findOrder(db, id);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const [lines, history, emails] = await Promise.all([
    repo.listLines(db, [id]),
    repo.listHistory(db, id),
    repo.listEmails(db, id),
  ]);
  const now = deps.now();
  return {
    ...toOrder({ row, lines, history, emails }, now),
    customerPageUrl: deps.links.orderPageUrl(row.id, row.link_version, now),
  };
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
