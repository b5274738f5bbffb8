import * as z from 'zod';
import { ORDER_MESSAGES } from './order-texts.ts';

/** Largest amount an order field holds (PostgreSQL numeric(10,2)). */
export const ORDER_MONEY_MAX_CENTS = 99_999_999_99;

export const MONEY_PATTERN = /^\d{1,8}([.,]\d{1,2})?$/;

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
