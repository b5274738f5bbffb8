import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RedisHandle {
  url: string;
  stop(): Promise<void>;
}

/**
 * What a server at host:port answers to PING within the timeout: 'pong'; 'password needed' (a Redis that
 * wants AUTH first); or undefined (nothing listens, or what listens is not Redis).
 */
export function redisReplyToPing(
  host: string,
  port: number,
  timeoutMs = 1000,
): Promise<'pong' | 'password needed' | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (reply: 'pong' | 'password needed' | undefined) => {
      socket.destroy();
      resolve(reply);
    };
    socket.setTimeout(timeoutMs, () => done(undefined));
    socket.once('error', () => done(undefined));
    socket.once('close', () => done(undefined));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      const reply = data.toString();
      if (reply.startsWith('+PONG')) done('pong');
      else done(reply.startsWith('-NOAUTH') ? 'password needed' : undefined);
    });
  });
}

/** True when a Redis server answers PING at host:port within the timeout (no password asked). */
export const redisAnswers = async (host: string, port: number, timeoutMs = 1000): Promise<boolean> =>
  (await redisReplyToPing(host, port, timeoutMs)) === 'pong';

const hasBinary = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

/** REDIS_URL when set; else a Redis already on 127.0.0.1:6379; else one we spawn (and stop). */
export async function ensureRedis(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<RedisHandle> {
  if (env.REDIS_URL) return { url: env.REDIS_URL, stop: async () => {} };
  const url = 'redis://127.0.0.1:6379';
  if (await redisAnswers('127.0.0.1', 6379)) {
    log('Redis: using the server on 127.0.0.1:6379');
    return { url, stop: async () => {} };
  }
  if (!hasBinary('redis-server')) {
    throw new Error(
      'Redis is needed and none answers on 127.0.0.1:6379.\n' +
        'Install one (Debian/Ubuntu: `apt-get install redis-server`, macOS: `brew install redis`) or set REDIS_URL.',
    );
  }
  log('Redis: starting redis-server on 127.0.0.1:6379');
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', '6379', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50 && !(await redisAnswers('127.0.0.1', 6379)); i++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    await sleep(100);
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
    },
  };
}
