import { centsToMoney, moneyToCents } from '@vetrina/contracts';

/**
 * Order arithmetic in integer cents (money never passes through a float): line totals, the sum of
 * the priced lines and the balance due ('Saldo').
 */
export function lineTotal(quantity: number, unitPrice: string | null): string | null {
  return unitPrice === null ? null : centsToMoney(quantity * moneyToCents(unitPrice));
}

export function linesTotal(lines: readonly { quantity: number; unitPrice: string | null }[]): string {
  return centsToMoney(
    lines.reduce((sum, l) => sum + (l.unitPrice === null ? 0 : l.quantity * moneyToCents(l.unitPrice)), 0),
  );
}

/** Agreed total less the deposit received (none: 0); null without an agreed total. */
export function balanceDue(agreedTotal: string | null, deposit: string | null): string | null {
  if (agreedTotal === null) return null;
  return centsToMoney(moneyToCents(agreedTotal) - (deposit === null ? 0 : moneyToCents(deposit)));
}

/** '1234.50' → '1.234,50 €' (Italian, as in e-mails). */
export function formatEuro(money: string): string {
  const [units = '0', cents = '00'] = money.replace('-', '').split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${money.startsWith('-') ? '-' : ''}${grouped},${cents} €`;
}
