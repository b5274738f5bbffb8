import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../test/drain-fixture.ts');
const DRAIN_DELAY_MS = 500;

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  /** The client's end of the connection the answer came on (the same for a kept-alive one). */
  localPort: number | undefined;
}

function get(port: number, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      const localPort = res.socket.localPort;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          body,
          localPort,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

let child: ChildProcess | undefined;
afterEach(() => void child?.kill('SIGKILL'));

/** Starts the fixture; resolves with its port, its printed lines and its exit. */
async function startFixture() {
  child = spawn(process.execPath, [FIXTURE, String(DRAIN_DELAY_MS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child!.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const { port, opsPort } = await new Promise<{ port: number; opsPort: number }>((resolve) =>
    createInterface({ input: child!.stdout! }).on('line', (line) => {
      lines.push(line);
      if (line.startsWith('{')) resolve(JSON.parse(line) as { port: number; opsPort: number });
    }),
  );
  return { port, opsPort, lines, exited, process: child };
}

describe('startServer on SIGTERM (rolling restarts)', () => {
  it('answers 503 on /readyz (operator port) first, still accepts during the drain delay, finishes the request in flight, then closes its keep-alive connections and exits', async () => {
    const { port, opsPort, lines, exited, process: fixture } = await startFixture();
    const agent = new Agent({ keepAlive: true });
    expect((await get(opsPort, '/readyz', new Agent())).status).toBe(200);

    const inFlight = get(port, '/slow', agent);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const signalledAt = Date.now();
    fixture.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));

    // Draining: not ready, yet still served (a load balancer's last requests are answered), on a
    // connection that closes after the response.
    const readiness = await get(opsPort, '/readyz', new Agent());
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body).checks).toMatchObject({ draining: 'down' });
    const served = await get(port, '/healthz', agent);
    expect(served).toMatchObject({ status: 200, connection: 'close' });

    const slow = await inFlight;
    expect(slow).toMatchObject({ status: 200, connection: 'close' });
    expect(lines).not.toContain('closed');

    // After the delay the listener is closed: a new connection is refused.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_DELAY_MS));
    await expect(get(port, '/healthz', new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    const exit = await exited;
    expect(exit.code).toBe(0);
    expect(lines.at(-1)).toBe('closed');
    // The keep-alive connections did not hold the process for Node's keepAliveTimeout (65 s).
    expect(exit.at - signalledAt).toBeLessThan(DRAIN_DELAY_MS + 3000);
    agent.destroy();
  });

  it('during the delay, answers on a kept-alive connection left idle before the signal (then closes it), never closing it under a request', async () => {
    const { port, process: fixture } = await startFixture();
    const agent = new Agent({ keepAlive: true });
    const before = await get(port, '/healthz', agent);
    fixture.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const during = await get(port, '/healthz', agent);
    expect(during).toMatchObject({ status: 200, connection: 'close', localPort: before.localPort });
    agent.destroy();
  });

  it('closes a keep-alive connection left idle by a response sent before the signal, without waiting for its timeout', async () => {
    const { port, exited, process: fixture } = await startFixture();
    const agent = new Agent({ keepAlive: true });
    expect((await get(port, '/healthz', agent)).connection).toBe('keep-alive');
    const signalledAt = Date.now();
    fixture.kill('SIGTERM');
    const exit = await exited;
    expect(exit.code).toBe(0);
    expect(exit.at - signalledAt).toBeLessThan(DRAIN_DELAY_MS + 3000);
    agent.destroy();
  });
});
