import knex, { type Knex } from 'knex';
import pg from 'pg';
import type { Logger } from './logger.ts';

export * from './db-roles.ts';

// numeric stays a string (money is a decimal string on the wire); bigint counts become numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Db = Knex;
export interface Migration {
  up(db: Knex): Promise<void>;
  down?(db: Knex): Promise<void>;
}

/** A knex pool whose search_path is the service's own schema. */
export function createDb(url: string, schema: string, pool = { min: 0, max: 10 }): Db {
  return knex({
    client: 'pg',
    connection: url,
    searchPath: [schema],
    pool: {
      ...pool,
      afterCreate: (conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) => {
        conn.query('SET statement_timeout = 15000', (err) => done(err, conn));
      },
    },
    acquireConnectionTimeout: 5000,
  });
}

/**
 * Runs a service's migrations inside its own schema only. Migrations are given as an ordered
 * record (name → module) so no file-system scanning is needed.
 */
export async function migrate(
  db: Db,
  schema: string,
  migrations: Record<string, Migration>,
  logger?: Logger,
): Promise<string[]> {
  // Several replicas may start at once on an empty database: knex's own lock makes the losers fail
  // ("Migration table is already locked") and CREATE SCHEMA/TABLE can race. A transaction-scoped
  // advisory lock makes them wait their turn instead; the next one finds nothing left to apply.
  return db.transaction(async (lock) => {
    await lock.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`vetrina-migrate:${schema}`]);
    return migrateLocked(db, schema, migrations, logger);
  });
}

async function migrateLocked(
  db: Db,
  schema: string,
  migrations: Record<string, Migration>,
  logger?: Logger,
): Promise<string[]> {
  // A service's role owns its schema but may not create schemas (CREATE on the database): PostgreSQL
  // checks that right even for CREATE SCHEMA IF NOT EXISTS, so ask first.
  const { rows } = (await db.raw('SELECT 1 FROM pg_namespace WHERE nspname = ?', [schema])) as {
    rows: unknown[];
  };
  if (rows.length === 0) await db.raw('CREATE SCHEMA ??', [schema]);
  const names = Object.keys(migrations).sort();
  const [, applied] = (await db.migrate.latest({
    schemaName: schema,
    tableName: 'knex_migrations',
    migrationSource: {
      getMigrations: async () => names,
      getMigrationName: (name: string) => name,
      getMigration: async (name: string) => {
        const m = migrations[name]!;
        return { up: (k: Knex) => m.up(k), down: (k: Knex) => (m.down ? m.down(k) : Promise.resolve()) };
      },
    },
  })) as [number, string[]];
  if (applied.length > 0) logger?.info({ schema, applied }, 'migrations applied');
  return applied;
}

export async function pingDb(db: Db): Promise<void> {
  await db.raw('select 1');
}
