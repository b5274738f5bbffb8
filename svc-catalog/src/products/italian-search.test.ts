import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { DEMO_PRODUCTS } from '../demo/demo-products.ts';
import { createCatalogTestContext, type CatalogTestContext } from '../test/catalog-test-context.ts';

/** What visitors type in 'Cerca prodotti...' and the product they expect first (demo catalogue). */
const ITALIAN_QUERIES: [query: string, firstSlug: string][] = [
  // plurals and other forms
  ['bavaglini', 'bavaglino-personalizzato-con-nome'],
  ['copertine', 'copertina-nascita-in-mussola'],
  ['fiocchi', 'fiocco-nascita-con-nome'],
  ['borse', 'borsa-mamma-perche-no'],
  ['sonaglini', 'sonaglino-coniglietto'],
  ['cuffiette', 'cuffietta-in-mussola'],
  ['lenzuolini', 'lenzuolino-per-culla'],
  ['libri', 'libro-tattile-di-stoffa'],
  ['tattili', 'libro-tattile-di-stoffa'],
  ['orsetti', 'pupazzo-orsetto'],
  ['pupazzi', 'pupazzo-orsetto'],
  ['organizer', 'organizer-per-passeggino'],
  // accents either way, case
  ['perche', 'borsa-mamma-perche-no'],
  ['PERCHÉ', 'borsa-mamma-perche-no'],
  ['perché no', 'borsa-mamma-perche-no'],
  ['bebe', 'fiocco-nascita-con-nome'],
  ['bebè', 'fiocco-nascita-con-nome'],
  // one-letter typos
  ['copertna', 'copertina-nascita-in-mussola'],
  ['bavaglno', 'bavaglino-personalizzato-con-nome'],
  ['fiochi', 'fiocco-nascita-con-nome'],
  ['pupazo', 'pupazzo-orsetto'],
  ['sonaglno', 'sonaglino-coniglietto'],
  ['passegino', 'organizer-per-passeggino'],
  // near words and parts of words
  ['coperta', 'copertina-nascita-in-mussola'],
  ['cuffia', 'cuffietta-in-mussola'],
  ['sacchetto', 'sacchettino-porta-tutto'],
  ['coniglio', 'sonaglino-coniglietto'],
  ['ciuccio', 'portaciuccio-in-cotone'],
  ['documenti', 'pochette-portadocumenti-bambino'],
  ['bava', 'bavaglino-personalizzato-con-nome'],
  // several words; name above description
  ['bavaglino nome', 'bavaglino-personalizzato-con-nome'],
  ['fiocco nascita', 'fiocco-nascita-con-nome'],
  ['set nascita', 'set-nascita-nuvola'],
  ['nuvola azzurra', 'set-nascita-nuvola'],
  ['libro di stoffa', 'libro-tattile-di-stoffa'],
  ['culla', 'lenzuolino-per-culla'],
  ['passeggino', 'organizer-per-passeggino'],
  ['copertina per passeggino', 'copertina-nascita-in-mussola'],
  ['ricamato a mano', 'bavaglino-personalizzato-con-nome'],
  // words only in a description
  ['biberon', 'borsa-mamma-perche-no'],
  ['pannolenci', 'pupazzo-orsetto'],
  ['libretto pediatrico', 'pochette-portadocumenti-bambino'],
];

const HOSTILE_QUERIES = [
  '"',
  "'",
  '&',
  '|',
  '!',
  ':*',
  '\\',
  'a:* & !b | (c',
  '<->',
  '!!!',
  '"copertina',
  '-',
  '--copertina',
  'or',
  '%',
  '_',
  '\\%_',
  '( ) ( )',
  'bavaglino:*',
  '🧸 orsetto',
  'x'.repeat(200),
  'copertina '.repeat(20).trim(),
];

