import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPhotos } from '@vetrina/service-kit/photos';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { createTestS3Store } from '@vetrina/service-kit/testing/photos';
import { demoImage } from '../demo/demo-images.ts';
import {
  createCatalogTestContext,
  servedPhotoFiles,
  type CatalogTestContext,
} from '../test/catalog-test-context.ts';
import { addMissingAvif } from './avif-backfill.ts';
import { storeImage } from './image-store.ts';
import { rebuildFromOriginals } from './original-store.ts';
import { removeUnreferencedUploads } from './unreferenced-uploads.ts';

const DAY = 24 * 3_600_000;

/** svc-catalog with PHOTO_STORE=s3: the uploads, their serving, the clean-up and the back-fill on a real S3 server. */
describe('photos in an S3 bucket (Swift + s3api)', () => {
  let s3: Awaited<ReturnType<typeof createTestS3Store>>;
  let ctx: CatalogTestContext;
  let uploads = 0;

  beforeAll(async () => {
    s3 = await createTestS3Store();
    ctx = await createCatalogTestContext({ photos: s3.store });
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    await s3.stop();
  });

  const keys = async (prefix = '') => {
    const found: string[] = [];
    for await (const { key } of allPhotos(s3.store, prefix)) found.push(key);
    return found;
  };
  const upload = async () => {
    uploads += 1;
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 240, g: uploads * 40, b: 200 } },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Mamma' } })
      .toBuffer();
    const res = await request(ctx.app)
      .post('/api/admin/upload')
      .set(gatewayHeaders())
      .attach('image', photo, { filename: 'foto.jpg', contentType: 'image/jpeg' })
      .expect(201);
    return (res.body.url as string).slice('/uploads/'.length, -'.webp'.length);
  };

  it('streams an upload into the bucket: every variant and the private original', async () => {
    const name = await upload();
    expect((await keys(name)).sort()).toEqual(servedPhotoFiles(name));
    expect(await keys('.originals/')).toContain(`.originals/${name}.jpg`);
    const avif = await s3.store.get(`${name}-w400.avif`);
    const chunks: Buffer[] = [];
    for await (const chunk of avif!.body) chunks.push(chunk as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect(meta).toMatchObject({ format: 'heif', width: 400, height: 300 });
    expect(meta.exif).toBeUndefined();
  });

  it('serves /uploads from the bucket through the service: cached for a year, ranges, 304, never an original', async () => {
    const name = await upload();
    const res = await request(ctx.app).get(`/uploads/${name}.webp`).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    const size = (res.body as Buffer).length;
    expect(Number(res.headers['content-length'])).toBe(size);

    const part = await request(ctx.app).get(`/uploads/${name}.webp`).set('Range', 'bytes=0-9').buffer(true);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${size}`);
    expect((part.body as Buffer).equals((res.body as Buffer).subarray(0, 10))).toBe(true);
    const tooFar = await request(ctx.app)
      .get(`/uploads/${name}.webp`)
      .set('Range', `bytes=${size + 10}-`);
    expect(tooFar.status).toBe(416);
    await request(ctx.app).get(`/uploads/${name}.webp`).set('If-None-Match', res.headers.etag!).expect(304);

    for (const path of [
      `/uploads/.originals/${name}.jpg`,
      `/uploads/%2eoriginals%2f${name}.jpg`,
      `/uploads/%2Eoriginals/${name}.jpg`,
      '/uploads/manca.webp',
      '/uploads/..%2f..%2fetc%2fpasswd',
    ])
      expect((await request(ctx.app).get(path)).status, path).toBe(404);
  });

  it('adds the AVIF files older WebP-only pictures lack, once', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#bcd7ef' } })
      .png()
      .toBuffer();
    await storeImage(s3.store, photo, 'vecchia-foto', ['webp']);
    expect(await keys('vecchia-foto')).toHaveLength(4);
    expect(await addMissingAvif(s3.store)).toBe(1);
    expect((await keys('vecchia-foto')).filter((key) => key.endsWith('.avif'))).toHaveLength(4);
    expect(await addMissingAvif(s3.store)).toBe(0);
  });

  it('rebuilds the served variants from the kept originals', async () => {
    const name = await upload();
    await s3.store.delete(`${name}-w800.avif`);
    expect(await rebuildFromOriginals(s3.store)).toBeGreaterThanOrEqual(1);
    expect(await s3.store.exists(`${name}-w800.avif`)).toBe(true);
  });

  it('renders a demo picture once', async () => {
    await demoImage(s3.store, 'demo-prova', 'heart', 1);
    const first = await s3.store.head('demo-prova.avif');
    await demoImage(s3.store, 'demo-prova', 'heart', 1);
    expect((await s3.store.head('demo-prova.avif'))!.etag).toBe(first!.etag);
    expect(await keys('demo-prova')).toHaveLength(8);
  });

  it('removes pictures nothing refers to after the grace period, originals included; keeps the referenced ones', async () => {
    const kept = await upload();
    const orphan = await upload();
    expect(orphan).not.toBe(kept);
    await ctx.addProduct({ slug: 'con-foto-nel-bucket', image: `/uploads/${kept}.webp` });
    const soon = await removeUnreferencedUploads({ db: ctx.db, photos: s3.store, graceMs: DAY });
    expect(soon).not.toContain(orphan);
    const later = await removeUnreferencedUploads({
      db: ctx.db,
      photos: s3.store,
      graceMs: DAY,
      now: () => Date.now() + 2 * DAY,
    });
    expect(later).toContain(orphan);
    expect(later).not.toContain(kept);
    expect(await keys(orphan)).toEqual([]);
    expect(await keys(`.originals/${orphan}`)).toEqual([]);
    expect(await keys(kept)).toHaveLength(8);
    expect(await keys(`.originals/${kept}`)).toHaveLength(1);
  });
});
