/** Made on first use: an Intl formatter costs milliseconds to build, which start-up should not pay. */
function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

/** Dates are shown in Italian time wherever the code runs (a UTC server, a visitor abroad). */
const ITALY = { timeZone: 'Europe/Rome' } as const;

const priceFormat = lazy(() => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }));
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
const longDateFormat = lazy(
  () => new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', ...ITALY }),
);
const yearFormat = lazy(() => new Intl.DateTimeFormat('it-IT', { year: 'numeric', ...ITALY }));

/** '12,50 €' (plain space before the sign, so texts match the spec literally); '' when missing. */
export function formatPrice(price: string | number | null | undefined): string {
  if (price === null || price === undefined || price === '') return '';
  const value = typeof price === 'number' ? price : Number(price);
  if (!Number.isFinite(value)) return '';
  return priceFormat()
    .format(value)
    .replace(/[\u00a0\u202f]/g, ' ');
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

/** '2026': the year in Italy. */
export function formatYear(date: Date): string {
  return yearFormat().format(date);
}