describe('catalogue search in Italian (issue 19.3)', () => {
  let ctx: CatalogTestContext;
  const search = async (q: string, path = '/api/products') =>
    (await request(ctx.app).get(path).set(gatewayHeaders()).query({ q }).expect(200)).body.map(
      (p: { slug: string }) => p.slug,
    ) as string[];

  beforeAll(async () => {
    ctx = await createCatalogTestContext();
    const now = Date.now();
    for (const [index, product] of DEMO_PRODUCTS.entries()) {
      await ctx.addProduct({
        slug: product.slug,
        name: product.name,
        description: product.description,
        short_description: product.shortDescription,
        category: product.category,
        created_at: new Date(now - index * 60_000),
      });
    }
  });
  afterAll(() => ctx.close());

  it('puts the expected product first for every query of the list', async () => {
    const misses: string[] = [];
    for (const [query, firstSlug] of ITALIAN_QUERIES) {
      const [first] = await search(query);
      if (first !== firstSlug) misses.push(`${query} → ${first ?? '(nothing)'}, expected ${firstSlug}`);
    }
    expect(ITALIAN_QUERIES.length).toBeGreaterThanOrEqual(30);
    expect(misses).toEqual([]);
  });

  it("finds 'Bavaglino personalizzato con nome' by 'bavaglini', in the admin list too, drafts included", async () => {
    expect(await search('bavaglini')).toContain('bavaglino-personalizzato-con-nome');
    await ctx.addProduct({ slug: 'bavaglino-in-bozza', name: 'Bavaglino in bozza', published: false });
    expect(await search('bavaglini')).not.toContain('bavaglino-in-bozza');
    const admin = await search('bavaglini', '/api/admin/products');
    expect(admin).toEqual(
      expect.arrayContaining(['bavaglino-personalizzato-con-nome', 'bavaglino-in-bozza']),
    );
    expect(admin).not.toContain('pupazzo-orsetto');
  });

  it('ranks a name match above products that only mention the word in their description', async () => {
    const results = await search('bavaglino');
    expect(results[0]).toBe('bavaglino-personalizzato-con-nome');
    expect(results).toEqual(expect.arrayContaining(['set-nascita-nuvola', 'portaciuccio-in-cotone']));
  });

  it('finds nothing for a word the catalogue does not have', async () => {
    expect(await search('trattore')).toEqual([]);
  });

  it('lists everything, newest first, for an empty or blank query', async () => {
    const all = await search('');
    expect(all).toHaveLength(DEMO_PRODUCTS.length);
    expect(all[0]).toBe(DEMO_PRODUCTS[0]!.slug);
    expect(await search('   ')).toEqual(all);
  });

  it('answers 200 to any text a visitor may type, on the public and the admin list', async () => {
    for (const q of HOSTILE_QUERIES) {
      for (const path of ['/api/products', '/api/admin/products']) {
        const res = await request(ctx.app).get(path).set(gatewayHeaders()).query({ q });
        expect({ q, path, status: res.status }).toEqual({ q, path, status: 200 });
      }
    }
  });

  it('refuses with an Italian 400 what cannot be a search: NUL, 1,000 characters, a repeated q', async () => {
    for (const path of ['/api/products', '/api/admin/products']) {
      for (const query of [{ q: 'coper\u0000tina' }, { q: 'x'.repeat(1000) }, { q: ['a', 'b'] }]) {
        const res = await request(ctx.app).get(path).set(gatewayHeaders()).query(query).expect(400);
        expect(res.body).toEqual({ message: expect.any(String), issues: expect.any(Array) });
      }
    }
    const long = await request(ctx.app)
      .get('/api/products')
      .query({ q: 'x'.repeat(1000) });
    expect(JSON.stringify(long.body)).toContain('La ricerca può contenere al massimo 200 caratteri');
  });

  it('uses the GIN indexes instead of reading every product', async () => {
    await ctx.db.transaction(async (trx) => {
      await trx.raw('set local enable_seqscan = off');
      const { rows } = await trx.raw<{ rows: { 'QUERY PLAN': string }[] }>(
        `explain select id from products p
          where product_search_document(p.name, p.short_description, p.description)
                @@ websearch_to_tsquery('vetrina_italian', 'copertine')
             or search_fold('copertna') operator(public.<%) search_fold(p.name)`,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('products_search_document_idx');
      expect(plan).toContain('products_search_name_trgm_idx');
    });
  });
});
