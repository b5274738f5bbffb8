import { recordActivity, type Db, type Logger } from '@vetrina/service-kit';
import type { PhotoStore } from '@vetrina/service-kit/photos';
import { FIXED_CATEGORIES } from '@vetrina/contracts';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products.ts';
import { countProducts } from '../products/product-repository.ts';
import { safetyColumnsOf, toColumns } from '../products/product-safety-columns.ts';
import { questionsJson } from '../products/product-questions.ts';
import { demoImage, MOTIF_OF_CATEGORY } from './demo-images.ts';
import { DEMO_SAFETY } from './demo-safety.ts';

const DAY_MS = 86_400_000;

async function renderProductImages(photos: PhotoStore, product: DemoProduct, index: number) {
  const motif = MOTIF_OF_CATEGORY[product.category] ?? 'heart';
  const main = await demoImage(photos, `demo-${product.slug}`, motif, index);
  const extras = new Map<number, string>();
  for (const item of product.media ?? []) {
    if (item.image === 'main' || extras.has(item.image)) continue;
    extras.set(
      item.image,
      await demoImage(photos, `demo-${product.slug}-${item.image}`, motif, index + item.image),
    );
  }
  return { main, extras };
}

/**
 * Loads the demo catalogue when the products table is empty: pictures first (files are
 * idempotent), then every row in one transaction that re-checks emptiness under a lock,
 * so two instances starting together seed once.
 */
export async function seedDemoData(
  db: Db,
  options: { photos: PhotoStore; logger?: Logger },
): Promise<boolean> {
  if ((await countProducts(db)) > 0) return false;

  const categoryImages = new Map<string, string>();
  for (const [i, category] of FIXED_CATEGORIES.entries()) {
    const motif = MOTIF_OF_CATEGORY[category.slug] ?? 'heart';
    categoryImages.set(
      category.slug,
      await demoImage(options.photos, `demo-category-${category.slug}`, motif, i),
    );
  }
  const images: Awaited<ReturnType<typeof renderProductImages>>[] = [];
  for (const [i, product] of DEMO_PRODUCTS.entries())
    images.push(await renderProductImages(options.photos, product, i));

  const seeded = await db.transaction(async (trx) => {
    await trx.raw('LOCK TABLE products IN EXCLUSIVE MODE');
    if ((await countProducts(trx)) > 0) return false;

    for (const [slug, image] of categoryImages) {
      await trx('categories').where({ slug }).whereNull('image').update({ image });
    }
    const categoryIds = new Map(
      (await trx('categories').select<{ id: number; slug: string }[]>('id', 'slug')).map((c) => [
        c.slug,
        c.id,
      ]),
    );
    const now = Date.now();
    for (const [i, product] of DEMO_PRODUCTS.entries()) {
      const { main, extras } = images[i]!;
      const createdAt = new Date(now - i * DAY_MS);
      const [row] = await trx('products')
        .insert({
          slug: product.slug,
          name: product.name,
          description: product.description,
          short_description: product.shortDescription,
          image: main,
          price: product.price,
          availability: product.availability,
          category_id: categoryIds.get(product.category) ?? null,
          featured: product.featured,
          is_customizable: product.isCustomizable,
          customization_price: product.customizationPrice ?? '8.00',
          image_alt: product.name,
          lead_time_min_days: product.leadTime?.[0] ?? null,
          lead_time_max_days: product.leadTime?.[1] ?? null,
          ...toColumns(safetyColumnsOf(DEMO_SAFETY[product.slug]!)),
          questions: questionsJson(product.questions ?? []),
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning<{ id: number }[]>('id');
      const media = (product.media ?? []).map((item) => ({
        product_id: row!.id,
        image_url: item.image === 'main' ? main : extras.get(item.image)!,
        display_order: item.displayOrder,
        is_video: item.videoUrl !== undefined,
        video_url: item.videoUrl ?? null,
        alt_text:
          item.videoUrl !== undefined
            ? `Video di ${product.name}`
            : item.image === 'main'
              ? product.name
              : `${product.name}: dettaglio ${item.image}`,
      }));
      if (media.length > 0) await trx('product_media').insert(media);
    }
    // Recorded as what it is: the system loaded the demo catalogue (no invented admin entries).
    await recordActivity(trx, {
      kind: 'product',
      action: 'created',
      actor: null,
      summary: `Catalogo di esempio caricato: ${DEMO_PRODUCTS.length} prodotti`,
    });
    return true;
  });
  if (seeded) options.logger?.info({ products: DEMO_PRODUCTS.length }, 'demo catalogue loaded');
  return seeded;
}
