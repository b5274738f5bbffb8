import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatPrice, formatYear } from './formatters.ts';

describe('formatPrice', () => {
  it('formats euro prices the Italian way', () => {
    expect(formatPrice('12.50')).toBe('12,50 €');
    expect(formatPrice(12.5)).toBe('12,50 €');
    expect(formatPrice(0)).toBe('0,00 €');
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
    expect(formatLongDate(new Date('2026-11-22T10:00:00Z'))).toBe('22 novembre 2026');
  });
});
