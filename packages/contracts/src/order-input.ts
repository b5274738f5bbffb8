import * as z from 'zod';
import { idNumberSchema } from './ids.ts';
import { QUESTION_LIMITS } from './product-answers.ts';
import { multiLineText, singleLineText } from './text-schema.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { ORDER_MESSAGES } from './order-texts.ts';
import { isoDateSchema, MONEY_PATTERN, moneyToCents, orderMoneySchema } from './order-money.ts';

/** What the maker writes: the order form's body, a status change and a quote. */

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalSingle = (max: number, message: string) =>
  z.preprocess(emptyToNull, singleLineText(message).max(max, message).nullable()).default(null);
const optionalMulti = (max: number, message: string) =>
  z.preprocess(emptyToNull, multiLineText(message).max(max, message).nullable()).default(null);
const strictError = (issue: { code: string }) =>
  issue.code === 'unrecognized_keys' ? ORDER_MESSAGES.unexpectedField : ORDER_MESSAGES.invalid;

export const orderPersonalisationSchema = z.strictObject(
  {
    text: optionalSingle(200, ORDER_MESSAGES.personalisationText),
    colours: optionalSingle(200, ORDER_MESSAGES.personalisationColours),
    notes: optionalMulti(1000, ORDER_MESSAGES.personalisationNotes),
  },
  { error: strictError },
);
export type OrderPersonalisation = z.infer<typeof orderPersonalisationSchema>;

/**
 * The answers to the product's personalisation questions a line carries (issue 30), copied from the
 * request the order came from: the question's words and the answer, as the customer gave them.
 */
export const orderLineAnswersSchema = z
  .array(
    z.strictObject(
      {
        questionId: z.string().max(10, ORDER_MESSAGES.answers).default(''),
        question: singleLineText(ORDER_MESSAGES.answers)
          .min(1, ORDER_MESSAGES.answers)
          .max(200, ORDER_MESSAGES.answers),
        answer: singleLineText(ORDER_MESSAGES.answers)
          .min(1, ORDER_MESSAGES.answers)
          .max(500, ORDER_MESSAGES.answers),
      },
      { error: strictError },
    ),
    { error: ORDER_MESSAGES.answers },
  )
  .max(QUESTION_LIMITS.questions, ORDER_MESSAGES.answers);

const EMPTY_PERSONALISATION: OrderPersonalisation = { text: null, colours: null, notes: null };

/**
 * One line of the order form: a catalogue product (its name and price are copied by the server when
 * the line is created, so later catalogue edits never change the order) or a free description with
 * an optional unit price. `id` names an existing line on update (its copied name and price are kept).
 */
export const orderLineInputSchema = z
  .strictObject(
    {
      id: idNumberSchema.optional(),
      productId: z.preprocess(emptyToNull, idNumberSchema.nullable()).default(null),
      description: optionalSingle(500, ORDER_MESSAGES.lineDescription),
      unitPrice: z.preprocess(emptyToNull, orderMoneySchema.nullable()).default(null),
      quantity: z.coerce
        .number({ error: ORDER_MESSAGES.quantity })
        .int(ORDER_MESSAGES.quantity)
        .min(1, ORDER_MESSAGES.quantity)
        .max(999, ORDER_MESSAGES.quantity),
      personalisation: orderPersonalisationSchema.default(EMPTY_PERSONALISATION),
      answers: orderLineAnswersSchema.default([]),
    },
    { error: strictError },
  )
  .refine((l) => (l.productId === null) !== (l.description === null), {
    message: ORDER_MESSAGES.lineProductOrDescription,
    path: ['description'],
  })
  .refine((l) => l.productId === null || l.unitPrice === null, {
    message: ORDER_MESSAGES.linePriceOnlyFree,
    path: ['unitPrice'],
  });
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/**
 * Whether `part` is at most `whole`, when both are amounts. Object refinements also run when a field
 * failed its own check (zod goes on after a non-fatal issue): a value that is no amount is left to it.
 */
