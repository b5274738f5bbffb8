import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, createLogger, migrate, type Db } from '@vetrina/service-kit';
import { createTestDatabase, type TestDatabase } from '@vetrina/service-kit/testing';
import { AUTH_SCHEMA, migrations } from '../migrations/index.ts';
import { verifyPassword } from '../passwords/password-hasher.ts';
import { ensureFirstAdmin } from './first-admin.ts';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase('vetrina_auth');
  db = createDb(database.url, AUTH_SCHEMA, { min: 0, max: 2 });
  await migrate(db, AUTH_SCHEMA, migrations);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

describe('first administrator', () => {
  it('is created once with a generated strong password that is printed once', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const logger = createLogger('t', 'silent');
    await ensureFirstAdmin(db, logger, 'admin');
    await ensureFirstAdmin(db, logger, 'admin');
    const lines = write.mock.calls
      .map(([l]) => String(l))
      .filter((l) => l.startsWith('ADMIN PASSWORD GENERATED:'));
    write.mockRestore();
    expect(lines).toHaveLength(1);
    const password = lines[0]!.split(' ')[3]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    const rows = await db('users').select();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'admin', is_admin: true });
    expect(await verifyPassword(rows[0].password_hash, password)).toBe(true);
    // In the activity log once, as the system's (never the password).
    const entries = await db('activity').select('kind', 'action', 'username', 'item_label', 'summary');
    expect(entries).toEqual([
      {
        kind: 'user',
        action: 'created',
        username: null,
        item_label: 'admin',
        summary: 'Primo amministratore, creato all’avvio',
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain(password);
  });
});
