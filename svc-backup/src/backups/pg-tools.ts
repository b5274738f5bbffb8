import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The PostgreSQL 15 client of Debian, preferred over whatever `pg_dump` PATH finds first. */
const DEBIAN_PG15 = '/usr/lib/postgresql/15/bin';

export interface PgTools {
  pgDump: string;
  psql: string;
}

export function findPgTools(binDir?: string): PgTools {
  const dir = binDir ?? (existsSync(path.join(DEBIAN_PG15, 'pg_dump')) ? DEBIAN_PG15 : undefined);
  const tool = (name: string) => (dir ? path.join(dir, name) : name);
  return { pgDump: tool('pg_dump'), psql: tool('psql') };
}

/**
 * The connection as libpq variables: never on the command line, where `ps` would show the password.
 */
export function pgEnv(databaseUrl: string, applicationName = 'vetrina-backup'): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    LANG: 'C.UTF-8',
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    PGUSER: decodeURIComponent(url.username) || 'postgres',
    PGAPPNAME: applicationName,
    PGCONNECT_TIMEOUT: '10',
  };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  const host = url.searchParams.get('host');
  if (host) env.PGHOST = host;
  return env;
}

export class ToolError extends Error {
  readonly tool: string;
  readonly exitCode: number | null;
  readonly stderr: string;
  constructor(tool: string, exitCode: number | null, stderr: string) {
    super(`${path.basename(tool)} failed (exit ${exitCode ?? 'signal'}): ${stderr.trim().slice(-2000)}`);
    this.tool = tool;
    this.exitCode = exitCode;
    this.stderr = stderr;
  }
}

/** `setpriv --pdeathsig` makes the kernel kill the tool if this process dies (e.g. a SIGKILLed worker). */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => existsSync(file));

/**
 * Runs a PostgreSQL client tool without a shell (arguments as an array), resolving with its stdout.
 * psql killed with its parent matters: an orphan would go on and commit a restore nobody watches.
 */
export function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [command, commandArgs] = SETPRIV
    ? [SETPRIV, ['--pdeathsig', 'SIGKILL', '--', tool, ...args]]
    : [tool, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-8000);
    });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out).toString()) : reject(new ToolError(tool, code, err)),
    );
  });
}

export async function majorVersionOf(tool: string): Promise<number> {
  const output = await runTool(tool, ['--version'], { PATH: process.env.PATH });
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(output) ?? /(\d+)\.\d+/.exec(output);
  if (!match) throw new Error(`cannot read the version of ${tool}: ${output}`);
  return Number(match[1]);
}

/**
 * pg_dump cannot dump a server newer than itself: refuse to start rather than fail at the first backup.
 * `serverVersionNum` is `SHOW server_version_num` (e.g. 150020).
 */
export async function checkPgToolVersions(tools: PgTools, serverVersionNum: number): Promise<void> {
  const serverMajor = Math.floor(serverVersionNum / 10000);
  for (const tool of [tools.pgDump, tools.psql]) {
    let major: number;
    try {
      major = await majorVersionOf(tool);
    } catch (error) {
      throw new Error(
        `${tool} not found or not runnable (${(error as Error).message}); install the PostgreSQL ${serverMajor} client or set PG_BIN_DIR`,
        { cause: error },
      );
    }
    if (major < serverMajor) {
      throw new Error(
        `${tool} is PostgreSQL ${major} but the server is ${serverMajor}: backups need a client at least as new as the server (install postgresql-client-${serverMajor} or set PG_BIN_DIR)`,
      );
    }
  }
}
