import {
  centsToMoney,
  moneyToCents,
  type Order,
  type OrderInput,
  type OrderInputDraft,
  type OrderLine,
  type QuestionAnswer,
} from '@vetrina/contracts';

/** One line as the inputs hold it (strings); `id` marks a saved line, whose copied name and price stay. */
export interface OrderLineValues {
  id: number | null;
  /** '' for a free description. */
  productId: string;
  description: string;
  unitPrice: string;
  quantity: string;
  personalisation: { text: string; colours: string; notes: string };
  /** The customer's answers to the product's questions, copied from her request; shown, not typed. */
  answers: QuestionAnswer[];
}

export interface OrderFormValues {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  lines: OrderLineValues[];
  agreedTotal: string;
  depositRequested: string;
  deposit: string;
  expectedDelivery: string;
  privateNotes: string;
  messageId: number | null;
}

export type OrderFormOutput = OrderInput;

/** Fields a 400 answer's issues are shown under (`lines.0.quantity` shows under the lines). */
export const ORDER_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'lines',
  'agreedTotal',
  'depositRequested',
  'deposit',
  'expectedDelivery',
  'privateNotes',
] as const satisfies readonly (keyof OrderFormValues)[];

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
/** '12.50' from the API as the maker writes it, '12,50' (the schema reads either). */
const money = (value: string | null | undefined) => text(value).replace('.', ',');

export const emptyLine = (): OrderLineValues => ({
  id: null,
  productId: '',
  description: '',
  unitPrice: '',
  quantity: '1',
  personalisation: { text: '', colours: '', notes: '' },
  answers: [],
});

function lineValues(line: OrderLine): OrderLineValues {
  return {
    id: line.id,
    productId: text(line.productId),
    description: line.description,
    unitPrice: money(line.unitPrice),
    quantity: String(line.quantity),
    personalisation: {
      text: text(line.personalisation.text),
      colours: text(line.personalisation.colours),
      notes: text(line.personalisation.notes),
    },
    answers: line.answers,
  };
}

/** What a new order starts with: empty, or the visitor's name, e-mail and request from a message. */
export interface OrderPrefill {
  customerName: string;
  customerEmail: string;
  privateNotes: string;
  messageId: number;
  /** A request from a product page starts the order with that product and the customer's answers. */
  lines?: OrderLineValues[];
}

export function orderFormValues(order?: Order, prefill?: OrderPrefill): OrderFormValues {
  return {
    customerName: order?.customerName ?? prefill?.customerName ?? '',
    customerEmail: order?.customerEmail ?? prefill?.customerEmail ?? '',
    customerPhone: text(order?.customerPhone),
    lines: order ? order.lines.map(lineValues) : (prefill?.lines ?? [emptyLine()]),
    agreedTotal: money(order?.agreedTotal),
    depositRequested: money(order?.depositRequested),
    deposit: money(order?.deposit),
    expectedDelivery: text(order?.expectedDelivery),
    privateNotes: order ? text(order.privateNotes) : (prefill?.privateNotes ?? ''),
    messageId: order ? order.messageId : (prefill?.messageId ?? null),
  };
}

/** A catalogue line sends its product only (the server copies name and price); a free line its text. */
function lineDraft(line: OrderLineValues): OrderInputDraft['lines'][number] {
  const fromCatalogue = line.productId !== '';
  return {
    ...(line.id === null ? {} : { id: line.id }),
    productId: fromCatalogue ? Number(line.productId) : null,
    description: fromCatalogue ? null : line.description,
    unitPrice: fromCatalogue ? null : line.unitPrice,
    quantity: line.quantity,
    personalisation: line.personalisation,
    answers: line.answers,
  };
}

/** The inputs as the shared `orderInputSchema` reads them (it trims, turns '' into null, checks money). */
export function toOrderDraft(values: OrderFormValues): OrderInputDraft {
  return {
    customerName: values.customerName,
    customerEmail: values.customerEmail,
    customerPhone: values.customerPhone,
    lines: values.lines.map(lineDraft),
    agreedTotal: values.agreedTotal,
    depositRequested: values.depositRequested,
    deposit: values.deposit,
    expectedDelivery: values.expectedDelivery,
    privateNotes: values.privateNotes,
    messageId: values.messageId,
  };
}

const cents = (money: string): number | null => {
  try {
    return moneyToCents(money);
  } catch {
    return null;
  }
};

/** 'Saldo' while typing: agreed total − deposit received (none: 0), in exact cents; null until both read. */
export function balanceOf(agreedTotal: string, deposit: string): string | null {
  const total = cents(agreedTotal);
  const paid = deposit.trim() === '' ? 0 : cents(deposit);
  return total === null || paid === null ? null : centsToMoney(total - paid);
}
