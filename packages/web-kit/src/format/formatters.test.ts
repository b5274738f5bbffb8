import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatPrice, formatRelativeTime, formatYear } from './formatters.ts';

describe('formatPrice', () => {
  it('formats euro prices the Italian way', () => {
    expect(formatPrice('12.50')).toBe('12,50 €');
    expect(formatPrice(12.5)).toBe('12,50 €');
    expect(formatPrice(0)).toBe('0,00 €');
  });

  it('writes every amount exactly as Intl would, without paying for building an Intl formatter', () => {
    const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
    const amounts = [1.005, 2.675, 0.015, 999.995, 1000, 9999.99, 10000, 12345.678, 1234567.891, -5, -1234.5];
    // 5000 amounts with up to 3 decimals from 0,001 to 999.999,999 (a fixed pseudo-random sequence).
    let seed = 7;
    for (let i = 0; i < 5000; i++) {
      seed = (seed * 48271) % 2147483647;
      amounts.push((seed % 10 ** (1 + (i % 9))) / 1000);
    }
    for (const amount of amounts) {
      expect(formatPrice(amount), String(amount)).toBe(intl.format(amount).replace(/[\u00a0\u202f]/g, ' '));
    }
    expect(formatPrice('1234.50')).toBe('1234,50 €');
    expect(formatPrice('12345.00')).toBe('12.345,00 €');
  });

  it('is empty for a missing or invalid price', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice('')).toBe('');
    expect(formatPrice('abc')).toBe('');
  });
});

describe('formatDate', () => {
  it('shows day/month/year, hour:minute in Italian time', () => {
    expect(formatDate('2026-03-05T08:07:00Z')).toBe('05/03/2026, 09:07');
  });

  it('is empty for a missing date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatLongDate and formatYear', () => {
  it('use the day and year in Italy, whatever the time zone of the machine', () => {
    // 23:30 UTC on 31 December is already 1 January in Rome.
    const newYearInRome = new Date('2026-12-31T23:30:00Z');
    expect(formatLongDate(newYearInRome)).toBe('1 gennaio 2027');
    expect(formatYear(newYearInRome)).toBe('2027');
    expect(formatYear(new Date('2026-12-31T22:59:59Z'))).toBe('2026');
    expect(formatYear(new Date('2026-07-01T00:00:00Z'))).toBe('2026');
    expect(formatLongDate(new Date('2026-11-22T10:00:00Z'))).toBe('22 novembre 2026');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-26T10:00:00Z'); // 11:00 in Rome
  const ago = (ms: number) => formatRelativeTime(new Date(now.getTime() - ms).toISOString(), now);
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;

  it('says ora under a minute, and for a time a little ahead of this clock', () => {
    expect(ago(0)).toBe('ora');
    expect(ago(59_999)).toBe('ora');
    expect(ago(-5000)).toBe('ora');
  });

  it('counts minutes, then hours, in Italian', () => {
    expect(ago(MINUTE)).toBe('1 minuto fa');
    expect(ago(2 * MINUTE + 30_000)).toBe('2 minuti fa');
    expect(ago(59 * MINUTE)).toBe('59 minuti fa');
    expect(ago(HOUR)).toBe('1 ora fa');
    expect(ago(23 * HOUR + 59 * MINUTE)).toBe('23 ore fa');
  });

  it('from a day on, counts calendar days in Italy: ieri is the day before today there', () => {
    // 25 November 09:00 in Rome: 26 hours ago, the day before.
    expect(formatRelativeTime('2026-11-25T08:00:00Z', now)).toBe('ieri');
    // 24 November 23:30 in Rome (22:30 UTC): 35.5 hours ago but two days back on the calendar.
    expect(formatRelativeTime('2026-11-24T22:30:00Z', now)).toBe('l’altro ieri');
    expect(formatRelativeTime('2026-11-22T10:00:00Z', now)).toBe('4 giorni fa');
  });

  it('then weeks, months and years', () => {
    expect(formatRelativeTime('2026-11-19T10:00:00Z', now)).toBe('settimana scorsa');
    expect(formatRelativeTime('2026-11-05T10:00:00Z', now)).toBe('3 settimane fa');
    expect(formatRelativeTime('2026-10-20T10:00:00Z', now)).toBe('mese scorso');
    expect(formatRelativeTime('2026-06-01T10:00:00Z', now)).toBe('5 mesi fa');
    expect(formatRelativeTime('2025-12-01T10:00:00Z', now)).toBe('11 mesi fa');
    expect(formatRelativeTime('2025-11-20T10:00:00Z', now)).toBe('anno scorso');
    expect(formatRelativeTime('2023-11-20T10:00:00Z', now)).toBe('3 anni fa');
  });

  it('is empty for a missing or invalid time', () => {
    expect(formatRelativeTime(null, now)).toBe('');
    expect(formatRelativeTime('ieri', now)).toBe('');
  });
});
