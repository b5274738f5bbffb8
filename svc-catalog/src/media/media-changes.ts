import type { MediaInput, ProductMedia } from '@vetrina/contracts';
import { changedFields, notFound, recordActivity, type Db } from '@vetrina/service-kit';
import { productActivity, type Actor } from '../activity/catalog-activity.ts';
import { findProduct } from '../products/product-repository.ts';
import { PRODUCT_NOT_FOUND } from '../products/product-service.ts';
import * as repo from './media-repository.ts';

export const MEDIA_NOT_FOUND = 'Immagine non trovata';

const MEDIA_FIELD_LABELS: Record<keyof repo.MediaValues, string> = {
  image_url: 'immagine',
  alt_text: 'testo alternativo',
  display_order: 'posizione',
  is_video: 'video',
  video_url: 'indirizzo del video',
};

export const toMediaValues = (input: MediaInput): repo.MediaValues => ({
  image_url: input.imageUrl,
  display_order: input.displayOrder ?? null,
  is_video: input.isVideo,
  video_url: input.isVideo ? (input.videoUrl ?? null) : null,
  alt_text: input.altText,
});

const what = (isVideo: boolean) => (isVideo ? 'Video' : 'Foto');

async function productOf(db: Db, id: number) {
  const product = await findProduct(db, { id });
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/**
 * Each photo or video change of a product's gallery with its activity entry (kind 'media', the item
 * is the product), in one transaction.
 */
export async function addMedia(db: Db, productId: number, values: repo.MediaValues, actor: Actor) {
  return db.transaction(async (trx) => {
    const product = await productOf(trx, productId);
    const media = await repo.insertMedia(trx, product.id, values);
    const summary = `${what(values.is_video)} aggiunt${values.is_video ? 'o' : 'a'}`;
    await recordActivity(trx, productActivity('uploaded', actor, product, summary, 'media'));
    return media;
  });
}

/** false when `ids` are not exactly the product's media (nothing changed, nothing recorded). */
export async function reorderMedia(db: Db, productId: number, ids: number[], actor: Actor) {
  return db.transaction(async (trx) => {
    const product = await productOf(trx, productId);
    if (!(await repo.reorderMedia(trx, product.id, ids))) return false;
    await recordActivity(
      trx,
      productActivity('reordered', actor, product, 'Nuovo ordine della galleria', 'media'),
    );
    return true;
  });
}

export async function updateMedia(db: Db, id: number, values: repo.MediaValues, actor: Actor) {
  return db.transaction(async (trx): Promise<ProductMedia> => {
    const before = await repo.findMediaRow(trx, id, { forUpdate: true });
    if (!before) throw notFound(MEDIA_NOT_FOUND);
    const updated = (await repo.updateMedia(trx, id, values))!;
    const changed = changedFields(before, values, MEDIA_FIELD_LABELS);
    const summary = `${what(updated.isVideo)} modificat${updated.isVideo ? 'o' : 'a'}${changed.length ? `: ${changed.join(', ')}` : ''}`;
    const product = await productOf(trx, before.product_id);
    await recordActivity(trx, productActivity('updated', actor, product, summary, 'media'));
    return updated;
  });
}

export async function removeMedia(db: Db, id: number, actor: Actor) {
  await db.transaction(async (trx) => {
    const before = await repo.findMediaRow(trx, id, { forUpdate: true });
    if (!before || !(await repo.deleteMedia(trx, id))) throw notFound(MEDIA_NOT_FOUND);
    const product = await productOf(trx, before.product_id);
    const summary = `${what(before.is_video)} eliminat${before.is_video ? 'o' : 'a'}`;
    await recordActivity(trx, {
      ...productActivity('deleted', actor, product, summary, 'media'),
      removesItem: false,
    });
  });
}
