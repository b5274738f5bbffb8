import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './formatters.ts';

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
