import type { Db } from '@vetrina/service-kit';
import type { PushNotices } from '@vetrina/service-kit/jobs';
import type { OrderLinks } from '../order-page/order-links.ts';
import type { FindProduct } from './catalog-client.ts';

export interface OrderDeps {
  db: Db;
  /** svc-catalog's product, for the name, price and lead time a new line copies. */
  findProduct: FindProduct;
  /** Hands a stored customer e-mail to the mail queue after commit (the outbox sweeper is the fallback). */
  notifyOrderEmail: (orderEmailId: number) => void;
  now: () => Date;
  /** The maker's phone: a new order is notified after commit. */
  push?: PushNotices;
  /** Signs the customer's order-page link (and the testimonial form's). */
  links: OrderLinks;
  /** Called after commit when an order is delivered: schedules its testimonial request. */
  orderDelivered?: (orderId: number, deliveredAt: Date) => void;
}

export interface Actor {
  username: string | null;
}
