// A service-kit server in its own process, for server-drain.test.ts: signals are per process.
//   node drain-fixture.ts <drainDelayMs>
// Prints {"port":N,"opsPort":M} once listening (public and operator ports) and "closed" when its closers run (after the last response).
import { pino } from 'pino';
import { createApp } from '../src/app.ts';
import { opsAppOf } from '../src/ops-app.ts';
import { startOpsServer } from '../src/ops-server.ts';
import { startServer } from '../src/server.ts';

const logger = pino({ level: 'silent' });
const app = createApp({
  name: 'drain-fixture',
  logger,
  routes: (router) => {
    router.get('/slow', (_req, res) => void setTimeout(() => res.json({ ok: true }), 700));
  },
});
const server = await startServer(app, {
  port: 0,
  host: '127.0.0.1',
  logger,
  drainDelayMs: Number(process.argv[2] ?? 0),
  closers: [async () => console.log('closed'), () => ops.close()],
});
const ops = await startOpsServer(opsAppOf(app), { port: 0, host: '127.0.0.1', logger });
const address = server.address();
console.log(
  JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, opsPort: ops.port }),
);
