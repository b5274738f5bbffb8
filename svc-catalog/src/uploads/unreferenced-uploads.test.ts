import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, withUploadsWriteLock } from '@vetrina/service-kit';
import { gatewayHeaders, TEST_REDIS_URL, uniqueRedisPrefix } from '@vetrina/service-kit/testing';
import { createCatalogTestContext, type CatalogTestContext } from '../test/catalog-test-context.ts';
import { createJobQueue } from '@vetrina/service-kit/jobs';
import { loadUploadCleanupConfig, startUploadCleanup, UPLOAD_CLEANUP_QUEUE } from './upload-cleanup-job.ts';
import { pictureNameOf, removeUnreferencedUploads } from './unreferenced-uploads.ts';

const DAY = 24 * 3_600_000;
let ctx: CatalogTestContext;
let uploads = 0;

beforeAll(async () => {
  ctx = await createCatalogTestContext();
});
afterAll(() => ctx.close());

/** Uploads a real photo, different from every other one (names are content hashes): its URL and picture name. */
async function upload(): Promise<{ url: string; name: string }> {
  uploads += 1;
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 199, g: uploads, b: 191 } },
  })
    .jpeg()
    .toBuffer();
  const res = await request(ctx.app)
    .post('/api/admin/upload')
    .set(gatewayHeaders())
    .attach('image', photo, { filename: 'p.jpg', contentType: 'image/jpeg' })
    .expect(201);
  return { url: res.body.url as string, name: pictureNameOf(path.basename(res.body.url as string)) };
}

/** Files of a picture, served and original. */
async function filesOf(name: string): Promise<string[]> {
  const served = (await readdir(ctx.uploadsDir)).filter((f) => pictureNameOf(f) === name);
  const originals = (await readdir(ctx.originalsDir)).filter((f) => pictureNameOf(f) === name);
  return [...served, ...originals.map((f) => `.originals/${f}`)];
}

/** Makes every file of a picture look `ageMs` old. */
async function age(name: string, ageMs: number) {
  const when = new Date(Date.now() - ageMs);
  for (const file of await filesOf(name)) await utimes(path.join(ctx.uploadsDir, file), when, when);
}

