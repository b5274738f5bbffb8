import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_PURGE_CRON, startActivityPurge, type ActivityPurge } from './activity-purge.ts';
import { createActivityTable, recordActivity } from './activity-log.ts';
import { createDb, type Db } from './db.ts';
import { createLogger } from './logger.ts';
import { createTestDatabase, TEST_REDIS_URL, uniqueRedisPrefix, type TestDatabase } from './testing/index.ts';

describe('the nightly activity purge (real PostgreSQL and Redis)', () => {
  let database: TestDatabase;
  let db: Db;
  let purge: ActivityPurge;

  beforeAll(async () => {
    database = await createTestDatabase('vetrina_activity_purge');
    db = createDb(database.url, 'auth', { min: 0, max: 2 });
    await db.raw('CREATE SCHEMA auth');
    await createActivityTable(db, 'auth');
    purge = startActivityPurge({
      db,
      redisUrl: TEST_REDIS_URL,
      prefix: uniqueRedisPrefix('purge').slice(0, -1),
      logger: createLogger('purge-test', 'silent'),
    });
  });
  afterAll(async () => {
    await purge.close();
    await db.destroy();
    await database.drop();
  });

  it('is scheduled once a night, Italian time, as a BullMQ job scheduler', async () => {
    await purge.scheduled;
    const schedule = await purge.schedule();
    expect(schedule).toMatchObject({ pattern: ACTIVITY_PURGE_CRON, tz: 'Europe/Rome' });
    expect(schedule!.next! - Date.now()).toBeGreaterThan(0);
    expect(schedule!.next! - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
  });

  it('removes the entries older than 12 months, keeps the younger ones, and is harmless run again', async () => {
    for (let i = 1; i <= 4; i++) {
      await recordActivity(db, {
        kind: 'sign-in',
        action: 'signed-in',
        actor: { username: 'a' },
        summary: `${i}`,
      });
    }
    await db('activity')
      .whereIn('id', [1, 2])
      .update({ at: db.raw("now() - interval '12 months 1 day'") });
    await db('activity')
      .where({ id: 3 })
      .update({ at: db.raw("now() - interval '11 months 29 days'") });
    expect(await purge.runNow()).toBe(2);
    expect(await db('activity').orderBy('id').pluck('id')).toEqual([3, 4]);
    expect(await purge.runNow()).toBe(0);
  });
});
