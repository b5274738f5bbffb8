import { ORDER_MESSAGES, type Order, type OrderInput, type OrderStatus } from '@vetrina/contracts';
import { conflict } from '@vetrina/service-kit';
import { recordOrderActivity } from './order-activity.ts';
import * as repo from './order-repository.ts';
import { answersJson } from './order-answers.ts';
import type { OrderDeps, Actor } from './order-deps.ts';
import { getOrder } from './order-reads.ts';
import { productsFor, keptLine, lineValues, checkMessage, orderValues } from './order-input-values.ts';
import { lockOrder } from './lock-order.ts';

/** A delivered or cancelled order is closed: its fields no longer change. */
const ENDED: readonly OrderStatus[] = ['consegnato', 'annullato'];

/** Italian names of what an update changed (field names only: never the values). */
const FIELD_NAMES: [keyof repo.OrderValues, string][] = [
  ['customer_name', 'nome del cliente'],
  ['customer_email', 'e-mail'],
  ['customer_phone', 'telefono'],
  ['agreed_total', 'prezzo concordato'],
  ['deposit_requested', 'acconto richiesto'],
  ['deposit', 'acconto ricevuto'],
  ['expected_delivery', 'consegna prevista'],
  ['private_notes', 'note private'],
  ['message_id', 'messaggio di origine'],
];

const sameLines = (before: repo.OrderLineRow[], after: repo.OrderLineValues[]) =>
  before.length === after.length &&
  before.every((b, i) => {
    const a = after[i]!;
    return (
      a.id === b.id &&
      a.description === b.description &&
      a.quantity === b.quantity &&
      a.unit_price === b.unit_price &&
      a.personalisation_text === b.personalisation_text &&
      a.personalisation_colours === b.personalisation_colours &&
      a.personalisation_notes === b.personalisation_notes &&
      a.answers === answersJson(b.answers)
    );
  });

export async function updateOrder(
  deps: OrderDeps,
  id: number,
  input: OrderInput,
  actor: Actor,
): Promise<Order> {
  const before = await repo.listLines(deps.db, [id]);
  const products = await productsFor(deps, input.lines, (line) => keptLine(before, line) !== undefined);
  await deps.db.transaction(async (trx) => {
    const row = await lockOrder(trx, id);
    if (ENDED.includes(row.status)) throw conflict(ORDER_MESSAGES.editNotAllowed(row.status));
    await checkMessage(trx, input.messageId);
    const existing = await repo.listLines(trx, [id]);
    const missing = input.lines.filter(
      (l) => l.productId !== null && !keptLine(existing, l) && !products.has(l.productId),
    );
    // A line removed by someone else meanwhile: its product is read now.
    for (const [key, value] of await productsFor(deps, missing, () => false)) products.set(key, value);
    const lines = input.lines.map((line) => lineValues(line, keptLine(existing, line), products));
    const values = orderValues(input);
    const changed = FIELD_NAMES.filter(([column]) => values[column] !== row[column]).map(([, name]) => name);
    if (!sameLines(existing, lines)) changed.push('righe');
    if (changed.length === 0) return;
    await repo.replaceLines(trx, id, lines);
    await repo.updateOrder(trx, id, values);
    await repo.addHistory(trx, {
      order_id: id,
      username: actor.username,
      from_status: row.status,
      to_status: row.status,
      note: `Modificati: ${changed.join(', ')}`,
    });
    await recordOrderActivity(trx, {
      action: 'updated',
      username: actor.username,
      order: { id, customer_name: values.customer_name },
      summary: `Modificati: ${changed.join(', ')}`,
    });
  });
  return getOrder(deps, id);
}
