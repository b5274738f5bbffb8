/** 'Ordini' use cases, one file each: reads, create, update, status, quote, delete, the customer's link. */
export type { Actor, OrderDeps } from './order-deps.ts';
export { countOrders, exportOrders, getOrder, listOrders } from './order-reads.ts';
export { createOrder } from './create-order.ts';
export { updateOrder } from './update-order.ts';
export { storeEmail } from './store-order-email.ts';
export { changeStatus } from './change-order-status.ts';
export { sendQuote } from './send-quote.ts';
export { deleteOrder } from './delete-order.ts';
export { renewCustomerLink } from './renew-customer-link.ts';
