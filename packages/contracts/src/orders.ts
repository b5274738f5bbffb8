import * as z from 'zod';
import { idNumberSchema } from './ids.ts';
import { multiLineText, singleLineText } from './text-schema.ts';

/**
 * 'Ordini' (issue 20): a made-to-order sale from the visitor's request to the delivered piece.
 * The API is described in docs/decisions/orders.md.
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

export const ORDER_MESSAGES = {
  invalid: 'Dati non validi',
  unexpectedField: 'Campo non previsto',
  notFound: 'Ordine non trovato',
  customerName: 'Il nome del cliente deve essere di almeno 2 caratteri.',
  customerNameTooLong: 'Il nome del cliente può avere al massimo 100 caratteri.',
  customerEmail: "Inserisci un'e-mail valida.",
  customerPhone: 'Inserisci un numero di telefono valido (cifre, spazi, +, -, parentesi).',
  lines: "Aggiungi almeno una riga all'ordine.",
  tooManyLines: 'Un ordine può avere al massimo 50 righe.',
  lineProductOrDescription: 'Scegli un prodotto del catalogo oppure scrivi una descrizione.',
  lineDescription: 'La descrizione può avere al massimo 500 caratteri.',
  linePriceOnlyFree: 'Il prezzo di un prodotto del catalogo viene copiato dal catalogo.',
  quantity: 'La quantità deve essere un numero intero tra 1 e 999.',
  personalisationText: 'Il testo da ricamare può avere al massimo 200 caratteri.',
  personalisationColours: 'I colori possono avere al massimo 200 caratteri.',
  personalisationNotes: 'Le note della personalizzazione possono avere al massimo 1000 caratteri.',
  money: 'Inserisci un importo valido in euro, con al massimo due decimali (es. 12,50).',
  depositOverTotal: "L'acconto ricevuto non può superare il prezzo concordato.",
  depositWithoutTotal: "Indica il prezzo concordato prima dell'acconto ricevuto.",
  date: 'Inserisci una data valida (AAAA-MM-GG).',
  privateNotes: 'Le note private possono avere al massimo 5000 caratteri.',
  quoteMessage: 'Il messaggio può avere al massimo 2000 caratteri.',
  trackingUrl: "Inserisci l'indirizzo di tracciamento (https://...).",
  status: 'Stato non valido.',
  productNotFound: 'Prodotto non trovato nel catalogo.',
  messageNotFound: 'Il messaggio di origine non esiste più.',
  catalogUnavailable: 'Il catalogo non risponde: riprova tra poco.',
  period: 'Il periodo non è valido: la data iniziale deve precedere quella finale (al massimo un anno).',
  /** 409: a transition the table does not allow, e.g. 'Richiesta' → 'Spedito'. */
  transition: (from: OrderStatus, to: OrderStatus) =>
    `Un ordine nello stato '${ORDER_STATUS_LABELS[from]}' non può passare a '${ORDER_STATUS_LABELS[to]}'.`,
  /** 409: 'Invia preventivo' only from 'Richiesta' (or again from 'Preventivo inviato'). */
  quoteNotAllowed: (from: OrderStatus) =>
    `Il preventivo si invia a un ordine 'Richiesta' o 'Preventivo inviato', non '${ORDER_STATUS_LABELS[from]}'.`,
  quoteWithoutTotal: 'Indica il prezzo concordato prima di inviare il preventivo.',
  /** 409: only an order still 'Richiesta' (nothing sent, nothing agreed) may be deleted. */
  deleteNotAllowed: "Si può eliminare solo un ordine nello stato 'Richiesta': annullalo invece.",
  /** 409: an ended order ('Consegnato', 'Annullato') is kept as it is. */
  editNotAllowed: (from: OrderStatus) =>
    `Un ordine '${ORDER_STATUS_LABELS[from]}' non si può più modificare.`,
} as const;

