import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activityQuerySchema,
  cursorAfter,
  decodeActivityCursor,
  type ActivityEntry,
} from '@vetrina/contracts';
import {
  createActivityTable,
  listActivityPage,
  purgeActivity,
  recordActivity,
  type ActivityRecord,
} from './activity-log.ts';
import { createDb, type Db } from './db.ts';
import { createTestDatabase, type TestDatabase } from './testing/index.ts';

const admin = { userId: 1, username: 'admin', isAdmin: true };
const product = (id: number, action: ActivityRecord['action'] = 'updated'): ActivityRecord => ({
  kind: 'product',
  action,
  actor: admin,
  itemId: id,
  itemLabel: `Prodotto ${id}`,
  itemHref: `/admin/prodotti/${id}`,
  summary: 'Modificati: prezzo',
});
const query = (raw: Record<string, string> = {}) => activityQuerySchema.parse(raw);

describe('activity log (real PostgreSQL)', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase('vetrina_activity');
    db = createDb(database.url, 'catalog', { min: 0, max: 2 });
    for (const schema of ['catalog', 'content']) {
      await db.raw('CREATE SCHEMA ??', [schema]);
      await createActivityTable(db, schema);
    }
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });
  beforeEach(async () => {
    await db.raw('TRUNCATE catalog.activity, content.activity RESTART IDENTITY');
  });

  it('writes in the caller’s transaction: a change that fails leaves no entry', async () => {
    await expect(
      db.transaction(async (trx) => {
        await recordActivity(trx, product(1));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db('activity').count({ n: '*' })).toEqual([{ n: 0 }]);

    await db.transaction((trx) => recordActivity(trx, product(1)));
    const page = await listActivityPage(db, 'catalog', query());
    expect(page.items).toEqual([
      {
        id: 'catalog:2', // the rolled-back insert used number 1
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        kind: 'product',
        action: 'updated',
        username: 'admin',
        item: { id: '1', label: 'Prodotto 1', href: '/admin/prodotti/1' },
        summary: 'Modificati: prezzo',
      },
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it('writes into another schema when told (svc-backup’s pool has no search_path of its own)', async () => {
    await recordActivity(
      db,
      { kind: 'backup', action: 'created', actor: null, summary: 'Backup' },
      {
        schema: 'content',
      },
    );
    const page = await listActivityPage(db, 'content', query(), { schema: 'content' });
    expect(page.items.map((e) => [e.id, e.username, e.item])).toEqual([['content:1', null, null]]);
    expect((await listActivityPage(db, 'catalog', query())).items).toEqual([]);
  });

  it('a deletion takes the link away from every entry of that item, and only from those', async () => {
    await recordActivity(db, product(1, 'created'));
    await recordActivity(db, product(2, 'created'));
    await recordActivity(db, { ...product(1), kind: 'media', summary: 'Foto aggiunte: 2' });
    // A photo of product 2 deleted: the product stays, and so do its links.
    await recordActivity(db, { ...product(2, 'deleted'), kind: 'media', removesItem: false });
    await recordActivity(db, product(1, 'deleted'));
    const { items } = await listActivityPage(db, 'catalog', query());
    expect(items.map((e) => [e.kind, e.action, e.item?.id, e.item?.href])).toEqual([
      ['product', 'deleted', '1', null],
      ['media', 'deleted', '2', '/admin/prodotti/2'],
      ['media', 'updated', '1', null],
      ['product', 'created', '2', '/admin/prodotti/2'],
      ['product', 'created', '1', null],
    ]);
  });

  it('pages newest first with a cursor, and filters by kind and by user', async () => {
    for (let i = 1; i <= 5; i++) await recordActivity(db, product(i));
    await recordActivity(db, {
      kind: 'category',
      action: 'created',
      actor: { username: 'aiutante' },
      summary: 'x',
    });
    const first = await listActivityPage(db, 'catalog', query({ limit: '4' }));
    expect(first.items.map((e) => e.id)).toEqual(['catalog:6', 'catalog:5', 'catalog:4', 'catalog:3']);
    const second = await listActivityPage(db, 'catalog', query({ limit: '4', before: first.nextCursor! }));
    expect(second.items.map((e) => e.id)).toEqual(['catalog:2', 'catalog:1']);
    expect(second.nextCursor).toBeNull();

    const byKind = await listActivityPage(db, 'catalog', query({ kind: 'category' }));
    expect(byKind.items.map((e) => e.id)).toEqual(['catalog:6']);
    const byUser = await listActivityPage(db, 'catalog', query({ user: 'admin', limit: '5' }));
    expect(byUser.items.map((e) => e.id)).toEqual([
      'catalog:5',
      'catalog:4',
      'catalog:3',
      'catalog:2',
      'catalog:1',
    ]);
    expect(byUser.nextCursor).toBeNull();
  });

  it('continues after another source’s entry in the shared (at, source, n) order, ties included', async () => {
    // Same transaction, same now(): every entry of both schemas carries the same time.
    await db.transaction(async (trx) => {
      for (let i = 1; i <= 3; i++) {
        await recordActivity(trx, product(i));
        await recordActivity(trx, product(i), { schema: 'content' });
      }
    });
    const all = async (before?: string) => {
      const raw = { limit: '50', ...(before ? { before } : {}) };
      const catalog = await listActivityPage(db, 'catalog', query(raw));
      const content = await listActivityPage(db, 'content', query(raw), { schema: 'content' });
      return [...catalog.items, ...content.items].map((e: ActivityEntry) => e.id).sort();
    };
    // Merged order: content before catalog ('content' > 'catalog'), n descending within each.
    const cursorAt = async (id: string) => {
      const [source] = id.split(':');
      const page = await listActivityPage(db, source as 'catalog', query({ limit: '50' }), {
        schema: source!,
      });
      const entry = page.items.find((e) => e.id === id)!;
      return cursorAfter(entry);
    };
    expect(await all(await cursorAt('content:2'))).toEqual([
      'catalog:1',
      'catalog:2',
      'catalog:3',
      'content:1',
    ]);
    expect(await all(await cursorAt('content:1'))).toEqual(['catalog:1', 'catalog:2', 'catalog:3']);
    expect(await all(await cursorAt('catalog:2'))).toEqual(['catalog:1']);
  });

  it('purges what is older than 12 months and keeps the rest', async () => {
    await recordActivity(db, product(1));
    await recordActivity(db, product(2));
    await recordActivity(db, product(3));
    await db('activity')
      .where({ id: 1 })
      .update({ at: db.raw("now() - interval '13 months'") });
    await db('activity')
      .where({ id: 2 })
      .update({ at: db.raw("now() - interval '11 months 27 days'") });
    expect(await purgeActivity(db)).toBe(1);
    const { items } = await listActivityPage(db, 'catalog', query());
    expect(items.map((e) => e.id)).toEqual(['catalog:3', 'catalog:2']);
    expect(await purgeActivity(db)).toBe(0);
  });

  it('clips what it stores to bounded lengths', async () => {
    await recordActivity(db, { ...product(1), itemLabel: 'x'.repeat(500), summary: 'y'.repeat(900) });
    const [entry] = (await listActivityPage(db, 'catalog', query())).items;
    expect(entry!.item!.label).toHaveLength(200);
    expect(entry!.summary).toHaveLength(500);
  });
});

describe('activity query', () => {
  it('refuses a forged or malformed cursor, an unknown kind and out-of-range limits', () => {
    for (const raw of [
      { before: 'not a cursor' },
      { before: btoa('["2026-01-01T00:00:00.000Z","nowhere",1]') },
      { before: btoa('["yesterday","catalog",1]') },
      { before: btoa('["0000-01-01T00:00:00.000Z","catalog",1]') },
      { before: btoa('["2026-01-01T00:00:00.000Z","catalog",-1]') },
      { kind: 'everything' },
      { limit: '0' },
      { limit: '51' },
      { limit: 'ten' },
      { unknown: '1' },
    ]) {
      expect(activityQuerySchema.safeParse(raw).success, JSON.stringify(raw)).toBe(false);
    }
    expect(activityQuerySchema.parse({})).toEqual({ limit: 20 });
  });

  it('round-trips a cursor', () => {
    const cursor = cursorAfter({ id: 'auth:42', at: '2026-11-26T09:00:00.123Z' });
    expect(decodeActivityCursor(cursor)).toEqual({ at: '2026-11-26T09:00:00.123Z', source: 'auth', n: 42 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
