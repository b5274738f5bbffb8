import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSchema } from '@vetrina/contracts';
import { createDb, databaseUrlFor, migrate, setUpDatabaseRoles, type Db } from '@vetrina/service-kit';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import {
  type BackupHarness,
  restoreOwnBackup,
  snapshot,
  startBackupHarness,
} from '../test/backup-harness.ts';

/** Each service logs in as its own role; svc-backup (the harness) runs as the backup role. */
describe('least-privilege database roles', () => {
  let h: BackupHarness;
  const pools: Db[] = [];
  const as = (index: number) => {
    const owner = h.roles.owners[index]!;
    const db = createDb(databaseUrlFor(h.databaseUrl, owner.role, owner.password), owner.schema, {
      min: 0,
      max: 2, // migrate holds its lock on one connection and works on another
    });
    pools.push(db);
    return db;
  };
  const errorCode = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no error',
      (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
    );

  beforeAll(async () => {
    h = await startBackupHarness();
  });
  afterAll(async () => {
    for (const db of pools) await db.destroy();
    await h.stop();
  });

  it("lets catalog's role use its own schema only: permission denied on content's and auth's", async () => {
    const catalog = as(0);
    expect((await catalog('products').count({ n: '*' }))[0]!.n).toBe(40);
    expect(await errorCode(catalog.raw('SELECT * FROM content.testimonials'))).toMatch(
      /^42501: .*permission denied for schema content/,
    );
    expect(await errorCode(catalog.raw('SELECT * FROM auth.users'))).toMatch(
      /^42501: .*permission denied for schema auth/,
    );
    expect(await errorCode(catalog.raw('CREATE SCHEMA elsewhere'))).toMatch(/^42501: /);
    expect(await errorCode(catalog.raw('CREATE ROLE intruder'))).toMatch(/^42501: /);
    const { rows } = (await catalog.raw(
      'SELECT rolsuper, rolcreaterole, rolcreatedb FROM pg_roles WHERE rolname = current_user',
    )) as { rows: unknown[] };
    expect(rows).toEqual([{ rolsuper: false, rolcreaterole: false, rolcreatedb: false }]);
  });

  it("runs a service's migrations as its own role, under the advisory lock", async () => {
    const content = as(1);
    const applied = await migrate(content, 'content', {
      '0001-notes': {
        up: (db) => db.schema.withSchema('content').createTable('notes', (t) => t.increments()),
      },
    });
    expect(applied).toEqual(['0001-notes']);
    const { rows } = (await h.db.raw(
      `SELECT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE oid = 'content.notes'::regclass`,
    )) as { rows: { owner: string }[] };
    expect(rows[0]!.owner).toBe(h.roles.owners[1]!.role);
  });

  it('is idempotent: a second set-up changes nothing and keeps the data', async () => {
    const before = await snapshot(h.db);
    await setUpDatabaseRoles(h.databaseUrl, h.roles);
    expect(await snapshot(h.db)).toEqual(before);
  });

  it('lets the backup role dump and restore all three schemas, which go back to their owners', async () => {
    const created = await request(h.app).post('/api/admin/database/backup').set(gatewayHeaders());
    expect(created.status).toBe(201);
    const backup = backupSchema.parse(created.body);
    const before = await snapshot(h.db);
    await h.db.raw(`UPDATE catalog.products SET name = 'Cambiato' WHERE id = 1`);
    await h.db.raw(`DELETE FROM content.testimonials`);
    await h.db.raw(`DELETE FROM auth.users WHERE username = 'editor'`);

    const restored = await restoreOwnBackup(h, backup);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await snapshot(h.db)).toEqual(before);

    const { rows } = (await h.db.raw(`
      SELECT n.nspname AS schema, pg_get_userbyid(n.nspowner) AS owner,
             array_agg(DISTINCT pg_get_userbyid(c.relowner)::text) AS object_owners
        FROM pg_namespace n LEFT JOIN pg_class c ON c.relnamespace = n.oid
       WHERE n.nspname IN ('catalog', 'content', 'auth') GROUP BY 1, 2 ORDER BY 1`)) as {
      rows: { schema: string; owner: string; object_owners: string[] }[];
    };
    const roleOf = (schema: string) => h.roles.owners.find((o) => o.schema === schema)!.role;
    expect(rows).toEqual(
      ['auth', 'catalog', 'content'].map((schema) => ({
        schema,
        owner: roleOf(schema),
        object_owners: [roleOf(schema)],
      })),
    );
    // The services go on working on their restored schemas, and still cannot see the others.
    const catalog = as(0);
    await catalog('products').where({ id: 1 }).update({ name: 'Dopo il ripristino' });
    expect(await errorCode(catalog.raw('SELECT * FROM content.testimonials'))).toMatch(/^42501: /);
  });

  it('gives the backup role no power beyond the three schemas and its own', async () => {
    const backupDb = h.system.db;
    const { rows } = (await backupDb.raw(
      'SELECT rolsuper, rolcreaterole, rolcreatedb, rolreplication FROM pg_roles WHERE rolname = current_user',
    )) as { rows: unknown[] };
    expect(rows).toEqual([
      { rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolreplication: false },
    ]);
    expect(await errorCode(backupDb.raw('CREATE ROLE intruder SUPERUSER'))).toMatch(/^42501: /);
    expect(await errorCode(backupDb.raw(`COPY (SELECT 1) TO PROGRAM 'id'`))).toMatch(/^42501: /);
    await h.db.raw('CREATE TABLE public.outside (secret text)');
    expect(await errorCode(backupDb.raw('SELECT * FROM public.outside'))).toMatch(
      /^42501: .*permission denied for table outside/,
    );
  });
});
