// vitest globalSetup: integration tests get PostgreSQL and Redis from TEST_DATABASE_URL / TEST_REDIS_URL,
// else the local defaults, else containers started with testcontainers where a Docker engine runs.
import net from 'node:net';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

function answers(url: string, timeoutMs = 1500): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port), timeout: timeoutMs });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

async function containerRuntimeAvailable(): Promise<boolean> {
  const { getContainerRuntimeClient } = await import('testcontainers');
  return getContainerRuntimeClient().then(
    () => true,
    () => false,
  );
}

export default async function setup(): Promise<() => Promise<void>> {
  const stops: (() => Promise<unknown>)[] = [];
  const databaseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL ?? DEFAULT_REDIS_URL;
  const needDatabase = !(await answers(databaseUrl));
  const needRedis = !(await answers(redisUrl));

  if ((needDatabase || needRedis) && !(await containerRuntimeAvailable())) {
    const missing = [needDatabase && `PostgreSQL (${databaseUrl})`, needRedis && `Redis (${redisUrl})`];
    throw new Error(
      `Integration tests need ${missing.filter(Boolean).join(' and ')}: start them, set TEST_DATABASE_URL / ` +
        'TEST_REDIS_URL, or run a Docker engine for testcontainers.',
    );
  }
  if (needDatabase) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const postgres = await new PostgreSqlContainer('postgres:15-alpine').start();
    process.env.TEST_DATABASE_URL = postgres.getConnectionUri();
    stops.push(() => postgres.stop());
  }
  if (needRedis) {
    const { GenericContainer } = await import('testcontainers');
    const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
    process.env.TEST_REDIS_URL = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`;
    stops.push(() => redis.stop());
  }
  return async () => {
    for (const stop of stops) await stop();
  };
}
