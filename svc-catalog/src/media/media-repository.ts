import type { ProductMedia } from '@vetrina/contracts';
import type { Db } from '@vetrina/service-kit';

export interface MediaRow {
  id: number;
  product_id: number;
  image_url: string;
  display_order: number | null;
  is_video: boolean;
  video_url: string | null;
  alt_text: string;
}

export interface MediaValues {
  image_url: string;
  display_order: number | null;
  is_video: boolean;
  video_url: string | null;
  alt_text: string;
}

const toMedia = (row: MediaRow): ProductMedia => ({
  id: row.id,
  productId: row.product_id,
  imageUrl: row.image_url,
  displayOrder: row.display_order,
  isVideo: row.is_video,
  videoUrl: row.video_url,
  altText: row.alt_text,
});

export async function listMedia(db: Db, productId: number): Promise<ProductMedia[]> {
  const rows = await db('product_media')
    .where({ product_id: productId })
    .orderByRaw('display_order asc nulls last, id asc')
    .select<MediaRow[]>('*');
  return rows.map(toMedia);
}

export async function findMedia(db: Db, id: number): Promise<ProductMedia | undefined> {
  const row = await db('product_media').where({ id }).first<MediaRow | undefined>();
  return row && toMedia(row);
}

/** The raw row (for a change that compares before and after), optionally locked. */
export async function findMediaRow(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<MediaRow | undefined> {
  const query = db('product_media').where({ id });
  if (options.forUpdate) query.forUpdate();
  return query.first<MediaRow | undefined>();
}

export async function insertMedia(db: Db, productId: number, values: MediaValues): Promise<ProductMedia> {
  const [row] = await db('product_media')
    .insert({ ...values, product_id: productId })
    .returning<MediaRow[]>('*');
  return toMedia(row!);
}

export async function updateMedia(
  db: Db,
  id: number,
  values: MediaValues,
): Promise<ProductMedia | undefined> {
  const [row] = await db('product_media').where({ id }).update(values).returning<MediaRow[]>('*');
  return row && toMedia(row);
}

export async function deleteMedia(db: Db, id: number): Promise<boolean> {
  return (await db('product_media').where({ id }).delete()) > 0;
}

/**
 * Sets display orders 1..n in the given order, in one transaction; false (nothing changed) unless
 * `ids` are exactly the product's media, each once.
 */
export async function reorderMedia(db: Db, productId: number, ids: number[]): Promise<boolean> {
  return db.transaction(async (trx) => {
    const current = await trx('product_media')
      .where({ product_id: productId })
      .forUpdate()
      .pluck<number[]>('id');
    const wanted = new Set(ids);
    if (current.length !== ids.length || current.some((id) => !wanted.has(id))) return false;
    await trx.raw(
      `UPDATE product_media m SET display_order = o.position
       FROM unnest(?::int[]) WITH ORDINALITY AS o(id, position)
       WHERE m.id = o.id AND m.product_id = ?`,
      [ids, productId],
    );
    return true;
  });
}
