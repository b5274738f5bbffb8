import { createHash } from 'node:crypto';
import { readdir, stat, utimes } from 'node:fs/promises';
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

const admin = gatewayHeaders();

describe('image upload and /uploads', () => {
  let ctx: CatalogTestContext;
  let photo: Buffer;

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
    photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#f3bfc7' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Mamma', ImageDescription: 'foto di Sofia' } })
      .toBuffer();
  });
  afterAll(() => ctx.close());

  it('re-encodes an uploaded photo to WebP and AVIF with width variants and no metadata', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await request(ctx.app)
      .post('/api/admin/upload')
      .set(admin)
      .attach('image', photo, { filename: '../../evil.html', contentType: 'image/jpeg' })
      .expect(201);
    const name = res.body.url.slice('/uploads/'.length, -'.webp'.length);
    // Content-addressed: the name is the hash of the uploaded bytes.
    expect(name).toBe(createHash('sha256').update(photo).digest('hex').slice(0, 32));
    const served = (await readdir(ctx.uploadsDir)).filter((f) => !f.startsWith('.'));
    expect(served.sort()).toEqual(servedPhotoFiles(name));

    const webp = await request(ctx.app).get(res.body.url).buffer(true).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(webp.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(webp.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(meta.exif).toBeUndefined();
    const small = await request(ctx.app).get(`/uploads/${name}-w400.webp`).buffer(true).expect(200);
    expect(await sharp(small.body as Buffer).metadata()).toMatchObject({ width: 400, height: 300 });
    const avif = await request(ctx.app).get(`/uploads/${name}-w400.avif`).buffer(true).expect(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await sharp(avif.body as Buffer).metadata()).toMatchObject({
      format: 'heif',
      width: 400,
      height: 300,
    });
  });

  it('stores the same photo under the same name once, its files renewed; another photo gets another name', async () => {
    const upload = (bytes: Buffer) =>
      request(ctx.app)
        .post('/api/admin/upload')
        .set(admin)
        .attach('image', bytes, { filename: 'foto.jpg', contentType: 'image/jpeg' })
        .expect(201);
    const first = await upload(photo);
    const name = first.body.url.slice('/uploads/'.length, -'.webp'.length);
    const base = path.join(ctx.uploadsDir, `${name}.avif`);
    const old = new Date(Date.now() - 48 * 3_600_000);
    await utimes(base, old, old);
    const again = await upload(photo);
    expect(again.body.url).toBe(first.body.url);
    // Renewed: the cleanup's grace period starts again for a picture uploaded a second time.
    expect((await stat(base)).mtimeMs).toBeGreaterThan(old.getTime() + 3_600_000);
    const mine = (await readdir(ctx.uploadsDir)).filter((f) => f.includes(name));
    expect(mine).toHaveLength(8);
    const other = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#101010' } })
      .jpeg()
      .toBuffer();
    expect((await upload(other)).body.url).not.toBe(first.body.url);
  });

  it('checks the content, not the name: HTML and SVG disguised as images get 415', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await request(ctx.app)
      .post('/api/admin/upload')
      .set(admin)
      .attach('image', html, { filename: 'foto.jpg', contentType: 'image/jpeg' })
      .expect(415);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>1</script></svg>',
    );
    await request(ctx.app)
      .post('/api/admin/upload')
      .set(admin)
      .attach('image', svg, { filename: 'foto.png', contentType: 'image/png' })
      .expect(415);
  });

  it('refuses a truncated JPEG with 415 and writes nothing', async () => {
    const before = await readdir(ctx.uploadsDir);
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    await request(ctx.app)
      .post('/api/admin/upload')
      .set(admin)
      .attach('image', truncated, { filename: 't.jpg', contentType: 'image/jpeg' })
      .expect(415);
    expect(await readdir(ctx.uploadsDir)).toEqual(before);
  });

  it('refuses an iPhone HEIC photo (or any other format) with 415 and the advice to pick JPG', async () => {
    const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#abcdef' } })
      .avif()
      .toBuffer();
    const heic = Buffer.from(avif);
    heic.write('heic', avif.indexOf('ftyp') + 4, 'latin1');
    const undecodable = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(300, 7),
    ]);
    for (const [bytes, filename] of [
      [heic, 'IMG_0001.HEIC'],
      [undecodable, 'IMG_0002.heic'],
      [avif, 'foto.avif'],
    ] as const) {
      const res = await request(ctx.app)
        .post('/api/admin/upload')
        .set(admin)
        .attach('image', bytes, { filename, contentType: 'image/heic' })
        .expect(415);
      expect(res.body.message).toBe(
        "Formato immagine non supportato: carica una foto JPG, PNG o WEBP (su iPhone scegli 'Più compatibile' nelle impostazioni della fotocamera).",
      );
    }
  });

  it('refuses files over 5 MB with 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const res = await request(ctx.app)
      .post('/api/admin/upload')
      .set(admin)
      .attach('image', big, { filename: 'big.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("L'immagine supera i 5 MB");
  });

  it('refuses a pixel bomb (a small file declaring too many pixels) with 422', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await request(ctx.app)
      .post('/api/admin/upload')
      .set(admin)
      .attach('image', bomb, { filename: 'bomb.png', contentType: 'image/png' })
      .expect(422);
  });

  it('answers 400 without a file, 415 for a JSON body and 401 without identity', async () => {
    await request(ctx.app).post('/api/admin/upload').set(admin).field('other', 'x').expect(400);
    await request(ctx.app).post('/api/admin/upload').set(admin).send({ image: 'x' }).expect(415);
    await request(ctx.app)
      .post('/api/admin/upload')
      .attach('image', photo, { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(401);
  });

  it('answers a JSON 404 for a missing upload', async () => {
    const res = await request(ctx.app).get('/uploads/missing.webp').expect(404);
    expect(res.body.message).toBeTruthy();
  });
});
