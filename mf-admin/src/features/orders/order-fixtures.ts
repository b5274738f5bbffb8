import {
  ORDER_STATUSES,
  type Order,
  type OrderCounts,
  type OrderLine,
  type OrderList,
  type OrderSummary,
} from '@vetrina/contracts';

/** Test data shaped like the orders API's answers. */
export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 31,
    productId: 7,
    description: 'Bavaglino personalizzato con nome',
    quantity: 2,
    unitPrice: '15.00',
    lineTotal: '30.00',
    leadTimeDays: 5,
    personalisation: { text: 'Sofia', colours: 'rosa e bianco', notes: null },
    answers: [],
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    status: 'richiesta',
    customerName: 'Anna Rossi',
    customerEmail: 'anna@esempio.it',
    customerPhone: null,
    lines: [orderLine()],
    linesTotal: '30.00',
    agreedTotal: '45.00',
    depositRequested: '15.00',
    deposit: null,
    balance: '45.00',
    expectedDelivery: null,
    proposedDelivery: '2026-12-03',
    overdue: false,
    confirmedAt: null,
    privateNotes: null,
    messageId: null,
    createdAt: '2026-11-20T09:05:00.000Z',
    updatedAt: '2026-11-20T09:05:00.000Z',
    trackingUrl: null,
    customerPageUrl: 'http://localhost:8080/ordine/abcdefgh.e30.token',
    allowedTransitions: ['preventivo-inviato', 'annullato'],
    history: [
      {
        at: '2026-11-20T09:05:00.000Z',
        username: 'admin',
        from: null,
        to: 'richiesta',
        note: 'Ordine creato',
      },
    ],
    emails: [],
    ...overrides,
  };
}

export function summary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 12,
    status: 'richiesta',
    customerName: 'Anna Rossi',
    customerEmail: 'anna@esempio.it',
    agreedTotal: '45.00',
    balance: '30.00',
    expectedDelivery: '2026-12-03',
    overdue: false,
    createdAt: '2026-11-20T09:05:00.000Z',
    updatedAt: '2026-11-20T09:05:00.000Z',
    title: 'Bavaglino personalizzato con nome',
    ...overrides,
  };
}

export const page = (items: OrderSummary[]): OrderList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 100,
});

/** The dashboard's figures (every status present, as the API answers). */
export const counts = (open: number, overdue: number): OrderCounts => ({
  open,
  overdue,
  byStatus: Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as OrderCounts['byStatus'],
});
