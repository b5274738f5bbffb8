import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewLinkSchema } from '@vetrina/contracts';
import { createHmac } from 'node:crypto';
import { createKeyRing } from '@vetrina/service-kit';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { loadCatalogConfig } from '../config.ts';
import {
  createCatalogTestContext,
  TEST_PREVIEW_KEYS,
  TEST_PREVIEW_SECRET,
  type CatalogTestContext,
} from '../test/catalog-test-context.ts';
import { createPreviewTokens, PREVIEW_TTL_MS } from './preview-token.ts';

const admin = gatewayHeaders();
const DAY_MS = 86_400_000;

describe('draft preview links', () => {
  let ctx: CatalogTestContext;
  let draftId: number;
  let otherDraftId: number;
  const tokens = createPreviewTokens(TEST_PREVIEW_KEYS);

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
    draftId = await ctx.addProduct({ slug: 'copertina-bozza', category: 'set-nascita', published: false });
    otherDraftId = await ctx.addProduct({ slug: 'altra-bozza', published: false });
    await ctx.db('product_media').insert({
      product_id: draftId,
      image_url: '/uploads/bozza-2.webp',
      display_order: 1,
      alt_text: 'Copertina piegata',
    });
  });
  afterAll(() => ctx.close());

  const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('anteprima')!;

  it('signs a 7-day link to the product page for an admin only', async () => {
    await request(ctx.app).post(`/api/admin/products/${draftId}/preview-link`).expect(401);
    await request(ctx.app).post('/api/admin/products/9999/preview-link').set(admin).expect(404);
    const before = Date.now();
    const res = await request(ctx.app)
      .post(`/api/admin/products/${draftId}/preview-link`)
      .set(admin)
      .expect(200);
    const link = previewLinkSchema.parse(res.body);
    expect(link.url).toMatch(/^\/prodotti\/copertina-bozza\?anteprima=[\w.-]+$/);
    const expires = Date.parse(link.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + PREVIEW_TTL_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + PREVIEW_TTL_MS);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows the draft, its media and its related products to whoever holds a valid token, never cached', async () => {
    const res = await request(ctx.app).post(`/api/admin/products/${draftId}/preview-link`).set(admin);
    const token = tokenOf(res.body.url);
    for (const path of ['/api/products/copertina-bozza', `/api/products/${draftId}`]) {
      const product = await request(ctx.app).get(path).query({ anteprima: token }).expect(200);
      expect(product.body).toMatchObject({ id: draftId, slug: 'copertina-bozza' });
      expect(product.headers['cache-control']).toBe('private, no-store');
      expect(product.headers['x-robots-tag']).toBe('noindex');
    }
    const media = await request(ctx.app)
      .get('/api/products/copertina-bozza/images')
      .query({ anteprima: token })
      .expect(200);
    expect(media.body.map((m: { altText: string }) => m.altText)).toEqual(['Copertina piegata']);
    expect(media.headers['cache-control']).toBe('private, no-store');
    const related = await request(ctx.app)
      .get(`/api/categories/set-nascita/products?exclude=${draftId}`)
      .query({ anteprima: token })
      .expect(200);
    expect(related.body).toEqual([]);
    // The token opens this draft only: lists stay free of drafts.
    const list = await request(ctx.app).get('/api/products').query({ anteprima: token }).expect(200);
    expect(list.body).toEqual([]);
  });

  it('refuses an expired, tampered, foreign or malformed token with the same 404', async () => {
    const expired = tokens.sign(draftId, Date.now() - PREVIEW_TTL_MS - DAY_MS).token;
    const valid = tokens.sign(draftId).token;
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const tampered = valid.slice(0, -1) + flip(valid.at(-1)!);
    const tamperedMiddle = valid.slice(0, -10) + flip(valid.at(-10)!) + valid.slice(-9);
    const [keyId, , signature] = valid.split('.');
    const otherProducts = tokens.sign(otherDraftId).token;
    const otherProductSameSignature = `${keyId}.${otherProducts.split('.')[1]}.${signature}`;
    const body = (issuedAt: number) =>
      Buffer.from(JSON.stringify({ i: issuedAt, d: { p: draftId } })).toString('base64url');
    const longerLife = `${keyId}.${body(Date.now() + 30 * DAY_MS)}.${signature}`;
    const foreignSecret = createPreviewTokens(
      createKeyRing({ current: 'another-secret-of-at-least-32-characters!' }),
    ).sign(draftId).token;
    for (const token of [
      expired,
      tampered,
      tamperedMiddle,
      otherProductSameSignature,
      otherProducts,
      longerLife,
      foreignSecret,
      '',
      'x',
    ]) {
      const res = await request(ctx.app).get('/api/products/copertina-bozza').query({ anteprima: token });
      expect(res.status, token).toBe(404);
      expect(res.body.message).toBe('Prodotto non trovato');
      expect(res.headers['cache-control']).toBe('private, no-store');
      await request(ctx.app)
        .get('/api/products/copertina-bozza/images')
        .query({ anteprima: token })
        .expect(404);
    }
    await request(ctx.app)
      .get('/api/products/copertina-bozza')
      .query({ anteprima: 'x'.repeat(201) })
      .expect(400);
  });

  it('checks expiry against the clock and the product id exactly', () => {
    const now = Date.now();
    const { token } = tokens.sign(draftId, now);
    expect(tokens.allows(token, draftId, now + PREVIEW_TTL_MS - 1000)).toBe(true);
    expect(tokens.allows(token, draftId, now + PREVIEW_TTL_MS + 1000)).toBe(false);
    expect(tokens.allows(token, otherDraftId, now)).toBe(false);
    expect(tokens.allows(undefined, draftId, now)).toBe(false);
  });

  /** A link signed before the key ring: `{id}.{expires s}.{HMAC(secret, "vetrina-preview:{id}.{expires s}")}`. */
  const legacyLink = (secret: string, productId: number, expiresAt: number) => {
    const payload = `${productId}.${Math.floor(expiresAt / 1000)}`;
    const mac = createHmac('sha256', secret).update(`vetrina-preview:${payload}`).digest('base64url');
    return `${payload}.${mac}`;
  };

  it('still opens a draft with a link of the format of before the key ring until that link expires', async () => {
    const now = Date.now();
    const link = legacyLink(TEST_PREVIEW_SECRET, draftId, now + DAY_MS);
    const res = await request(ctx.app).get('/api/products/copertina-bozza').query({ anteprima: link });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: draftId });
    expect(tokens.allows(link, draftId, now + DAY_MS + 1000)).toBe(false);
    expect(tokens.allows(link, otherDraftId, now)).toBe(false);
    const foreign = legacyLink('another-secret-of-at-least-32-characters!', draftId, now + DAY_MS);
    expect(tokens.allows(foreign, draftId, now)).toBe(false);
    expect(tokens.allows(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`, draftId, now)).toBe(false);
  });

  it('accepts links of the replaced secret for 7 days after PREVIEW_TOKEN_SECRET_ROTATED_AT, then no more', () => {
    const rotatedAt = Date.parse('2026-05-04T10:00:00Z');
    const oldLink = tokens.sign(draftId, rotatedAt - DAY_MS).token;
    const oldLegacyLink = legacyLink(TEST_PREVIEW_SECRET, draftId, rotatedAt + 5 * DAY_MS);
    const config = loadCatalogConfig({
      DATABASE_URL: 'postgres://catalog@127.0.0.1:5432/vetrina',
      GATEWAY_TOKEN: 'g'.repeat(32),
      PREVIEW_TOKEN_SECRET: 'the-new-preview-secret-of-at-least-32-chars',
      PREVIEW_TOKEN_SECRET_PREVIOUS: TEST_PREVIEW_SECRET,
      PREVIEW_TOKEN_SECRET_ROTATED_AT: '2026-05-04T10:00:00Z',
    });
    const rotated = createPreviewTokens(config.PREVIEW_TOKEN_KEYS);
    expect(rotated.allows(oldLink, draftId, rotatedAt + 5 * DAY_MS)).toBe(true);
    expect(rotated.allows(oldLegacyLink, draftId, rotatedAt + 4 * DAY_MS)).toBe(true);
    const laterOldLink = tokens.sign(draftId, rotatedAt + 6 * DAY_MS).token;
    expect(rotated.allows(laterOldLink, draftId, rotatedAt + 7 * DAY_MS)).toBe(true);
    expect(rotated.allows(laterOldLink, draftId, rotatedAt + 7 * DAY_MS + 1)).toBe(false);
    const fresh = rotated.sign(draftId, rotatedAt + 8 * DAY_MS).token;
    expect(rotated.allows(fresh, draftId, rotatedAt + 9 * DAY_MS)).toBe(true);
    expect(tokens.allows(fresh, draftId, rotatedAt + 9 * DAY_MS)).toBe(false);
  });
});
