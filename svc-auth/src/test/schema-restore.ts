import { execFileSync } from 'node:child_process';

const pgEnv = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  return {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGDATABASE: url.pathname.slice(1),
    PGUSER: decodeURIComponent(url.username) || 'postgres',
    PGPASSWORD: decodeURIComponent(url.password),
  };
};

/** The auth schema as svc-backup dumps it (pg_dump of the schema, owners left out). */
export const dumpAuthSchema = (databaseUrl: string): string =>
  execFileSync('pg_dump', ['--schema=auth', '--no-owner', '--no-privileges'], {
    env: pgEnv(databaseUrl),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

/** What a restore does to the schema: dropped and replayed from the dump in one transaction. */
export function restoreAuthSchema(databaseUrl: string, dump: string): void {
  execFileSync(
    'psql',
    [
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      '-c',
      'DROP SCHEMA auth CASCADE',
      '-f',
      '-',
    ],
    { env: pgEnv(databaseUrl), input: dump, stdio: ['pipe', 'ignore', 'pipe'] },
  );
}
