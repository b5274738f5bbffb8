import * as z from 'zod';
import { ORDER_STATUSES } from './order-status.ts';
import { ORDER_EMAIL_KINDS, ORDER_EMAIL_STATES } from './order-emails.ts';
import { questionAnswerSchema } from './product-questions.ts';

/** What the API answers about orders: one order with its lines, history and e-mails, and the list's summary. */

const moneyOut = z.string();
const personalisationOut = z.object({
  text: z.string().nullable(),
  colours: z.string().nullable(),
  notes: z.string().nullable(),
});

export const orderLineSchema = z.object({
  id: z.number().int(),
  /** The catalogue product, or null for a free description (or a product since deleted: name kept). */
  productId: z.number().int().nullable(),
  /** The product's name copied at creation, or the free description. */
  description: z.string(),
  quantity: z.number().int(),
  /** Copied from the catalogue (product lines) or typed (free lines); null: no price. */
  unitPrice: moneyOut.nullable(),
  /** quantity × unitPrice; null when the line has no price. */
  lineTotal: moneyOut.nullable(),
  /** Working days the product takes (copied with the name); null for free lines or unset. */
  leadTimeDays: z.number().int().nullable(),
  personalisation: personalisationOut,
  /** The customer's answers to the product's questions (issue 30), in their order. */
  answers: z.array(questionAnswerSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderHistoryEntrySchema = z.object({
  at: z.string(),
  username: z.string().nullable(),
  /** null for the creation. */
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  /** Italian: 'Ordine creato', 'Preventivo inviato per e-mail', 'Avviso di spedizione inviato'... */
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderEmailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_EMAIL_KINDS),
  to: z.string(),
  state: z.enum(ORDER_EMAIL_STATES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OrderEmail = z.infer<typeof orderEmailSchema>;

/** GET /api/admin/orders/:id (and the answer of every write on one order). */
export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  lines: z.array(orderLineSchema),
  /** Sum of the priced lines. */
  linesTotal: moneyOut,
  agreedTotal: moneyOut.nullable(),
  depositRequested: moneyOut.nullable(),
  deposit: moneyOut.nullable(),
  /** 'Saldo': agreedTotal − deposit (deposit 0 when none); null without an agreed total. */
  balance: moneyOut.nullable(),
  /** 'Consegna prevista' (YYYY-MM-DD). */
  expectedDelivery: z.string().nullable(),
  /** Proposed from the lines' lead times in working days from confirmation (or from today before it). */
  proposedDelivery: z.string().nullable(),
  overdue: z.boolean(),
  confirmedAt: z.string().nullable(),
  privateNotes: z.string().nullable(),
  /** The contact message it came from; null when none or since deleted. */
  messageId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The tracking link given when the order was shipped. */
  trackingUrl: z.string().nullable(),
  /** The customer's order page (signed now; 'Genera nuovo link' makes the earlier ones stop working). */
  customerPageUrl: z.string(),
  /** The statuses the order may move to now (the screen's actions). */
  allowedTransitions: z.array(z.enum(ORDER_STATUSES)),
  history: z.array(orderHistoryEntrySchema),
  emails: z.array(orderEmailSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = orderSchema
  .pick({
    id: true,
    status: true,
    customerName: true,
    customerEmail: true,
    agreedTotal: true,
    balance: true,
    expectedDelivery: true,
    overdue: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    /** The first line's description, ' + N' more lines. */
    title: z.string(),
  });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /api/admin/orders. */
export const orderListSchema = z.object({
  items: z.array(orderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** GET /api/admin/orders/counts: the dashboard's figures. */
export const orderCountsSchema = z.object({
  open: z.number().int(),
  overdue: z.number().int(),
  byStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
});
export type OrderCounts = z.infer<typeof orderCountsSchema>;
