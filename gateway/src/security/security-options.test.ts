import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_COOKIE, startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { startStub, type StubUpstream } from '../test/stub-upstream.ts';
import { testConfig } from '../test/test-config.ts';

let https: StubSystem;
let slowAuth: StubUpstream;
let slow: StubSystem;
beforeAll(async () => {
  // COOKIE_SECURE unset: derived from the https public URL.
  https = await startStubSystem({ PUBLIC_URL: 'https://vetrina.example' });
  slowAuth = await startStub('auth', (_req, res) => void setTimeout(() => res.end('{}'), 1500));
  slow = await startStubSystem({ AUTH_URL: slowAuth.url, SESSION_CHECK_TIMEOUT_MS: '200' });
});
afterAll(async () => {
  await Promise.all([https.close(), slow.close(), slowAuth.close()]);
});

describe('COOKIE_SECURE', () => {
  it.each([
    [{ PUBLIC_URL: 'https://vetrina.example' }, true],
    [{ PUBLIC_URL: 'https://vetrina.example', COOKIE_SECURE: '' }, true],
    [{ PUBLIC_URL: 'http://localhost:8080' }, false],
    [{ PUBLIC_URL: 'http://localhost:8080', COOKIE_SECURE: 'true' }, true],
    [{ PUBLIC_URL: 'https://vetrina.example', COOKIE_SECURE: 'true' }, true],
    // compose passes COOKIE_SECURE=false by default: an https site stays https (svc-auth decides alike).
    [{ PUBLIC_URL: 'https://vetrina.example', COOKIE_SECURE: 'false' }, true],
    [{ PUBLIC_URL: 'http://localhost:8080', COOKIE_SECURE: 'false' }, false],
  ])('with %o is %s', (env, secure) => {
    expect(testConfig(env).COOKIE_SECURE).toBe(secure);
  });
});

describe('served over HTTPS', () => {
  it('sends HSTS for a year and upgrades insecure requests', async () => {
    const res = await request(https.app).get('/');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('accepts state-changing calls from the public origin only', async () => {
    const own = await request(https.app)
      .post('/api/contact')
      .set('Origin', 'https://vetrina.example')
      .send({});
    expect(own.status).toBe(200);
    const other = await request(https.app)
      .post('/api/contact')
      .set('Origin', 'http://vetrina.example')
      .send({});
    expect(other.status).toBe(403);
  });
});

describe('slow session check', () => {
  it('gives up after the configured time with 503 JSON', async () => {
    const started = Date.now();
    const res = await request(slow.app).get('/api/admin/products').set('Cookie', GOOD_COOKIE);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: expect.any(String), issues: [] });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('uploads', () => {
  it('streams a multipart upload to the service byte for byte', async () => {
    const image = Buffer.alloc(300_000, 7);
    const res = await request(https.app)
      .post('/api/admin/upload')
      .set('Cookie', GOOD_COOKIE)
      .attach('image', image, { filename: 'foto.webp', contentType: 'image/webp' });
    expect(res.status).toBe(200);
    const received = https.stubs.catalog.requests.at(-1)!;
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.body.length).toBeGreaterThan(image.length);
  });
});
