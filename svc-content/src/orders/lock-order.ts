import { ORDER_MESSAGES } from '@vetrina/contracts';
import { notFound, type Db } from '@vetrina/service-kit';
import * as repo from './order-repository.ts';

export async function lockOrder(db: Db, id: number): Promise<repo.OrderRow> {
  const row = await repo.findOrder(db, id, true);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return row;
}