const notAbove = (part: unknown, whole: unknown) => {
  const cents = (v: unknown) => (typeof v === 'string' && MONEY_PATTERN.test(v) ? moneyToCents(v) : null);
  const [p, w] = [cents(part), cents(whole)];
  return p === null || w === null || p <= w;
};

/** POST /api/admin/orders and PUT /api/admin/orders/:id (the whole editable order). */
export const orderInputSchema = z
  .strictObject(
    {
      customerName: singleLineText(ORDER_MESSAGES.customerName)
        .min(2, ORDER_MESSAGES.customerName)
        .max(100, ORDER_MESSAGES.customerNameTooLong),
      customerEmail: z
        .string({ error: ORDER_MESSAGES.customerEmail })
        .trim()
        .pipe(z.email(ORDER_MESSAGES.customerEmail).max(254, ORDER_MESSAGES.customerEmail)),
      customerPhone: z
        .preprocess(
          emptyToNull,
          singleLineText(ORDER_MESSAGES.customerPhone)
            .regex(/^\+?[0-9 ()./-]{5,30}$/, ORDER_MESSAGES.customerPhone)
            .nullable(),
        )
        .default(null),
      lines: z
        .array(orderLineInputSchema, { error: ORDER_MESSAGES.lines })
        .min(1, ORDER_MESSAGES.lines)
        .max(50, ORDER_MESSAGES.tooManyLines),
      agreedTotal: z.preprocess(emptyToNull, orderMoneySchema.nullable()).default(null),
      depositRequested: z.preprocess(emptyToNull, orderMoneySchema.nullable()).default(null),
      deposit: z.preprocess(emptyToNull, orderMoneySchema.nullable()).default(null),
      expectedDelivery: z.preprocess(emptyToNull, isoDateSchema.nullable()).default(null),
      privateNotes: optionalMulti(5000, ORDER_MESSAGES.privateNotes),
      messageId: z.preprocess(emptyToNull, idNumberSchema.nullable()).default(null),
    },
    { error: strictError },
  )
  .refine((o) => o.deposit === null || o.agreedTotal !== null, {
    message: ORDER_MESSAGES.depositWithoutTotal,
    path: ['deposit'],
  })
  .refine((o) => notAbove(o.deposit, o.agreedTotal), {
    message: ORDER_MESSAGES.depositOverTotal,
    path: ['deposit'],
  })
  .refine((o) => notAbove(o.depositRequested, o.agreedTotal), {
    message: ORDER_MESSAGES.depositOverTotal,
    path: ['depositRequested'],
  });
export type OrderInput = z.infer<typeof orderInputSchema>;
/** What the form sends, before defaults and normalisation. */
export type OrderInputDraft = z.input<typeof orderInputSchema>;

const httpsUrl = singleLineText(ORDER_MESSAGES.trackingUrl)
  .max(2000, ORDER_MESSAGES.trackingUrl)
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && /^https?:\/\//i.test(v);
    } catch {
      return false;
    }
  }, ORDER_MESSAGES.trackingUrl);

/**
 * POST /api/admin/orders/:id/status: move the order to `to` (409 when the table does not allow it).
 * For 'spedito', `sendShippingNotice` e-mails the customer, with `trackingUrl` when given.
 */
export const orderStatusChangeSchema = z.strictObject(
  {
    to: z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.status }),
    sendShippingNotice: z.boolean({ error: ORDER_MESSAGES.invalid }).default(false),
    trackingUrl: z.preprocess(emptyToNull, httpsUrl.nullable()).default(null),
  },
  { error: strictError },
);
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** POST /api/admin/orders/:id/quote ('Invia preventivo'): an optional personal message in the e-mail. */
export const orderQuoteSchema = z.strictObject(
  { message: optionalMulti(2000, ORDER_MESSAGES.quoteMessage) },
  { error: strictError },
);
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
