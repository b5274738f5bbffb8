import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  Order,
  OrderCounts,
  OrderExportQuery,
  OrderInputDraft,
  OrderList,
  OrderQuote,
  OrderStatus,
  OrderStatusChange,
} from '@vetrina/contracts';
import { apiGet, apiSend, queryKeys } from '@vetrina/web-kit';

const BASE = '/api/admin/orders';

/** The list's filters: one status (any, including ended ones), or every open order when null. */
export interface OrderListFilter {
  status: OrderStatus | null;
  q: string;
}

/** The board shows every open order at once: the API's largest page. */
const PAGE_SIZE = 100;

export function orderListPath({ status, q }: OrderListFilter): string {
  const params = new URLSearchParams(status ? { status, scope: 'all' } : { scope: 'open' });
  if (q) params.set('q', q);
  params.set('pageSize', String(PAGE_SIZE));
  return `${BASE}?${params.toString()}`;
}

export const ordersQuery = (filter: OrderListFilter) =>
  queryOptions({
    queryKey: [...queryKeys.orders, 'list', filter.status, filter.q],
    queryFn: () => apiGet<OrderList>(orderListPath(filter)),
  });

export const orderCountsQuery = queryOptions({
  queryKey: [...queryKeys.orders, 'counts'],
  queryFn: () => apiGet<OrderCounts>(`${BASE}/counts`),
});

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.order(id),
    queryFn: () => apiGet<Order>(`${BASE}/${encodeURIComponent(id)}`),
  });

export const exportPath = ({ from, to }: OrderExportQuery) =>
  `${BASE}/export.csv?${new URLSearchParams({ from, to }).toString()}`;

export const createOrder = (input: OrderInputDraft) => apiSend<Order>('POST', BASE, input);

export const updateOrder = (id: number, input: OrderInputDraft) =>
  apiSend<Order>('PUT', `${BASE}/${id}`, input);

export const changeOrderStatus = (id: number, change: Partial<OrderStatusChange> & { to: OrderStatus }) =>
  apiSend<Order>('POST', `${BASE}/${id}/status`, change);

export const sendQuote = (id: number, quote: OrderQuote) =>
  apiSend<Order>('POST', `${BASE}/${id}/quote`, quote);

/** 'Genera nuovo link': the links sent so far stop working; the answer carries the new one. */
export const renewCustomerLink = (id: number) => apiSend<Order>('POST', `${BASE}/${id}/link`, {});

/** After a write: the written order shows its answer at once, lists and dashboard counts read again. */
export async function refreshOrders(queryClient: QueryClient, order?: Order): Promise<void> {
  if (order) queryClient.setQueryData(queryKeys.order(order.id), order);
  await queryClient.invalidateQueries({ queryKey: queryKeys.orders });
}
