/**
 * Made on first use: an Intl formatter costs milliseconds to build (tens on a phone: the locale's data is
 * loaded), which start-up should not pay. Prices and the year, shown on every public page, need none.
 */
function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

/** Dates are shown in Italian time wherever the code runs (a UTC server, a visitor abroad). */
const ITALY = { timeZone: 'Europe/Rome' } as const;

const priceFormat = lazy(() => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }));
/** Beyond this, `${value}e2` is no longer plain decimal notation: such amounts go through Intl. */
const PLAIN_NOTATION_LIMIT = 1e15;
const dateFormat = lazy(
  () =>
    new Intl.DateTimeFormat('it-IT', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...ITALY,
    }),
);
const relativeFormat = lazy(() => new Intl.RelativeTimeFormat('it', { numeric: 'auto' }));
/** 'YYYY-MM-DD' of the day in Italy (en-CA writes dates that way). */
const italianDayFormat = lazy(
  () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...ITALY }),
);
const longDateFormat = lazy(
  () => new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', ...ITALY }),
);

/** '12,50 €' (plain space before the sign, so texts match the spec literally); '' when missing. */
export function formatPrice(price: string | number | null | undefined): string {
  if (price === null || price === undefined || price === '') return '';
  const value = typeof price === 'number' ? price : Number(price);
  if (!Number.isFinite(value)) return '';
  const magnitude = Math.abs(value);
  if (magnitude >= PLAIN_NOTATION_LIMIT)
    return priceFormat()
      .format(value)
      .replace(/[\u00a0\u202f]/g, ' ');
  // Rounded half-up on the decimal form, as Intl does ('1.005' is 1,01 €, though 1.005 * 100 < 100.5).
  const cents = Math.round(Number(`${magnitude}e2`));
  const units = String(Math.floor(cents / 100));
  // Italian groups thousands only from five digits on: 1000,00 € but 12.345,00 €.
  const grouped = units.length < 5 ? units : units.replace(/\B(?=(\d{3})+$)/g, '.');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped},${String(cents % 100).padStart(2, '0')} €`;
}

/** 'dd/mm/yyyy, hh:mm' in Italian time; '' when missing or invalid. */
export function formatDate(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat().format(date);
}

/** '22 novembre 2026': the day in Italy. */
export function formatLongDate(date: Date): string {
  return longDateFormat().format(date);
}

/** Italy is on UTC+1 (CET) on every New Year's Eve: daylight saving time only runs from March to October. */
const ITALIAN_WINTER_OFFSET_MS = 60 * 60 * 1000;

/** '2026': the year in Italy. */
export function formatYear(date: Date): string {
  return String(new Date(date.getTime() + ITALIAN_WINTER_OFFSET_MS).getUTCFullYear());
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Whole calendar days between two instants, as the days go in Italy (DST-safe: compares dates only). */
function italianDaysBetween(from: Date, to: Date): number {
  const day = (date: Date) => Date.parse(`${italianDayFormat().format(date)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/**
 * 'ora', '2 minuti fa', '3 ore fa', 'ieri', '4 giorni fa', '2 settimane fa', '5 mesi fa', 'anno scorso':
 * how long before `now` the time was, in Italian. Under a day it counts minutes and hours; from a day on,
 * calendar days in Italy ('ieri' is the day before today there). A time slightly ahead of `now` (another
 * machine's clock) is 'ora'; '' when missing or invalid.
 */
export function formatRelativeTime(iso: string | Date | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const format = relativeFormat();
  if (elapsed < MINUTE_MS) return format.format(0, 'second');
  if (elapsed < HOUR_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  const days = Math.max(1, italianDaysBetween(date, now));
  if (days < 7) return format.format(-days, 'day');
  if (days < 30) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.min(11, Math.floor(days / 30)), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}
