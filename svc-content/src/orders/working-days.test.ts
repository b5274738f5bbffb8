import { describe, expect, it } from 'vitest';
import { addWorkingDays, easterSunday, isWorkingDay, italianDateOf } from './working-days.ts';

describe('working days', () => {
  it('knows Easter', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2024)).toBe('2024-03-31');
  });

  it('skips weekends and Italian public holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-12-08')).toBe(false); // Immacolata, a Tuesday
    expect(isWorkingDay('2026-04-06')).toBe(false); // Easter Monday
    expect(isWorkingDay('2026-04-07')).toBe(true);
  });

  it('counts from the day after the start', () => {
    expect(addWorkingDays('2026-11-26', 1)).toBe('2026-11-27'); // Thu → Fri
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30'); // Fri → Mon
    expect(addWorkingDays('2026-11-28', 5)).toBe('2026-12-04'); // Sat → the next Friday
    expect(addWorkingDays('2026-12-04', 3)).toBe('2026-12-10'); // over the weekend and 8 December
    expect(addWorkingDays('2026-12-23', 3)).toBe('2026-12-29'); // Wed → over Christmas and the weekend
    expect(addWorkingDays('2026-04-02', 2)).toBe('2026-04-07'); // Thu → over Easter Monday
    expect(addWorkingDays('2026-11-26', 0)).toBe('2026-11-26');
  });

  it("takes Italy's calendar date of an instant", () => {
    expect(italianDateOf(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(italianDateOf(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(italianDateOf(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
