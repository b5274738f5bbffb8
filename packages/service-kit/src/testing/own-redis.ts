import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';

/**
 * A redis-server of the test's own (never the shared one), which the test may stop and start again, or
 * freeze (its process stopped: connections stay open, nothing is answered) and thaw.
 */
export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  freeze(): void;
  thaw(): void;
}

export function ownRedis(port: number): OwnRedis {
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    async start() {
      // Already running: a second redis-server could not bind the port and stop() would then hold it.
      if (child && child.exitCode === null && child.signalCode === null) return;
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => {});
      try {
        for (let i = 0; i < 100; i++) {
          if (
            await probe.connect().then(
              () => probe.ping(),
              () => null,
            )
          )
            return;
          probe.disconnect();
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error(`redis-server on port ${port} did not start`);
      } finally {
        probe.disconnect();
      }
    },
    freeze() {
      child?.kill('SIGSTOP');
    },
    thaw() {
      child?.kill('SIGCONT');
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}
