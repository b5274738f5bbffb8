import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewLinkSchema } from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import {
  createCatalogTestContext,
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
  const tokens = createPreviewTokens(TEST_PREVIEW_SECRET);

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
    const [, expires, signature] = valid.split('.');
    const otherProductSameSignature = `${otherDraftId}.${expires}.${signature}`;
    const otherProducts = tokens.sign(otherDraftId).token;
    const longerLife = `${draftId}.${Number(expires) + 30 * 86_400}.${signature}`;
    const foreignSecret = createPreviewTokens('another-secret-of-at-least-32-characters!').sign(
      draftId,
    ).token;
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
});
