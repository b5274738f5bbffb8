import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import { waitUntil } from './wait-until.ts';

export interface RedisTestServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A redis-server of the test's own on a free port (nothing saved to disk), which the test may stop
 * and start again: the shared Redis on 6379 is never touched.
 */
export async function startRedisTestServer(): Promise<RedisTestServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const server: RedisTestServer = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      // Already running: a second redis-server could not bind the port, and would leave `stop()` holding it
      // while the first one ran on after the tests (an afterAll that restarts Redis "in case" did exactly that).
      if (child && child.exitCode === null && child.signalCode === null) return;
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await waitUntil(() => answers(port), { timeoutMs: 5000, what: 'redis-server to start' });
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
  await server.start();
  return server;
}
