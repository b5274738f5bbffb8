// The fault tests' own PostgreSQL and Redis: real servers in a temporary folder on free ports, which the
// tests may stop and start at will. The machine's shared servers are never touched.
import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { redisAnswers } from '../start/redis.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** A port nobody listens on now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function run(command: string, args: string[], options: SpawnOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} exited ${code}: ${output}`)),
    );
  });
}

export interface OwnPostgres {
  /** The superuser's URL of the `vetrina` database (set-up only). */
  superuserUrl: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * initdb + pg_ctl in `dir`, password (SCRAM) authentication over TCP as in a real installation.
 * PostgreSQL refuses to run as root: then the cluster belongs to the `postgres` system user.
 */
export async function startOwnPostgres(dir: string): Promise<OwnPostgres> {
  const port = await freePort();
  const password = `pg-${Math.random().toString(36).slice(2)}`;
  const dataDir = path.join(dir, 'data');
  const asUser: SpawnOptions = {};
  mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    Object.assign(asUser, { uid, gid, cwd: dir });
  }
  const passwordFile = path.join(dir, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o644 });
  await run(
    path.join(PG_BIN, 'initdb'),
    [
      '-D',
      dataDir,
      '-U',
      'postgres',
      `--pwfile=${passwordFile}`,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ],
    asUser,
  );
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`;
  const pgCtl = (...args: string[]) => run(path.join(PG_BIN, 'pg_ctl'), ['-D', dataDir, ...args], asUser);
  const handle: OwnPostgres = {
    superuserUrl: `postgres://postgres:${password}@127.0.0.1:${port}/vetrina`,
    start: () => pgCtl('-l', path.join(dir, 'log'), '-w', '-t', '60', '-o', options, 'start'),
    stop: () => pgCtl('-m', 'fast', '-w', '-t', '60', 'stop'),
  };
  await handle.start();
  const client = new pg.Client({ connectionString: handle.superuserUrl.replace(/\/vetrina$/, '/postgres') });
  await client.connect();
  await client.query('CREATE DATABASE vetrina');
  await client.end();
  return handle;
}

export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** redis-server with an append-only file, so sessions outlive a stop and start as in production. */
export async function startOwnRedis(dir: string): Promise<OwnRedis> {
  const port = await freePort();
  mkdirSync(dir, { recursive: true });
  let child: ChildProcess | undefined;
  const handle: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--dir',
          dir,
          '--save',
          '',
          '--appendonly',
          'yes',
          '--appendfsync',
          'always',
        ],
        { stdio: 'ignore' },
      );
      for (let i = 0; i < 100 && !(await redisAnswers('127.0.0.1', port)); i++) {
        if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
        await sleep(100);
      }
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => running.kill('SIGKILL'))]);
    },
  };
  await handle.start();
  return handle;
}

/** A TCP server that accepts every connection and never answers: a hung upstream. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
