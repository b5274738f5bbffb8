import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { createCatalogTestContext, type CatalogTestContext } from '../test/catalog-test-context.ts';

const admin = gatewayHeaders();
const BOUNDARY = '----vetrina-test-boundary';

let ctx: CatalogTestContext;
let photo: Buffer;
beforeAll(async () => {
  ctx = await createCatalogTestContext();
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f3bfc7' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => ctx.close());

/** A multipart body written by hand, so it can be broken in ways no client library would. */
const part = (headers: string, body: Buffer | string) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`, 'latin1'),
    Buffer.from(body),
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);
const post = (body: Buffer | string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  request(ctx.app).post('/api/admin/upload').set(admin).set('Content-Type', contentType).send(body);

async function expectClientError(res: request.Response, status = 400) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.body).toEqual({ message: expect.any(String), issues: expect.any(Array) });
  // Nothing half-written is left behind.
  expect((await readdir(ctx.uploadsDir)).filter((f) => !f.startsWith('.'))).toEqual([]);
}

describe('broken multipart uploads answer 4xx JSON, never 500', () => {
  it('a multipart type without a boundary', async () => {
    await expectClientError(
      await post(part('Content-Disposition: form-data; name="image"', 'x'), 'multipart/form-data'),
    );
  });

  it('a garbage body', async () => {
    await expectClientError(await post(Buffer.from('\u0000\u00ff garbage, no parts at all \r\n\r\n--')));
    await expectClientError(await post(Buffer.alloc(2048, 0xa5)));
  });

  it('an unterminated part (the body stops before the closing boundary)', async () => {
    const header =
      'Content-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg';
    const whole = Buffer.concat([part(header, photo), end]);
    await expectClientError(await post(whole.subarray(0, whole.length - end.length - 2 - 100)));
    await expectClientError(
      await post(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`, 'latin1')),
    );
  });

  it('a malformed part header', async () => {
    await expectClientError(await post(Buffer.concat([part('this is not a header', 'x'), end])));
  });

  it('a NUL in the file name: 400 when raw in the header; stored under its own name when encoded', async () => {
    const raw =
      'Content-Disposition: form-data; name="image"; filename="fo\u0000to.jpg"\r\nContent-Type: image/jpeg';
    await expectClientError(await post(Buffer.concat([part(raw, photo), end])));
    const encoded =
      'Content-Disposition: form-data; name="image"; filename*=UTF-8\'\'fo%00to%2F..%2F.jpg\r\nContent-Type: image/jpeg';
    const res = await post(Buffer.concat([part(encoded, photo), end]));
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    await request(ctx.app).get(res.body.url).expect(200);
    for (const file of await readdir(ctx.uploadsDir))
      expect(file).toMatch(/^([0-9a-f]{32}(-w\d+)?\.(webp|avif)|\.originals)$/);
  });
});
