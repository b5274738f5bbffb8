// Fault injection with real processes: the system as `npm start` runs it, on its own PostgreSQL and
// Redis, while Redis and PostgreSQL are stopped and started, a service is killed and an upstream hangs.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultStack, type FaultStack } from './fault-stack.ts';
import { startSilentServer } from './own-servers.ts';

const PROXY_TIMEOUT_MS = 1000;

interface Answer {
  status: number;
  ms: number;
  type: string;
  body: string;
}

describe('fault injection (own PostgreSQL and Redis, real services and gateway)', () => {
  let stack: FaultStack;
  let cookie = '';
  let testimonial = '';

  async function call(path: string, init: RequestInit = {}, base = stack.gatewayUrl): Promise<Answer> {
    const started = Date.now();
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(15_000),
    });
    const body = await res.text();
    return {
      status: res.status,
      ms: Date.now() - started,
      type: res.headers.get('content-type') ?? '',
      body,
    };
  }
  const signIn = async () => {
    const started = Date.now();
    const res = await fetch(`${stack.gatewayUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(stack.admin),
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: Date.now() - started, cookies: res.headers.getSetCookie() };
  };
  const asAdmin = (path: string, init: RequestInit = {}) =>
    call(path, { ...init, headers: { cookie, ...(init.headers as Record<string, string>) } });
  /** A service's readiness, on its operator port. */
  const ready = (url: string) =>
    fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.status,
      () => 0,
    );
  async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (await check().catch(() => false)) return Date.now() - started;
      await sleep(200);
    }
    throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
  }
  /** The write accepted before every fault is still there after it. */
  const writeIsThere = async () => {
    const list = await call('/api/testimonials');
    expect(list.status).toBe(200);
    expect(list.body).toContain(testimonial);
  };

  beforeAll(async () => {
    stack = await startFaultStack({ gatewayEnv: { PROXY_TIMEOUT_MS: '5000' } });
    const login = await signIn();
    expect(login.status).toBe(200);
    cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
    testimonial = `Scritto prima dei guasti ${Date.now()}`;
    const write = await asAdmin('/api/admin/testimonials', {
      method: 'POST',
      body: JSON.stringify({ name: 'Giulia', content: testimonial, rating: 5 }),
    });
    expect(write.status, write.body).toBe(201);
    await writeIsThere();
  }, 150_000);
  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('Redis stopped: public pages and API answer, sign-in fails closed with 503; sessions are back after its restart', async () => {
    await stack.redis.stop();
    try {
      const products = await call('/api/products');
      expect(products.status).toBe(200);
      expect((await call('/')).status).toBe(200);
      expect((await call('/chi-siamo')).status).toBe(200);
      const login = await signIn();
      expect(login.status).toBe(503);
      expect(login.ms).toBeLessThan(3000);
      const admin = await asAdmin('/api/admin/testimonials');
      expect(admin.status).toBe(503);
      expect(admin.type).toMatch(/application\/json/);
      await writeIsThere();
    } finally {
      await stack.redis.start();
    }
    const back = await until('the session works again', async () => {
      const res = await asAdmin('/api/admin/testimonials');
      return res.status === 200 && res.body.includes(testimonial);
    });
    console.log(`[faults] Redis restarted: the existing session worked again after ${back} ms`);
    expect((await signIn()).status).toBe(200);
  }, 60_000);

  it("PostgreSQL restarted: the services' readiness goes false, then the same processes recover on their own", async () => {
    const services = ['catalog', 'content', 'auth', 'backup'];
    const pids = services.map((name) => stack.supervisor.running.get(name)!.child.pid);
    const urls = services.map((name) => `http://127.0.0.1:${stack.spec(name).env.OPS_PORT}`);
    const readiness = () => Promise.all(urls.map(ready));
    await stack.postgres.stop();
    try {
      const down = await until('every service not ready', async () =>
        (await readiness()).every((status) => status === 503),
      );
      console.log(`[faults] PostgreSQL stopped: every service not ready after ${down} ms`);
    } finally {
      await stack.postgres.start();
    }
    const recovered = await until('ready again', async () => {
      const statuses = await readiness();
      return statuses.every((status) => status === 200) && (await call('/api/products')).status === 200;
    });
    console.log(`[faults] PostgreSQL restarted: every service ready again after ${recovered} ms`);
    expect(services.map((name) => stack.supervisor.running.get(name)!.child.pid)).toEqual(pids);
    expect(services.every((name) => stack.supervisor.isAlive(name))).toBe(true);
    await writeIsThere();
  }, 60_000);

  it("one service killed: the gateway answers its JSON 502/503 within a second, and recovers when it's back", async () => {
    const content = stack.supervisor.running.get('content')!;
    const exited = new Promise((resolve) => content.child.once('exit', resolve));
    content.child.kill('SIGKILL');
    await exited;
    try {
      const down = await asAdmin('/api/admin/testimonials');
      expect([502, 503]).toContain(down.status);
      expect(down.ms).toBeLessThan(1000);
      expect(down.type).toMatch(/application\/json/);
      expect(JSON.parse(down.body)).toMatchObject({ message: expect.any(String), issues: [] });
      console.log(`[faults] svc-content killed: the gateway answered ${down.status} in ${down.ms} ms`);
      // The other services go on answering.
      expect((await call('/api/products')).status).toBe(200);
    } finally {
      await stack.startApp(stack.spec('content'));
    }
    await until('svc-content answers through the gateway', async () => {
      return (await asAdmin('/api/admin/testimonials')).status === 200;
    });
    await writeIsThere();
  }, 60_000);

  it('a hung upstream: the gateway answers 504 within PROXY_TIMEOUT_MS', async () => {
    const silent = await startSilentServer();
    const gateway = stack.spec('gateway');
    const port = Number(new URL(gateway.healthUrl).port) + 1;
    const slowGateway = {
      ...gateway,
      name: 'gateway-slow-upstream',
      env: {
        ...gateway.env,
        PORT: String(port),
        OPS_PORT: String(Number(gateway.env.OPS_PORT) + 1),
        CATALOG_URL: silent.url,
        PROXY_TIMEOUT_MS: String(PROXY_TIMEOUT_MS),
      },
      healthUrl: `http://127.0.0.1:${port}/healthz`,
    };
    try {
      await stack.startApp(slowGateway);
      const slow = await call('/api/products', {}, `http://127.0.0.1:${port}`);
      expect(slow.status).toBe(504);
      expect(slow.type).toMatch(/application\/json/);
      expect(slow.ms).toBeGreaterThanOrEqual(PROXY_TIMEOUT_MS - 50);
      expect(slow.ms).toBeLessThan(PROXY_TIMEOUT_MS + 1500);
      console.log(`[faults] hung upstream: 504 after ${slow.ms} ms (PROXY_TIMEOUT_MS=${PROXY_TIMEOUT_MS})`);
    } finally {
      const running = stack.supervisor.running.get(slowGateway.name);
      running?.child.kill('SIGTERM');
      await running?.exited;
      await silent.close();
    }
    await writeIsThere();
  }, 60_000);
});