describe('unreferenced uploads', () => {
  it('removes, after the grace period, only pictures nothing refers to, originals included', async () => {
    const [main, media, category, video, orphan, fresh] = await Promise.all(
      Array.from({ length: 6 }, () => upload()),
    );
    const productId = await ctx.addProduct({ slug: 'con-foto', image: main!.url });
    await ctx.db('product_media').insert([
      // A width variant counts as a reference to the whole picture.
      { product_id: productId, image_url: `/uploads/${media!.name}-w800.webp`, alt_text: 'dettaglio' },
      {
        product_id: productId,
        image_url: `/uploads/${video!.name}.webp`,
        is_video: true,
        video_url: 'https://www.instagram.com/reel/abc/',
        alt_text: 'video',
      },
    ]);
    await ctx
      .db('categories')
      .where({ id: await ctx.categoryId('accessori') })
      .update({ image: category!.url });
    for (const picture of [main, media, category, video, orphan]) await age(picture!.name, 2 * DAY);
    await age(fresh!.name, 2 * 3_600_000);

    const before = await filesOf(orphan!.name);
    expect(before).toHaveLength(9); // 4 WebP, 4 AVIF, 1 original
    const removed = await removeUnreferencedUploads({
      db: ctx.db,
      photos: ctx.photos,
      graceMs: DAY,
    });
    expect(removed).toEqual([orphan!.name]);
    expect(await filesOf(orphan!.name)).toEqual([]);
    for (const kept of [main, media, category, video, fresh])
      expect(await filesOf(kept!.name)).toHaveLength(9);
    await request(ctx.app).get(main!.url).expect(200);
    await request(ctx.app).get(orphan!.url).expect(404);

    // Deleting the product frees its pictures (media go with it); the category's stays.
    await ctx.db('products').where({ id: productId }).delete();
    const second = await removeUnreferencedUploads({
      db: ctx.db,
      photos: ctx.photos,
      graceMs: DAY,
    });
    expect(second).toEqual([main!.name, media!.name, video!.name].sort());
    expect(await filesOf(category!.name)).toHaveLength(9);
    expect(await filesOf(fresh!.name)).toHaveLength(9);
  });

  it('removes nothing while an upload or a restore is writing photos, and catches up on its next run', async () => {
    const orphan = await upload();
    await age(orphan.name, 2 * DAY);
    const cleanUp = () =>
      removeUnreferencedUploads({
        db: ctx.db,
        photos: ctx.photos,
        graceMs: DAY,
      });
    // A restore that has added this picture and has not switched the database yet holds the lock.
    const duringWrite = await withUploadsWriteLock(ctx.db, cleanUp);
    expect(duringWrite).toEqual([]);
    expect(await filesOf(orphan.name)).toHaveLength(9);
    expect(await cleanUp()).toEqual([orphan.name]);
    expect(await filesOf(orphan.name)).toEqual([]);
  });

  it('removes the hidden part files an interrupted write left, after the grace period', async () => {
    const { writeFile } = await import('node:fs/promises');
    const stale = path.join(ctx.uploadsDir, '.abc.webp.0123456789ab.part');
    const recent = path.join(ctx.originalsDir, '.abc.jpg.ba9876543210.part');
    await writeFile(stale, 'half');
    await writeFile(recent, 'half');
    const old = new Date(Date.now() - 2 * DAY);
    await utimes(stale, old, old);
    await removeUnreferencedUploads({
      db: ctx.db,
      photos: ctx.photos,
      graceMs: DAY,
    });
    expect(await readdir(ctx.uploadsDir)).not.toContain(path.basename(stale));
    expect(await readdir(ctx.originalsDir)).toContain(path.basename(recent));
  });

  it('runs as a repeatable BullMQ job in svc-catalog', async () => {
    const kept = await upload();
    const orphan = await upload();
    await ctx.addProduct({ slug: 'tenuta', image: kept.url });
    await age(kept.name, 3 * DAY);
    await age(orphan.name, 3 * DAY);
    const prefix = uniqueRedisPrefix('catalog-cleanup').slice(0, -1);
    const logger = createLogger('upload-cleanup-test', 'silent');
    const cleanup = startUploadCleanup({
      db: ctx.db,
      photos: ctx.photos,
      redisUrl: TEST_REDIS_URL,
      prefix,
      logger,
      graceMs: DAY,
      everyMs: 500,
    });
    try {
      await cleanup.scheduled;
      const deadline = Date.now() + 15_000;
      while ((await filesOf(orphan.name)).length > 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(await filesOf(orphan.name)).toEqual([]);
      expect(await filesOf(kept.name)).toHaveLength(9);
    } finally {
      await cleanup.close();
      // The schedule lives in the shared Redis: leave nothing of this test's queue behind.
      const leftover = createJobQueue({
        name: UPLOAD_CLEANUP_QUEUE,
        redisUrl: TEST_REDIS_URL,
        prefix,
        logger,
      });
      await leftover.queue.obliterate({ force: true });
      await leftover.close();
    }
  });

  it('reads its grace period and interval from the environment (24 h and 60 min by default)', () => {
    expect(loadUploadCleanupConfig({})).toEqual({ graceMs: DAY, everyMs: 3_600_000 });
    expect(
      loadUploadCleanupConfig({ UPLOAD_CLEANUP_GRACE_HOURS: '48', UPLOAD_CLEANUP_EVERY_MINUTES: '15' }),
    ).toEqual({ graceMs: 2 * DAY, everyMs: 15 * 60_000 });
    expect(() => loadUploadCleanupConfig({ UPLOAD_CLEANUP_GRACE_HOURS: '-1' })).toThrow(/GRACE/);
  });
});
