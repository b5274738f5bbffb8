import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { checkChromium, checkPostgres, checkRedis, missingPrerequisites } from './prerequisites.ts';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const chromiumPath = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (chromiumPath === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = chromiumPath;
});

describe("npm test's prerequisites", () => {
  it('names a PostgreSQL that does not answer and how to get one', async () => {
    const port = await closedPort();
    const missing = await checkPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`);
    expect(missing?.what).toContain(`127.0.0.1:${port}`);
    expect(missing?.fix).toContain('apt-get install postgresql');
  });

  it('accepts the PostgreSQL and Redis the tests use', async () => {
    expect(
      await checkPostgres(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'),
    ).toBeUndefined();
    expect(await checkRedis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379')).toBeUndefined();
  });

  it('names a Redis that does not answer', async () => {
    const port = await closedPort();
    const missing = await checkRedis(`redis://127.0.0.1:${port}`);
    expect(missing?.what).toBe(`Redis does not answer at 127.0.0.1:${port} (TEST_REDIS_URL)`);
    expect(missing?.fix).toContain('apt-get install redis-server');
  });

  it('accepts a Redis that asks for a password (the URL carries it), not a server that is no Redis', async () => {
    const port = await closedPort();
    const redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--requirepass', 'secret', '--save', ''],
      { stdio: 'ignore' },
    );
    try {
      for (let i = 0; i < 50 && (await checkRedis(`redis://:secret@127.0.0.1:${port}`)); i++)
        await sleep(100);
      expect(await checkRedis(`redis://:secret@127.0.0.1:${port}`)).toBeUndefined();
    } finally {
      redis.kill('SIGTERM');
    }
    const notRedis = createServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    await new Promise<void>((resolve) => notRedis.listen(0, '127.0.0.1', resolve));
    const { port: httpPort } = notRedis.address() as { port: number };
    try {
      expect((await checkRedis(`redis://127.0.0.1:${httpPort}`))?.what).toBe(
        `Redis does not answer at 127.0.0.1:${httpPort} (TEST_REDIS_URL)`,
      );
    } finally {
      notRedis.close();
    }
  });

  it('names a missing Chromium only when the end-to-end step is selected', async () => {
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    expect(checkChromium()?.fix).toContain('apt-get install chromium');
    const env = {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    };
    expect(await missingPrerequisites(['lint', 'typecheck'], env, () => {})).toEqual([]);
    const forE2e = await missingPrerequisites(['e2e'], env, () => {});
    expect(forE2e.map((missing) => missing.what)).toEqual([
      'Chromium is not at /nonexistent/chromium (the end-to-end tests drive it)',
    ]);
  });
});
