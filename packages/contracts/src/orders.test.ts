import { describe, expect, it } from 'vitest';
import {
  centsToMoney,
  isoDateSchema,
  moneyToCents,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderExportQuerySchema,
  orderInputSchema,
  orderMoneySchema,
  OVERDUE_ORDER_STATUSES,
  OPEN_ORDER_STATUSES,
} from './orders.ts';

const line = { productId: 3, quantity: 1 };
const order = { customerName: 'Giulia Rossi', customerEmail: 'giulia@example.it', lines: [line] };

describe('order statuses', () => {
  it('go forward one step, or to annullato before spedito', () => {
    const forward = ORDER_STATUSES.slice(0, 7);
    for (const [i, from] of ORDER_STATUSES.entries()) {
      const expected = [
        ...(i < 6 ? [forward[i + 1]] : []),
        ...(ORDER_STATUSES.indexOf(from) < ORDER_STATUSES.indexOf('spedito') ? ['annullato'] : []),
      ];
      expect([...ORDER_TRANSITIONS[from]].sort()).toEqual(expected.sort());
    }
  });

  it('count spedito as open but never late', () => {
    expect(OPEN_ORDER_STATUSES).toContain('spedito');
    expect(OPEN_ORDER_STATUSES).not.toContain('consegnato');
    expect(OVERDUE_ORDER_STATUSES).not.toContain('spedito');
    expect(OVERDUE_ORDER_STATUSES).toContain('pronto');
  });
});

describe('money', () => {
  it('normalises exact decimal strings, comma or point', () => {
    expect(orderMoneySchema.parse('12,5')).toBe('12.50');
    expect(orderMoneySchema.parse(' 0.05 ')).toBe('0.05');
    expect(orderMoneySchema.parse('99999999.99')).toBe('99999999.99');
    expect(moneyToCents('0.1')).toBe(10);
    expect(moneyToCents('19.99') * 3).toBe(5997);
    expect(centsToMoney(-1005)).toBe('-10.05');
  });

  it('refuses floats, three decimals, signs, thousands separators and numbers', () => {
    for (const bad of ['12.345', '-1', '1e3', '1.000,00', '', 'dieci', '123456789', '12.']) {
      expect(orderMoneySchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(orderMoneySchema.safeParse(12.5).success).toBe(false);
  });
});

describe('order input', () => {
  it('fills defaults and accepts a product line or a free line', () => {
    const parsed = orderInputSchema.parse({
      ...order,
      lines: [line, { description: 'Copertina su misura', unitPrice: '40', quantity: '2' }],
      agreedTotal: '70,00',
      deposit: '20',
    });
    expect(parsed.lines[1]).toMatchObject({ productId: null, unitPrice: '40.00', quantity: 2 });
    expect(parsed.lines[0]!.personalisation).toEqual({ text: null, colours: null, notes: null });
    expect(parsed).toMatchObject({ agreedTotal: '70.00', deposit: '20.00', customerPhone: null });
  });

  it('answers in Italian on the field at fault', () => {
    const issues = (input: unknown) =>
      orderInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...order, lines: [] })).toEqual([['lines', ORDER_MESSAGES.lines]]);
    expect(issues({ ...order, lines: [{ quantity: 1 }] })).toEqual([
      ['lines.0.description', ORDER_MESSAGES.lineProductOrDescription],
    ]);
    expect(issues({ ...order, lines: [{ ...line, unitPrice: '5' }] })).toEqual([
      ['lines.0.unitPrice', ORDER_MESSAGES.linePriceOnlyFree],
    ]);
    expect(issues({ ...order, agreedTotal: '10', deposit: '10.01' })).toEqual([
      ['deposit', ORDER_MESSAGES.depositOverTotal],
    ]);
    expect(issues({ ...order, deposit: '10' })).toEqual([['deposit', ORDER_MESSAGES.depositWithoutTotal]]);
    // A broken amount is reported on its field, and never breaks the comparison of the two amounts.
    expect(issues({ ...order, agreedTotal: 'dieci', deposit: 'x' })).toEqual([
      ['agreedTotal', ORDER_MESSAGES.money],
      ['deposit', ORDER_MESSAGES.money],
    ]);
    expect(issues({ ...order, customerEmail: 'no' })).toEqual([
      ['customerEmail', ORDER_MESSAGES.customerEmail],
    ]);
    expect(issues({ ...order, expectedDelivery: '2026-02-30' })).toEqual([
      ['expectedDelivery', ORDER_MESSAGES.date],
    ]);
    expect(issues({ ...order, total: 1 })).toEqual([['', ORDER_MESSAGES.unexpectedField]]);
  });
});

describe('dates and periods', () => {
  it('accepts real calendar dates only', () => {
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2026-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2026-1-01').success).toBe(false);
  });

  it('takes a period of at most a year, in order', () => {
    expect(orderExportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(orderExportQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-31' }).success).toBe(false);
    expect(orderExportQuerySchema.safeParse({ from: '2025-01-01', to: '2026-12-31' }).success).toBe(false);
  });
});
