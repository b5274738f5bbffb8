import { formatLongDate } from '@vetrina/web-kit/format';

/** '2026-12-10' (a calendar day, no time) → '10 dicembre 2026'. */
export const dayOf = (iso: string) => formatLongDate(new Date(`${iso}T12:00:00Z`));
