/** The e-mails an order sends the customer, and where each stands. */
export const ORDER_EMAIL_KINDS = ['quote', 'shipping', 'testimonial'] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];
export const ORDER_EMAIL_KIND_LABELS: Record<OrderEmailKind, string> = {
  quote: 'Preventivo',
  shipping: 'Avviso di spedizione',
  testimonial: 'Richiesta di testimonianza',
};
/** queued: stored, waiting for (or retrying) SMTP; sent: accepted by SMTP; failed: given up. */
export const ORDER_EMAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type OrderEmailState = (typeof ORDER_EMAIL_STATES)[number];
export const ORDER_EMAIL_STATE_LABELS: Record<OrderEmailState, string> = {
  queued: 'In coda',
  sent: 'Inviata',
  failed: 'Non inviata',
};