/** Field labels of the order form (issue 20 names them). */
export const ORDER_FIELD_LABELS = {
  customerName: 'Nome del cliente',
  customerEmail: 'E-mail',
  customerPhone: 'Telefono',
  product: 'Prodotto',
  description: 'Descrizione',
  quantity: 'Quantità',
  personalisation: 'Personalizzazione',
  personalisationText: 'Testo da ricamare',
  personalisationColours: 'Colori',
  personalisationNotes: 'Note',
  agreedTotal: 'Prezzo concordato (€)',
  depositRequested: 'Acconto richiesto (€)',
  deposit: 'Acconto ricevuto (€)',
  balance: 'Saldo',
  expectedDelivery: 'Consegna prevista',
  privateNotes: 'Note private',
  trackingUrl: 'Link di tracciamento',
} as const;

/** Largest amount an order field holds (PostgreSQL numeric(10,2)). */
export const ORDER_MONEY_MAX_CENTS = 99_999_999_99;

const MONEY_PATTERN = /^\d{1,8}([.,]\d{1,2})?$/;

/**
 * Money in euro as an exact decimal string, never a float: '12.50'. Input may use a decimal comma
 * ('12,5') and up to two decimals; the value is always normalised to two decimals with a point.
 */
export const orderMoneySchema = z
  .string({ error: ORDER_MESSAGES.money })
  .trim()
  .regex(MONEY_PATTERN, ORDER_MESSAGES.money)
  .transform((v) => centsToMoney(moneyToCents(v)));

/** Integer cents of a money string ('12.5' or '12,50' → 1250); throws on anything else. */
export function moneyToCents(value: string): number {
  const match = /^(\d{1,8})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`not a money amount: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** '1250' cents → '12.50' (negative amounts keep their sign: a balance may be negative). */
export function centsToMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not whole cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar date 'YYYY-MM-DD' that exists (2026-02-30 is refused). */
export const isoDateSchema = z
  .string({ error: ORDER_MESSAGES.date })
  .trim()
  .regex(ISO_DATE, ORDER_MESSAGES.date)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, ORDER_MESSAGES.date);

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

export const ORDER_LIST_SCOPES = ['open', 'all'] as const;
export const ORDER_PAGE_SIZE_MAX = 100;

/** GET /api/admin/orders query: status filter, customer search (name, e-mail, phone), open or all, paging. */
export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.status }).optional(),
  q: z.preprocess(
    (v) => (v === '' ? undefined : v),
    singleLineText('Ricerca non valida').max(100, 'Ricerca non valida').optional(),
  ),
  scope: z.enum(ORDER_LIST_SCOPES, { error: 'Mostra: open o all' }).default('open'),
  page: z.coerce
    .number({ error: 'Pagina non valida' })
    .int('Pagina non valida')
    .min(1, 'Pagina non valida')
    .max(100_000, 'Pagina non valida')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Dimensione della pagina non valida' })
    .int('Dimensione della pagina non valida')
    .min(1, 'Dimensione della pagina non valida')
    .max(ORDER_PAGE_SIZE_MAX, 'Dimensione della pagina non valida')
    .default(50),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** GET /api/admin/orders/export.csv query: orders created from `from` to `to` (both included, Rome dates). */
export const orderExportQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((p) => p.from <= p.to, { message: ORDER_MESSAGES.period, path: ['to'] })
  .refine((p) => Date.parse(p.to) - Date.parse(p.from) <= 366 * 86_400_000, {
    message: ORDER_MESSAGES.period,
    path: ['to'],
  });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

export const ORDER_EMAIL_KINDS = ['quote', 'shipping'] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];
export const ORDER_EMAIL_KIND_LABELS: Record<OrderEmailKind, string> = {
  quote: 'Preventivo',
  shipping: 'Avviso di spedizione',
};
/** queued: stored, waiting for (or retrying) SMTP; sent: accepted by SMTP; failed: given up. */
export const ORDER_EMAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type OrderEmailState = (typeof ORDER_EMAIL_STATES)[number];
export const ORDER_EMAIL_STATE_LABELS: Record<OrderEmailState, string> = {
  queued: 'In coda',
  sent: 'Inviata',
  failed: 'Non inviata',
};

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
