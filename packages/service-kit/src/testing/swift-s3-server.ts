import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A real S3 server for tests: Debian's OpenStack Swift (swift-proxy, swift-account, swift-container,
 * swift-object) with its s3api layer, which checks SigV4 signatures like AWS does. Everything lives in
 * a temporary folder: one-device rings, three storage servers and a proxy on free loopback ports.
 * Ready in a few seconds; `stop()` ends the four processes and removes the folder.
 * (shared/notes/object-storage-here.md; `npm test` installs the packages on its first run as root.)
 */
export interface S3TestServer {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

const SERVERS = ['account', 'container', 'object'] as const;
const BIN = '/usr/bin';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Builds the three one-device rings in one Python process (swift-ring-builder would take nine). */
const RINGS_PY = `
import sys
from swift.common.ring import RingBuilder
swift_dir = sys.argv[1]
for spec in sys.argv[2:]:
    name, port = spec.split('=')
    builder = RingBuilder(0, 1, 1)
    builder.add_dev({'id': 0, 'region': 1, 'zone': 1, 'ip': '127.0.0.1', 'port': int(port), 'device': 'd1', 'weight': 1})
    builder.rebalance()
    builder.get_ring().save(f'{swift_dir}/{name}.ring.gz')
`;

function run(command: string, args: string[], log: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${log} failed (${code}): ${stderr.slice(-500)}`)),
    );
  });
}

const common = (dir: string, port: number) => `[DEFAULT]
bind_ip = 127.0.0.1
bind_port = ${port}
workers = 0
swift_dir = ${dir}
devices = ${dir}/devices
mount_check = false
disable_fallocate = true
log_level = ERROR
log_name = swift-test
`;

/**
 * Generous timeouts: on a busy machine Swift's defaults (0.5 s to connect, 1 s for the container
 * update) let an object server give up telling the container about a new object, which then stays out
 * of the bucket's listing until a replicator (not run here) catches up.
 */
const PATIENT = `conn_timeout = 10
node_timeout = 60
container_update_timeout = 60
`;

const storageConf = (dir: string, server: string, port: number) => `${common(dir, port)}
[pipeline:main]
pipeline = ${server}-server
[app:${server}-server]
use = egg:swift#${server}
${PATIENT}`;

/** Pipeline name → Swift's entry point, for the filters that need no settings. */
const FILTERS = [
  ['catch_errors', 'catch_errors'],
  ['gatekeeper', 'gatekeeper'],
  ['proxy-logging', 'proxy_logging'],
  ['cache', 'memcache'],
  ['listing_formats', 'listing_formats'],
  ['copy', 'copy'],
  ['slo', 'slo'],
  ['dlo', 'dlo'],
];

const proxyConf = (
  dir: string,
  port: number,
  account: string,
  user: string,
  secret: string,
) => `${common(dir, port)}
[pipeline:main]
pipeline = catch_errors gatekeeper proxy-logging cache listing_formats s3api tempauth copy slo dlo proxy-logging proxy-server
[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true
conn_timeout = 10
node_timeout = 60
[filter:s3api]
use = egg:swift#s3api
location = us-east-1
[filter:tempauth]
use = egg:swift#tempauth
user_${account}_${user} = ${secret} .admin
${FILTERS.map(([name, entry]) => `[filter:${name}]\nuse = egg:swift#${entry}\n`).join('')}`;

/** Any HTTP answer (even 404) means the server listens. */
async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startS3TestServer(options: { readyWithinMs?: number } = {}): Promise<S3TestServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vetrina-swift-'));
  await mkdir(path.join(dir, 'devices/d1'), { recursive: true });
  const ports = { proxy: await freePort(), account: 0, container: 0, object: 0 };
  for (const server of SERVERS) ports[server] = await freePort();
  const account = 'vetrina';
  const user = 'tests';
  const secret = randomBytes(12).toString('hex');
  for (const server of SERVERS)
    await writeFile(path.join(dir, `${server}-server.conf`), storageConf(dir, server, ports[server]));
  await writeFile(path.join(dir, 'proxy-server.conf'), proxyConf(dir, ports.proxy, account, user, secret));

  const children: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(children.map(stopProcess));
    await rm(dir, { recursive: true, force: true });
  };
  const killOnExit = () => children.forEach((child) => child.kill('SIGKILL'));
  process.once('exit', killOnExit);
  let failure: Error | undefined;
  const start = (server: (typeof SERVERS)[number] | 'proxy') => {
    const out = openSync(path.join(dir, `${server}.log`), 'a');
    const child = spawn(`${BIN}/swift-${server}-server`, [path.join(dir, `${server}-server.conf`)], {
      stdio: ['ignore', out, out],
    });
    child.once('error', (error) => (failure = error));
    children.push(child);
    closeSync(out);
  };
  // The storage servers need no ring to start: they boot while the rings are built; the proxy needs them.
  for (const server of SERVERS) start(server);
  try {
    await run(
      `${BIN}/python3`,
      ['-c', RINGS_PY, dir, ...SERVERS.map((server) => `${server}=${ports[server]}`)],
      'ring set-up',
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  start('proxy');
  // A few seconds on an idle machine; far more while the rest of the suite keeps both cores busy.
  const deadline = Date.now() + (options.readyWithinMs ?? 60_000);
  for (const port of Object.values(ports)) {
    while (!(await answers(port))) {
      if (failure || Date.now() > deadline || children.some((child) => child.exitCode !== null)) {
        const logs = await Promise.all(
          [...SERVERS, 'proxy'].map((server) =>
            readFile(path.join(dir, `${server}.log`), 'utf8').catch(() => ''),
          ),
        );
        await stopAll();
        throw new Error(
          `Swift did not start (${failure?.message ?? 'see its logs'}; apt-get install swift-proxy…):\n` +
            logs.join('\n').slice(-2000),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    endpoint: `http://127.0.0.1:${ports.proxy}`,
    region: 'us-east-1',
    accessKeyId: `${account}:${user}`,
    secretAccessKey: secret,
    async stop() {
      process.off('exit', killOnExit);
      await stopAll();
    },
  };
}
