// Catalogue search latency at 10,000 products (issue 19.3): the Italian full-text + trigram search of
// svc-catalog (listPublicProducts, as `/api/products?q=` runs it) against the substring search it replaced
// (accent folding with translate() and LIKE on name and description, no index), same data, same queries.
// Inserts the catalogue into a scratch database (dropped afterwards). Needs the local PostgreSQL
// (TEST_DATABASE_URL). Usage: node bench/src/search-latency.ts   (PRODUCTS=10000, ROUNDS=30)
import { performance } from 'node:perf_hooks';
import { slugify } from '@vetrina/contracts';
import { createDb, migrate, type Db } from '@vetrina/service-kit';
import { createTestDatabase } from '@vetrina/service-kit/testing';
import { DEMO_PRODUCTS } from '../../svc-catalog/src/demo/demo-products.ts';
import { migrations, SCHEMA } from '../../svc-catalog/src/migrations/index.ts';
import { listPublicProducts } from '../../svc-catalog/src/products/product-service.ts';
import { percentile } from './percentile.ts';
import { formatTable, round } from './table.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 30);

const NOUNS = [
  'Bavaglino',
  'Copertina',
  'Fiocco',
  'Sonaglino',
  'Cuffietta',
  'Borsa',
  'Lenzuolino',
  'Pupazzo',
  'Libro',
  'Pochette',
  'Organizer',
  'Sacchettino',
  'Portaciuccio',
  'Tutina',
  'Sacco nanna',
  'Paracolpi',
  'Asciugamano',
  'Grembiule',
  'Astuccio',
  'Cuscino',
];
const DETAILS = [
  'con nome',
  'in mussola',
  'a righe',
  'a pois',
  'di lino',
  'ricamato',
  'con orsetto',
  'Nuvola',
  'Stella',
  'in cotone',
  'trapuntato',
  'con coniglietto',
  'di spugna',
  'in velluto',
  'Arcobaleno',
];
const COLOURS = [
  'rosa cipria',
  'azzurro',
  'salvia',
  'senape',
  'panna',
  'grigio perla',
  'verde bosco',
  'corallo',
];

/** What visitors type: forms, accents, typos, several words, a description word, a miss. */
const QUERIES = [
  'bavaglini',
  'copertine',
  'copertna',
  'perche',
  'fiocco nascita',
  'sacchetto',
  'velluto',
  'trattore',
];

const ACCENTED = 'àáâãäåèéêëìíîïòóôõöùúûüýÿçñ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuyycn';

/** The search before issue 19.3, kept here as the baseline. */
async function substringSearch(db: Db, q: string) {
  const pattern = `%${q
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()}%`;
  return db('products as p')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select('p.*', 'c.name as category_name')
    .where('p.published', true)
    .where((w) =>
      w
        .whereRaw('translate(lower(p.name), ?, ?) like ?', [ACCENTED, PLAIN, pattern])
        .orWhereRaw('translate(lower(p.description), ?, ?) like ?', [ACCENTED, PLAIN, pattern]),
    )
    .orderBy('p.created_at', 'desc');
}

async function insertCatalogue(db: Db) {
  const rows = Array.from({ length: PRODUCTS }, (_, i) => {
    const demo = DEMO_PRODUCTS[i % DEMO_PRODUCTS.length]!;
    const name =
      i < DEMO_PRODUCTS.length
        ? demo.name
        : `${NOUNS[i % NOUNS.length]} ${DETAILS[(i * 7) % DETAILS.length]} ${COLOURS[(i * 3) % COLOURS.length]}`;
    return {
      slug: `${slugify(name)}-${i}`,
      name,
      description: demo.description,
      short_description: demo.shortDescription,
      image: `/uploads/bench-${i}.webp`,
      image_alt: name,
      created_at: new Date(Date.now() - i * 1000),
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await db('products').insert(rows.slice(start, start + 1000));
  }
  await db.raw('analyze products');
}

async function measure(run: () => Promise<unknown[]>) {
  const samples: number[] = [];
  let count = 0;
  await run(); // warm-up: plans and caches
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    count = (await run()).length;
    samples.push(performance.now() - started);
  }
  return { samples, count };
}

const database = await createTestDatabase('vetrina_bench_search');
const db = createDb(database.url, SCHEMA, { min: 1, max: 2 });
try {
  await migrate(db, SCHEMA, migrations);
  await insertCatalogue(db);
  const rows: (string | number)[][] = [];
  const all = { italian: [] as number[], substring: [] as number[] };
  for (const q of QUERIES) {
    const italian = await measure(() => listPublicProducts(db, { q }));
    const substring = await measure(() => substringSearch(db, q));
    all.italian.push(...italian.samples);
    all.substring.push(...substring.samples);
    rows.push([
      q,
      italian.count,
      round(percentile(italian.samples, 50), 2),
      round(percentile(italian.samples, 95), 2),
      substring.count,
      round(percentile(substring.samples, 50), 2),
      round(percentile(substring.samples, 95), 2),
    ]);
  }
  rows.push([
    'all queries',
    '',
    round(percentile(all.italian, 50), 2),
    round(percentile(all.italian, 95), 2),
    '',
    round(percentile(all.substring, 50), 2),
    round(percentile(all.substring, 95), 2),
  ]);
  console.log(`Search latency at ${PRODUCTS} products, ${ROUNDS} rounds per query (ms)\n`);
  console.log(
    formatTable(
      [
        'query',
        'italian hits',
        'italian p50',
        'italian p95',
        'substring hits',
        'substring p50',
        'substring p95',
      ],
      rows,
    ),
  );
} finally {
  await db.destroy();
  await database.drop();
}
