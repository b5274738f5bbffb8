/**
 * Working days for delivery dates: Monday to Friday, less Italy's national public holidays (the
 * fixed ones and Easter Monday). Dates are calendar dates 'YYYY-MM-DD', computed in UTC so that no
 * time zone or daylight-saving change moves them.
 */

const FIXED_HOLIDAYS = [
  '01-01', // Capodanno
  '01-06', // Epifania
  '04-25', // Liberazione
  '05-01', // Festa del lavoro
  '06-02', // Festa della Repubblica
  '08-15', // Ferragosto
  '11-01', // Ognissanti
  '12-08', // Immacolata
  '12-25', // Natale
  '12-26', // Santo Stefano
];

const DAY_MS = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isItalianHoliday(iso: string): boolean {
  if (FIXED_HOLIDAYS.includes(iso.slice(5))) return true;
  const easterMonday = toIso(new Date(toDate(easterSunday(Number(iso.slice(0, 4)))).getTime() + DAY_MS));
  return iso === easterMonday;
}

export function isWorkingDay(iso: string): boolean {
  const weekday = toDate(iso).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isItalianHoliday(iso);
}

/** The date `days` working days after `from` (the start day itself never counts). */
export function addWorkingDays(from: string, days: number): string {
  let date = toDate(from);
  let left = days;
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    if (isWorkingDay(toIso(date))) left -= 1;
  }
  return toIso(date);
}

const romeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The calendar date in Italy of an instant ('YYYY-MM-DD'). */
export const italianDateOf = (instant: Date): string => romeDate.format(instant);
