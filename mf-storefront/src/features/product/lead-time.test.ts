import { describe, expect, it } from 'vitest';
import { leadTimeLabel } from './lead-time.ts';

describe('leadTimeLabel', () => {
  it('shows a range, a single number or nothing', () => {
    expect(leadTimeLabel({ leadTimeMinDays: 3, leadTimeMaxDays: 5 })).toBe(
      'Tempi di realizzazione: 3–5 giorni lavorativi',
    );
    expect(leadTimeLabel({ leadTimeMinDays: 4, leadTimeMaxDays: 4 })).toBe(
      'Tempi di realizzazione: 4 giorni lavorativi',
    );
    expect(leadTimeLabel({ leadTimeMinDays: null, leadTimeMaxDays: 7 })).toBe(
      'Tempi di realizzazione: 7 giorni lavorativi',
    );
    expect(leadTimeLabel({ leadTimeMinDays: 1, leadTimeMaxDays: null })).toBe(
      'Tempi di realizzazione: 1 giorno lavorativo',
    );
    expect(leadTimeLabel({ leadTimeMinDays: null, leadTimeMaxDays: null })).toBeNull();
  });
});
