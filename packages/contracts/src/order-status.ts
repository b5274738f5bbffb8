/**
 * 'Ordini' (issue 20): a made-to-order sale from the visitor's request to the delivered piece.
 * Its statuses and the moves between them; the API is described in docs/decisions/orders.md.
 */

/** The statuses of an order, in their forward order ('annullato' last: it ends an order early). */
export const ORDER_STATUSES = [
  'richiesta',
  'preventivo-inviato',
  'confermato',
  'in-lavorazione',
  'pronto',
  'spedito',
  'consegnato',
  'annullato',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses an order goes through, in order, when nothing cancels it (every status but 'annullato'). */
export const ORDER_FORWARD_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => s !== 'annullato');

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  richiesta: 'Richiesta',
  'preventivo-inviato': 'Preventivo inviato',
  confermato: 'Confermato',
  'in-lavorazione': 'In lavorazione',
  pronto: 'Pronto',
  spedito: 'Spedito',
  consegnato: 'Consegnato',
  annullato: 'Annullato',
};

/** Where each status may go: one step forward, or 'annullato' from any status before 'spedito'. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  richiesta: ['preventivo-inviato', 'annullato'],
  'preventivo-inviato': ['confermato', 'annullato'],
  confermato: ['in-lavorazione', 'annullato'],
  'in-lavorazione': ['pronto', 'annullato'],
  pronto: ['spedito', 'annullato'],
  spedito: ['consegnato'],
  consegnato: [],
  annullato: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** Statuses of an order still to be worked on ('Aperti'). */
export const OPEN_ORDER_STATUSES = ORDER_STATUSES.filter(
  (s) => s !== 'consegnato' && s !== 'annullato',
) as readonly OrderStatus[];
/** An order past its 'Consegna prevista' in one of these statuses is late ('In ritardo'). */
export const OVERDUE_ORDER_STATUSES: readonly OrderStatus[] = OPEN_ORDER_STATUSES.filter(
  (s) => s !== 'spedito',
);
