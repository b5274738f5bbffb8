// What `npm test` needs on the machine, checked before any test runs: one clear line and a non-zero exit
// for what it cannot provide itself, and the one piece it can (OpenStack Swift, the tests' S3 server)
// installed from Debian's packages when it runs as root, as `npm start` fetches Node 24.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { redisReplyToPing } from '../start/redis.ts';

export interface Missing {
  what: string;
  fix: string;
}

const SWIFT_PACKAGES = ['swift-proxy', 'swift-account', 'swift-container', 'swift-object'];
const SWIFT_BINARIES = [
  'swift-proxy-server',
  'swift-account-server',
  'swift-container-server',
  'swift-object-server',
];

/** Swift's four servers and its Python package (the photo-store tests build their rings with it). */
export function swiftInstalled(): boolean {
  const binaries = SWIFT_BINARIES.every((name) => existsSync(`/usr/bin/${name}`));
  return (
    binaries &&
    spawnSync('/usr/bin/python3', ['-c', 'import swift.common.ring'], { stdio: 'ignore' }).status === 0
  );
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = () => existsSync('/usr/bin/apt-get');

function aptGet(args: string[]): boolean {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Installs Swift once (as root, from Debian's packages); later runs find it and say nothing. */
export function provisionSwift(log: (line: string) => void): Missing | undefined {
  if (swiftInstalled()) return undefined;
  const command = `apt-get install --no-install-recommends ${SWIFT_PACKAGES.join(' ')}`;
  if (!isRoot() || !hasApt()) {
    return {
      what: 'OpenStack Swift (the real S3 server of the photo-store tests) is not installed',
      fix: `as root: ${command}`,
    };
  }
  log(
    `npm test: installing OpenStack Swift, the tests' S3 server (${SWIFT_PACKAGES.join(', ')}) from Debian's packages, once…`,
  );
  const started = Date.now();
  const installed =
    aptGet(['update', '-qq']) &&
    aptGet(['install', '-y', '-qq', '--no-install-recommends', ...SWIFT_PACKAGES]);
  if (!installed || !swiftInstalled()) {
    return { what: "OpenStack Swift could not be installed from Debian's packages", fix: command };
  }
  log(`npm test: OpenStack Swift installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return undefined;
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function hostAndPort(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port || defaultPort) };
}

export async function checkPostgres(url: string): Promise<Missing | undefined> {
  if (await postgresAnswers(url)) return undefined;
  return {
    what: `PostgreSQL does not answer at ${new URL(url).host} (TEST_DATABASE_URL)`,
    fix: 'apt-get install postgresql (15), or set TEST_DATABASE_URL to a server whose user may create databases',
  };
}

export async function checkRedis(url: string): Promise<Missing | undefined> {
  const { host, port } = hostAndPort(url, 6379);
  // A password in the URL is the tests' business, not this check's: a Redis that asks for one answers.
  if ((await redisReplyToPing(host, port, 3000)) !== undefined) return undefined;
  return {
    what: `Redis does not answer at ${host}:${port} (TEST_REDIS_URL)`,
    fix: 'apt-get install redis-server (7), or set TEST_REDIS_URL',
  };
}

export function checkChromium(): Missing | undefined {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return undefined;
  return {
    what: `Chromium is not at ${chromium} (the end-to-end tests drive it)`,
    fix: 'apt-get install chromium, or set CHROMIUM_PATH',
  };
}

/** What the selected steps need and the machine lacks, after installing what can be installed. */
export async function missingPrerequisites(
  steps: readonly string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<Missing[]> {
  const needsServices = steps.includes('unit') || steps.includes('e2e');
  const checks: (Missing | undefined)[] = [];
  if (needsServices) {
    checks.push(await checkPostgres(env.TEST_DATABASE_URL ?? ''), await checkRedis(env.TEST_REDIS_URL ?? ''));
  }
  if (steps.includes('e2e')) checks.push(checkChromium());
  if (steps.includes('unit')) checks.push(provisionSwift(log));
  return checks.filter((missing): missing is Missing => missing !== undefined);
}
