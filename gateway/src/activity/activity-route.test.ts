import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_SOURCES,
  activityPageSchema,
  type ActivityEntry,
  type ActivitySource,
} from '@vetrina/contracts';
import {
  activityRoutes,
  createActivityTable,
  createApp,
  createDb,
  createLogger,
  recordActivity,
  type Db,
} from '@vetrina/service-kit';
import { createTestDatabase, type TestDatabase } from '@vetrina/service-kit/testing';
import { buildApp } from '../app.ts';
import { closedUrl, startStub } from '../test/stub-upstream.ts';
import { TEST_TOKEN, testConfig } from '../test/test-config.ts';

const ADMIN_COOKIE = 'vetrina_session=admin-session';
const HELPER_COOKIE = 'vetrina_session=helper-session';
const USERS: Record<string, { id: number; username: string; isAdmin: boolean }> = {
  [ADMIN_COOKIE]: { id: 1, username: 'sarta', isAdmin: true },
  [HELPER_COOKIE]: { id: 2, username: 'aiutante', isAdmin: false },
};

/** svc-auth's session check, as the gateway asks it: a user for a known cookie with the token. */
const sessionCheck: express.RequestHandler = (req, res) => {
  const user = req.get('x-vetrina-gateway-token') === TEST_TOKEN ? USERS[req.get('cookie') ?? ''] : undefined;
  res.status(user ? 200 : 401).json(user ?? { message: 'Autenticazione richiesta', issues: [] });
};

/**
 * Each service's real activity page route (service-kit), on one real database with the four schemas;
 * the auth one also answers the session check.
 */
