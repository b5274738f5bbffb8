// Zod-free: the storefront's pages import it (the testimonial form's schema is in content.ts).
import { ORDER_FORWARD_STATUSES } from './order-status.ts';
import type { OrderLine, OrderStatus } from './orders.ts';

/**
 * The customer's own order page (issue 30 item 4), read by the storefront's renderer from svc-content
 * with the order's signed link: what the customer may see of her order, never the maker's private notes.
 */
export const CUSTOMER_ORDER_PAGE_PATH = '/ordine';
/** The short form a delivered order's customer gets by e-mail (issue 30 item 5). */
export const TESTIMONIAL_FORM_PATH = '/testimonianza';

/** The steps of the page's timeline, in order; 'Annullato' replaces the steps not reached. */
export const CUSTOMER_ORDER_STEPS: readonly OrderStatus[] = ORDER_FORWARD_STATUSES;

/** The link works until this long after delivery ('Consegnato'). */
export const ORDER_LINK_DAYS_AFTER_DELIVERY = 90;

export interface CustomerOrderStep {
  status: OrderStatus;
  label: string;
  /** 'done': reached before; 'current': where the order is; 'next': still ahead. */
  state: 'done' | 'current' | 'next';
  /** When the order reached it (ISO), when known. */
  at: string | null;
}

/** GET /api/internal/order-page/:token (svc-content, read by the storefront's renderer only). */
export interface CustomerOrderView {
  id: number;
  status: OrderStatus;
  statusLabel: string;
  steps: CustomerOrderStep[];
  lines: Pick<
    OrderLine,
    'description' | 'quantity' | 'unitPrice' | 'lineTotal' | 'personalisation' | 'answers'
  >[];
  agreedTotal: string | null;
  deposit: string | null;
  balance: string | null;
  /** 'Consegna prevista' (YYYY-MM-DD), or the proposed one. */
  expectedDelivery: string | null;
  trackingUrl: string | null;
}

/** GET /api/testimonial-requests/:token: the form's first values (the customer's name as the order has it). */
export interface TestimonialRequestView {
  customerName: string;
  /** Already answered: the link worked once. */
  used: boolean;
}

export const TESTIMONIAL_FORM_MESSAGES = {
  name: 'Scrivi il nome da mostrare (da 2 a 100 caratteri).',
  rating: 'Scegli una valutazione da 1 a 5 stelle.',
  content: 'Scrivi la tua testimonianza (da 10 a 2000 caratteri).',
  sent: 'Grazie! La tua testimonianza è arrivata: la pubblicheremo dopo averla letta.',
  failed: 'Controlla i campi e riprova.',
  notFound: 'Pagina non trovata',
} as const;

/** The label of a testimonial that came from a delivered order's request. */
export const VERIFIED_ORDER_LABEL = 'Ordine verificato';
