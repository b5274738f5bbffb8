import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { closedUrl, startStub, type StubUpstream } from '../test/stub-upstream.ts';

let down: StubSystem;
let slow: StubSystem;
let sleeper: StubUpstream;
beforeAll(async () => {
  down = await startStubSystem({ CATALOG_URL: await closedUrl(), SHELL_URL: await closedUrl() });
  sleeper = await startStub('slow', (_req, res) => void setTimeout(() => res.end('late'), 1500));
  slow = await startStubSystem({ CONTENT_URL: sleeper.url, PROXY_TIMEOUT_MS: '300' });
});
afterAll(async () => {
  await Promise.all([down.close(), slow.close(), sleeper.close()]);
});

describe('upstream failures', () => {
  it('answers JSON 502 when a service is down', async () => {
    const res = await request(down.app).get('/api/products');
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'Servizio non raggiungibile', issues: [] });
  });

  it('answers JSON 502 (not HTML) when the shell is down', async () => {
    const res = await request(down.app).get('/admin/prodotti');
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('Servizio non raggiungibile');
  });

  it('answers JSON 504 when a service is too slow', async () => {
    const started = Date.now();
    const res = await request(slow.app).get('/api/testimonials');
    expect(res.status).toBe(504);
    expect(res.body.issues).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1400);
  });
});