async function startSource(db: Db, source: ActivitySource, withSessions = source === 'auth') {
  const app = createApp({
    name: `activity-${source}`,
    logger: createLogger('test', 'silent'),
    routes: (a) => {
      if (withSessions) a.get('/internal/session', sessionCheck);
      a.use(activityRoutes({ db, source, gatewayToken: TEST_TOKEN, schema: source }));
    },
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('GET /api/admin/activity (gateway, merged from the four services)', () => {
  let database: TestDatabase;
  let db: Db;
  let sources: Awaited<ReturnType<typeof startSource>>[];
  let sessionsOnly: Awaited<ReturnType<typeof startStub>>;
  let gateway: express.Express;
  let expected: string[];

  const gatewayWith = (urls: Partial<Record<ActivitySource, string>> = {}) =>
    buildApp({
      config: testConfig({
        CATALOG_URL: urls.catalog ?? sources[0]!.url,
        CONTENT_URL: urls.content ?? sources[1]!.url,
        AUTH_URL: urls.auth ?? sources[2]!.url,
        BACKUP_URL: urls.backup ?? sources[3]!.url,
      }),
      logger: createLogger('gateway-test', 'silent'),
    });
  const get = (app: express.Express, query: string, cookie = ADMIN_COOKIE) =>
    request(app).get(`/api/admin/activity${query}`).set('Cookie', cookie);

  beforeAll(async () => {
    database = await createTestDatabase('vetrina_activity_gw');
    db = createDb(database.url, 'public', { min: 0, max: 4 });
    for (const source of ACTIVITY_SOURCES) {
      await db.raw('CREATE SCHEMA ??', [source]);
      await createActivityTable(db, source);
    }
    // 40 entries over the four schemas, several at the very same millisecond (one transaction each).
    for (let round = 0; round < 5; round++) {
      await db.transaction(async (trx) => {
        for (const [i, source] of ACTIVITY_SOURCES.entries()) {
          for (let k = 0; k < 2; k++) {
            await recordActivity(
              trx,
              {
                kind: source === 'auth' ? 'user' : source === 'backup' ? 'backup' : 'product',
                action: 'updated',
                actor: { username: (round + i + k) % 2 ? 'sarta' : 'aiutante' },
                summary: `round ${round}`,
              },
              { schema: source },
            );
          }
        }
      });
    }
    const { rows } = (await db.raw(
      ACTIVITY_SOURCES.map((s) => `SELECT at, '${s}' AS source, id FROM "${s}".activity`).join(
        ' UNION ALL ',
      ) + ' ORDER BY at DESC, source DESC, id DESC',
    )) as { rows: { source: string; id: number }[] };
    expected = rows.map((r) => `${r.source}:${r.id}`);
    sources = await Promise.all(ACTIVITY_SOURCES.map((s) => startSource(db, s)));
    sessionsOnly = await startStub('auth', (req, res) => {
      const ok = req.url === '/internal/session' && req.headers['x-vetrina-gateway-token'] === TEST_TOKEN;
      const user = ok ? USERS[req.headers.cookie ?? ''] : undefined;
      res.writeHead(user ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(user ?? { message: 'no such route', issues: [] }));
    });
    gateway = gatewayWith();
  });
  afterAll(async () => {
    await Promise.all([...sources.map((s) => s.close()), sessionsOnly.close()]);
    await db.destroy();
    await database.drop();
  });

  it('pages through every service’s entries newest first, each once, with the opaque cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(gateway, `?limit=7${cursor ? `&before=${cursor}` : ''}`).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const page = activityPageSchema.parse(res.body);
      expect(page.unavailable).toEqual([]);
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 7));
    const first = activityPageSchema.parse((await get(gateway, '').expect(200)).body);
    expect(first.items).toHaveLength(20);
  });

  it('filters by kind and by user across services', async () => {
    const byKind = activityPageSchema.parse((await get(gateway, '?kind=product&limit=50').expect(200)).body);
    expect(byKind.items.map((e) => e.id.split(':')[0])).toEqual(
      expected.filter((id) => /^(catalog|content):/.test(id)).map((id) => id.split(':')[0]),
    );
    const byUser = activityPageSchema.parse((await get(gateway, '?user=sarta&limit=50').expect(200)).body);
    expect(byUser.items.length).toBe(20);
    expect(byUser.items.every((e: ActivityEntry) => e.username === 'sarta')).toBe(true);
  });

  it('leaves a failing service out and names it; 503 when none answers', async () => {
    const down = await closedUrl();
    const degraded = gatewayWith({ backup: down });
    const page = activityPageSchema.parse((await get(degraded, '?limit=50').expect(200)).body);
    expect(page.unavailable).toEqual(['backup']);
    expect(page.items.map((e) => e.id)).toEqual(expected.filter((id) => !id.startsWith('backup:')));
    const none = gatewayWith({ catalog: down, content: down, backup: down });
    // svc-auth answers the session check but not the activity page: every source failed.
    const noAuthSource = gatewayWith({ catalog: down, content: down, auth: sessionsOnly.url, backup: down });
    const res = await get(noAuthSource, '').expect(503);
    expect(res.body).toEqual({ message: 'Le attività non sono disponibili in questo momento', issues: [] });
    expect((await get(none, '').expect(200)).body.unavailable).toEqual(['catalog', 'content', 'backup']);
  });

  it('is for administrators: 401 signed out, 403 for a helper', async () => {
    await request(gateway).get('/api/admin/activity').expect(401);
    const res = await get(gateway, '', HELPER_COOKIE).expect(403);
    expect(res.body).toEqual({ message: 'Solo gli amministratori possono vedere le attività', issues: [] });
  });

  it('answers 400 {message, issues} to a bad cursor, kind, limit or unknown parameter, without asking a service', async () => {
    for (const query of [
      '?before=forged',
      `?before=${btoa('["2026-01-01T00:00:00.000Z","elsewhere",1]')}`,
      '?kind=everything',
      '?limit=0',
      '?limit=51',
      '?limit=1&limit=2',
      '?page=2',
    ]) {
      const res = await get(gateway, query).expect(400);
      expect(res.body.message, query).toBe('Parametri non validi');
      expect(res.body.issues.length, query).toBeGreaterThan(0);
    }
  });
});
