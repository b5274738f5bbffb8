import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDb,
  databaseUrlFor,
  migrate,
  SERVICE_DATABASES,
  setUpDatabaseRoles,
  type DatabaseRolesPlan,
} from '@vetrina/service-kit';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '@vetrina/service-kit/testing';
import { migrations, SCHEMA } from './index.ts';

/** Roles unique to this run (roles are cluster-wide); the catalog's extensions as in an installation. */
function rolesPlan(withExtensions: boolean): DatabaseRolesPlan {
  const tag = `vs_${randomBytes(4).toString('hex')}`;
  const owner = (schema: string) => ({ schema, role: `${tag}_${schema}`, password: `pw-${tag}-${schema}` });
  const catalog = {
    ...owner('catalog'),
    ...(withExtensions ? { extensions: SERVICE_DATABASES.catalog.extensions } : {}),
  };
  return { owners: [catalog, owner('content'), owner('auth')], backup: owner('backup') };
}

describe('italian search migration under least privilege', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function catalogAsItsRole(withExtensions: boolean) {
    const database: TestDatabase = await createTestDatabase('vetrina_catalog_roles');
    const plan = rolesPlan(withExtensions);
    cleanups.push(async () => {
      const admin = createDb(TEST_DATABASE_URL, 'public', { min: 0, max: 1 });
      await database.drop();
      for (const { role } of [plan.backup, ...plan.owners]) await admin.raw('DROP ROLE IF EXISTS ??', [role]);
      await admin.destroy();
    });
    await setUpDatabaseRoles(database.url, plan);
    const { role, password } = plan.owners[0]!;
    const db = createDb(databaseUrlFor(database.url, role, password), SCHEMA, { min: 0, max: 2 });
    cleanups.push(() => db.destroy());
    return db;
  }

  it("runs as the catalog's role once the set-up created unaccent and pg_trgm", async () => {
    const db = await catalogAsItsRole(true);
    expect(await migrate(db, SCHEMA, migrations)).toContain('20261201000006-italian-search');
    const { rows } = await db.raw<{ rows: { folded: string; stems: string }[] }>(
      `select search_fold('Perché') as folded, websearch_to_tsquery('vetrina_italian', 'bavaglini')::text as stems`,
    );
    expect(rows[0]).toEqual({ folded: 'perche', stems: "'bavaglin'" });
  });

  it('names the missing set-up step when the extensions are absent', async () => {
    const db = await catalogAsItsRole(false);
    const { rows } = await db.raw<{ rows: unknown[] }>(
      `select 1 from pg_extension where extname in ('unaccent', 'pg_trgm')`,
    );
    expect(rows).toEqual([]); // a fresh database: nothing installed yet
    await expect(migrate(db, SCHEMA, migrations)).rejects.toThrow(/unaccent is missing.*db-setup/);
  });
});
