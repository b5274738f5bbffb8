// @vitest-environment node
// The front-end server's stop on SIGTERM (rolling restarts): in its own process, as in its image.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { drainDelayMs } from '../server/serve-static.ts';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/serve-static.ts');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const get = (port: number, agent: Agent) =>
  new Promise<{ status: number; connection?: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });

it('on SIGTERM answers during SHUTDOWN_DRAIN_MS on closing connections, then exits without waiting for idle keep-alive connections', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-drain-'));
  writeFileSync(path.join(dir, 'index.html'), '<html></html>');
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER, '--dir', dir, '--port', String(port)], {
    env: { ...process.env, SHUTDOWN_DRAIN_MS: '400' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const agent = new Agent({ keepAlive: true });
    expect(await get(port, agent)).toEqual({ status: 200, connection: 'keep-alive' });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await get(port, agent)).toEqual({ status: 200, connection: 'close' });
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(400);
    expect(Date.now() - signalledAt).toBeLessThan(3000);
    agent.destroy();
  } finally {
    child.kill('SIGKILL');
  }
});

it('reads SHUTDOWN_DRAIN_MS like the services (0 by default, a bad value refused at start)', () => {
  expect(drainDelayMs({})).toBe(0);
  expect(drainDelayMs({ SHUTDOWN_DRAIN_MS: '5000' })).toBe(5000);
  expect(() => drainDelayMs({ SHUTDOWN_DRAIN_MS: '5s' })).toThrow('SHUTDOWN_DRAIN_MS');
});
