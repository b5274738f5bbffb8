import { ORDER_MESSAGES, type OrderInput, type OrderLineInput } from '@vetrina/contracts';
import { badRequest, type Db } from '@vetrina/service-kit';
import type { CatalogProduct } from './catalog-client.ts';
import * as repo from './order-repository.ts';
import { answersJson } from './order-answers.ts';
import type { OrderDeps } from './order-deps.ts';

/** The catalogue products new product lines name, read before any transaction opens (404 → a 400 issue). */
export async function productsFor(
  deps: OrderDeps,
  lines: readonly OrderLineInput[],
  kept: (line: OrderLineInput) => boolean,
): Promise<Map<number, CatalogProduct>> {
  const products = new Map<number, CatalogProduct>();
  for (const [index, line] of lines.entries()) {
    if (line.productId === null || kept(line) || products.has(line.productId)) continue;
    const product = await deps.findProduct(line.productId);
    if (!product) {
      throw badRequest(ORDER_MESSAGES.invalid, [
        { path: ['lines', index, 'productId'], message: ORDER_MESSAGES.productNotFound },
      ]);
    }
    products.set(line.productId, product);
  }
  return products;
}

/** An input line that names an existing line of the order with the same product (or both free). */
export const keptLine = (existing: readonly repo.OrderLineRow[], line: OrderLineInput) =>
  line.id === undefined
    ? undefined
    : existing.find((e) => e.id === line.id && e.product_id === line.productId);

export function lineValues(
  line: OrderLineInput,
  kept: repo.OrderLineRow | undefined,
  products: Map<number, CatalogProduct>,
): repo.OrderLineValues {
  const personalisation = {
    personalisation_text: line.personalisation.text,
    personalisation_colours: line.personalisation.colours,
    personalisation_notes: line.personalisation.notes,
    answers: answersJson(line.answers),
  };
  if (line.productId === null) {
    return {
      ...(kept ? { id: kept.id } : {}),
      product_id: null,
      description: line.description!,
      unit_price: line.unitPrice,
      lead_time_days: null,
      quantity: line.quantity,
      ...personalisation,
    };
  }
  if (kept) {
    const { id, product_id, description, unit_price, lead_time_days } = kept;
    return {
      id,
      product_id,
      description,
      unit_price,
      lead_time_days,
      quantity: line.quantity,
      ...personalisation,
    };
  }
  const product = products.get(line.productId)!;
  return {
    product_id: product.id,
    description: product.name,
    unit_price: product.price,
    lead_time_days: product.leadTimeDays,
    quantity: line.quantity,
    ...personalisation,
  };
}

export async function checkMessage(db: Db, messageId: number | null): Promise<void> {
  if (messageId !== null && !(await repo.messageExists(db, messageId))) {
    throw badRequest(ORDER_MESSAGES.invalid, [
      { path: ['messageId'], message: ORDER_MESSAGES.messageNotFound },
    ]);
  }
}

export const orderValues = (input: OrderInput): repo.OrderValues => ({
  customer_name: input.customerName,
  customer_email: input.customerEmail,
  customer_phone: input.customerPhone,
  agreed_total: input.agreedTotal,
  deposit_requested: input.depositRequested,
  deposit: input.deposit,
  expected_delivery: input.expectedDelivery,
  private_notes: input.privateNotes,
  message_id: input.messageId,
});
