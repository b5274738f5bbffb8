import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createHttpServer } from './http-server.ts';
import { createLogger } from './logger.ts';
import { opsAppOf } from './ops-app.ts';
import { startOpsServer, type OpsServer } from './ops-server.ts';

describe('the operator port beside the public one', () => {
  const logger = createLogger('test', 'silent');
  const app = createApp({
    name: 'ops-test',
    logger,
    readiness: { db: async () => {} },
    routes: (a) => a.get('/api/thing', (_req, res) => void res.json({ ok: true })),
  });
  const publicServer = createHttpServer(app);
  let ops: OpsServer;
  let publicUrl = '';
  let opsUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => publicServer.listen(0, '127.0.0.1', resolve));
    publicUrl = `http://127.0.0.1:${(publicServer.address() as AddressInfo).port}`;
    ops = await startOpsServer(opsAppOf(app), { port: 0, host: '127.0.0.1', logger });
    opsUrl = `http://127.0.0.1:${ops.port}`;
  });
  afterAll(async () => {
    await ops.close();
    await new Promise((resolve) => publicServer.close(resolve));
  });

  it('serves /healthz, /readyz and /metrics on its own listener, and nothing of the public app', async () => {
    await fetch(`${publicUrl}/api/thing`);
    expect((await fetch(`${opsUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${opsUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { db: 'ok' } });
    const metrics = await (await fetch(`${opsUrl}/metrics`)).text();
    expect(metrics).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/thing"/);
    expect((await fetch(`${opsUrl}/api/thing`)).status).toBe(404);
  });

  it('the public listener answers 404 for /readyz and /metrics, from any address or header', async () => {
    for (const path of ['/readyz', '/metrics']) {
      expect((await fetch(`${publicUrl}${path}`)).status).toBe(404);
      const forwarded = await fetch(`${publicUrl}${path}`, { headers: { 'x-forwarded-for': '10.1.2.3' } });
      expect(forwarded.status).toBe(404);
    }
    expect((await fetch(`${publicUrl}/healthz`)).status).toBe(200);
  });
});
