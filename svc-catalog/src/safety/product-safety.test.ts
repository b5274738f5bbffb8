import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@vetrina/service-kit';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import {
  completeSafety,
  createCatalogTestContext,
  TEST_MAKER,
  type CatalogTestContext,
} from '../test/catalog-test-context.ts';
import { createMakerClient, MAKER_UNAVAILABLE_MESSAGE } from './maker-client.ts';

const admin = gatewayHeaders();
const form = (slug: string, extra: Record<string, unknown> = {}) => ({
  name: 'Bavaglino a righe',
  slug,
  description: 'Bavaglino in cotone con il retro in spugna.',
  image: '/uploads/bavaglino.webp',
  price: '12.50',
  imageAlt: 'Bavaglino a righe azzurre',
  ...extra,
});

/** svc-content's `GET /api/settings` as a real HTTP server that answers what the test says. */
async function settingsServer(answer: () => { status: number; body: unknown }) {
  const server = createServer((req, res) => {
    const { status, body } = answer();
    res.writeHead(req.url === '/api/settings' ? status : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('product safety data and publishing', () => {
  let ctx: CatalogTestContext;
  let settings: { server: Server; url: string };
  let maker: Record<string, string> = { ...TEST_MAKER, siteName: 'Vetrina' };

  beforeAll(async () => {
    settings = await settingsServer(() => ({ status: 200, body: maker }));
    ctx = await createCatalogTestContext({
      readMaker: createMakerClient(settings.url, createLogger('test', 'silent')),
    });
  });
  afterAll(async () => {
    await ctx.close();
    settings.server.close(() => undefined);
  });

  it('refuses to publish without the safety data, naming each missing field in Italian', async () => {
    const res = await request(ctx.app).post('/api/admin/products').set(admin).send(form('righe')).expect(400);
    expect(res.body.message).toBe(
      'Per pubblicare il prodotto completa: Codice articolo, Composizione, Istruzioni di lavaggio, Età consigliata.',
    );
    expect(res.body.issues).toEqual([
      { path: ['sku'], message: 'Codice articolo: obbligatorio per pubblicare' },
      { path: ['composition'], message: 'Composizione: obbligatorio per pubblicare' },
      { path: ['careInstructions'], message: 'Istruzioni di lavaggio: obbligatorio per pubblicare' },
      { path: ['ageMinMonths'], message: 'Età consigliata: obbligatorio per pubblicare' },
    ]);
    expect(await ctx.db('products').count<{ count: number }[]>('* as count')).toEqual([{ count: 0 }]);
  });

  it('keeps an incomplete draft, then publishes it once complete, and shows the data publicly', async () => {
    const draft = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send(form('bozza', { published: false, sku: 'bav-02' }))
      .expect(201);
    expect(draft.body).toMatchObject({ sku: 'BAV-02', published: false });
    expect(draft.body.safetyMissing).toEqual(['composition', 'careInstructions', 'ageMinMonths']);

    const toy = { ...completeSafety('BAV-02'), isToy: true };
    const refused = await request(ctx.app)
      .put(`/api/admin/products/${draft.body.id}`)
      .set(admin)
      .send(form('bozza', toy))
      .expect(400);
    expect(refused.body.message).toBe('Per pubblicare il prodotto completa: Marcatura CE.');

    const composition = [
      { part: 'esterno', fibres: [{ fibre: 'cotone', percent: 100 }] },
      { part: 'imbottitura', fibres: [{ fibre: 'poliestere', percent: 100 }] },
    ];
    await request(ctx.app)
      .put(`/api/admin/products/${draft.body.id}`)
      .set(admin)
      .send(
        form('bozza', { ...toy, ceMarking: true, composition, ageMaxMonths: 36, warnings: 'Attenzione.' }),
      )
      .expect(200);
    const pub = await request(ctx.app).get('/api/products/bozza').expect(200);
    expect(pub.body).toMatchObject({
      sku: 'BAV-02',
      composition,
      careInstructions: 'Lavare a 30 °C.',
      ageMinMonths: 0,
      ageMaxMonths: 36,
      warnings: 'Attenzione.',
      isToy: true,
      ceMarking: true,
    });
  });

  it('refuses a code another product has, a composition not summing to 100 and an unknown fibre', async () => {
    const dup = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send(form('doppione', completeSafety('bav-02')))
      .expect(409);
    expect(dup.body.message).toBe('Esiste già un prodotto con questo codice articolo');
    const bad = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send(
        form('percentuali', {
          ...completeSafety('X-1'),
          composition: [
            {
              part: '',
              fibres: [
                { fibre: 'cotone', percent: 90 },
                { fibre: 'CO', percent: 10 },
              ],
            },
          ],
        }),
      )
      .expect(400);
    expect(bad.body.issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining(['Scegli una fibra dall’elenco']),
    );
    const sum = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send(
        form('somma', {
          ...completeSafety('X-2'),
          composition: [{ part: '', fibres: [{ fibre: 'cotone', percent: 90 }] }],
        }),
      )
      .expect(400);
    expect(sum.body.issues).toContainEqual({
      path: ['composition', 0, 'fibres'],
      message: 'Le percentuali devono sommare 100',
    });
  });

  it('refuses the 0–3 warning on a product meant for babies', async () => {
    const res = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send(
        form('neonato', {
          ...completeSafety('X-3'),
          warnings: 'Attenzione. Non adatto a bambini di età inferiore a 36 mesi: contiene piccole parti.',
        }),
      )
      .expect(400);
    expect(res.body.issues[0].path).toEqual(['warnings']);
  });

  it('needs the maker in the settings, and refuses (503) when the settings do not answer', async () => {
    maker = { ...TEST_MAKER, makerAddress: '' };
    const res = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send(form('senza-produttore', completeSafety('X-4')))
      .expect(400);
    expect(res.body.message).toBe('Per pubblicare il prodotto completa: Produttore.');
    expect(res.body.issues[0].path).toEqual(['maker']);
    await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send(form('bozza-senza-produttore', { published: false }))
      .expect(201);

    settings.server.close(() => undefined);
    settings.server.closeAllConnections();
    const down = await request(ctx.app)
      .post('/api/admin/products')
      .set(admin)
      .send(form('servizio-giu', completeSafety('X-5')))
      .expect(503);
    expect(down.body.message).toBe(MAKER_UNAVAILABLE_MESSAGE);
  });

  it('keeps a product published before the safety data existed, marked as missing them', async () => {
    const id = await ctx.addProduct({ slug: 'vecchio', published: true });
    await request(ctx.app).get('/api/products/vecchio').expect(200);
    const list = await request(ctx.app).get('/api/admin/products').set(admin).expect(200);
    const old = list.body.find((p: { id: number }) => p.id === id);
    expect(old).toMatchObject({
      published: true,
      safetyMissing: expect.arrayContaining(['sku', 'composition']),
    });
  });
});
