import { ORDER_STATUS_LABELS } from '@vetrina/contracts';
import { balanceDue } from './order-money.ts';
import type { OrderLineRow, OrderRow } from './order-repository.ts';
import { italianDateOf } from './working-days.ts';
import { answersText } from './order-answers.ts';

/** UTF-8 byte order mark: a spreadsheet then reads the accents right. */
export const CSV_BOM = '\uFEFF';

const HEADER = [
  'Numero',
  'Data',
  'Stato',
  'Cliente',
  'E-mail',
  'Telefono',
  'Righe',
  'Prezzo concordato (€)',
  'Acconto ricevuto (€)',
  'Saldo (€)',
  'Consegna prevista',
];

/** '2026-12-10' → '10/12/2026' (the Italian spreadsheet reads it as a date). */
const italianDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');
/** '1234.50' → '1234,50': a decimal comma, no thousands separator. */
const decimalComma = (money: string | null) => (money ? money.replace('.', ',') : '');

/**
 * Every field quoted (a `"` doubled), so `;`, quotes and line breaks stay inside it; text a spreadsheet
 * would run as a formula (=, +, -, @ first) starts with an apostrophe instead.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const csvRow = (fields: string[]) => fields.map(csvField).join(';');

/** The accountant's export: a header and one row per order, `;` separated, CRLF, with a BOM. */
export function ordersCsv(rows: readonly OrderRow[], lines: readonly OrderLineRow[]): string {
  const body = rows.map((row) =>
    csvRow([
      String(row.id),
      italianDate(italianDateOf(row.created_at)),
      ORDER_STATUS_LABELS[row.status],
      row.customer_name,
      row.customer_email,
      row.customer_phone ?? '',
      lines
        .filter((l) => l.order_id === row.id)
        .map(
          (l) => `${l.quantity} × ${l.description}${l.answers.length ? ` (${answersText(l.answers)})` : ''}`,
        )
        .join(', '),
      decimalComma(row.agreed_total),
      decimalComma(row.deposit),
      decimalComma(balanceDue(row.agreed_total, row.deposit)),
      italianDate(row.expected_delivery),
    ]),
  );
  return `${CSV_BOM}${[csvRow(HEADER), ...body].join('\r\n')}\r\n`;
}
