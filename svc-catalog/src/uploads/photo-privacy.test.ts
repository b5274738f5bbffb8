import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import {
  createCatalogTestContext,
  servedPhotoFiles,
  type CatalogTestContext,
} from '../test/catalog-test-context.ts';
import { addMissingAvif } from './avif-backfill.ts';
import { storeImage } from './image-store.ts';
import { rebuildFromOriginals } from './original-store.ts';

const admin = gatewayHeaders();
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '45/1 27/1 30/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '9/1 11/1 0/1',
};

/** A phone photo of a child: the owner's name and the place it was taken in its EXIF. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c4e3bb' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Mamma di Sofia', Make: 'Apple' }, IFD3: GPS })
    .toBuffer();
}

const hasExif = (bytes: Buffer) =>
  bytes.includes(Buffer.from('Exif\0\0')) || bytes.includes(Buffer.from('Sofia'));

describe('photos: EXIF never served, originals kept privately, AVIF for older pictures', () => {
  let ctx: CatalogTestContext;
  let name: string;
  let photo: Buffer;

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
    photo = await phonePhoto();
    const res = await request(ctx.app)
      .post('/api/admin/upload')
      .set(admin)
      .attach('image', photo, { filename: 'IMG_0042.jpg', contentType: 'image/jpeg' })
      .expect(201);
    name = res.body.url.slice('/uploads/'.length, -'.webp'.length);
  });
  afterAll(() => ctx.close());

  it('serves WebP and AVIF files without any EXIF or GPS data', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(hasExif(photo)).toBe(true);
    for (const file of ['webp', 'avif'].flatMap((ext) => [
      `${name}.${ext}`,
      `${name}-w400.${ext}`,
      `${name}-w800.${ext}`,
    ])) {
      const res = await request(ctx.app).get(`/uploads/${file}`).buffer(true).expect(200);
      const bytes = res.body as Buffer;
      expect((await sharp(bytes).metadata()).exif, file).toBeUndefined();
      expect(hasExif(bytes), file).toBe(false);
    }
  });

  it('keeps the untouched original, readable by the service only, and never serves it', async () => {
    const original = path.join(ctx.originalsDir, `${name}.jpg`);
    expect((await readFile(original)).equals(photo)).toBe(true);
    expect((await stat(original)).mode & 0o077).toBe(0);
    for (const url of [
      `/uploads/.originals/${name}.jpg`,
      `/uploads/%2Eoriginals/${name}.jpg`,
      `/uploads/%2eoriginals%2F${name}.jpg`,
      `/uploads/x/..%2F.originals/${name}.jpg`,
      `/uploads/..%2F.originals/${name}.jpg`,
      `/uploads/.originals/`,
    ]) {
      const res = await request(ctx.app).get(url);
      expect([400, 403, 404], url).toContain(res.status);
      expect(hasExif(Buffer.isBuffer(res.body) ? res.body : Buffer.from(res.text ?? '')), url).toBe(false);
    }
  });

  it('rebuilds every served file of an upload from its original', async () => {
    await rm(path.join(ctx.uploadsDir, `${name}-w400.avif`));
    expect(await rebuildFromOriginals(ctx.photos)).toBe(1);
    const rebuilt = await sharp(path.join(ctx.uploadsDir, `${name}-w400.avif`)).metadata();
    expect(rebuilt).toMatchObject({ width: 400, height: 300 });
    expect(rebuilt.exif).toBeUndefined();
  });

  it('adds AVIF files to pictures stored as WebP only (demo images, older uploads)', async () => {
    await storeImage(ctx.photos, photo, 'vecchia-foto', ['webp']);
    expect((await readdir(ctx.uploadsDir)).filter((f) => f.startsWith('vecchia-foto'))).toHaveLength(4);
    expect(await addMissingAvif(ctx.photos)).toBe(1);
    const files = (await readdir(ctx.uploadsDir)).filter((f) => f.startsWith('vecchia-foto')).sort();
    expect(files).toEqual(servedPhotoFiles('vecchia-foto'));
    expect(await addMissingAvif(ctx.photos)).toBe(0);
  });
});
