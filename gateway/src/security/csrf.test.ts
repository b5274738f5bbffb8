import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CROSS_SITE } from '../routing/json-error.ts';
import { csrfGuard } from './csrf.ts';

const PUBLIC_URL = 'https://bottega.example/negozio';

const guarded = express()
  .use(csrfGuard(PUBLIC_URL))
  .use((_req, res) => {
    res.json({ reached: true });
  });

describe('the cross-site guard on its own', () => {
  it('answers a refused call 403 in the JSON error shape, in Italian', async () => {
    const res = await request(guarded).post('/api/contact').set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: CROSS_SITE, issues: [] });
    expect(CROSS_SITE).toBe('Richiesta non consentita');
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'refuses a cross-site %s to the API',
    async (method) => {
      const res = await request(guarded)[method]('/api/admin/products/1').set('Sec-Fetch-Site', 'cross-site');
      expect(res.status).toBe(403);
    },
  );

  it('accepts the public origin (its path does not matter) and a request whose Origin is its own host', async () => {
    const fromPublic = await request(guarded).post('/api/contact').set('Origin', 'https://bottega.example');
    expect(fromPublic.body).toEqual({ reached: true });
    // The same gateway reached under another name (a LAN address, the container's port) is same-origin too.
    const fromOwnHost = await request(guarded)
      .post('/api/contact')
      .set('Host', '192.168.1.20:8080')
      .set('Origin', 'http://192.168.1.20:8080');
    expect(fromOwnHost.body).toEqual({ reached: true });
    const otherPort = await request(guarded)
      .post('/api/contact')
      .set('Host', '192.168.1.20:8080')
      .set('Origin', 'http://192.168.1.20:9090');
    expect(otherPort.status).toBe(403);
  });

  it('refuses an opaque origin (sandboxed frame, data: URL) and a same-site subdomain', async () => {
    expect((await request(guarded).post('/api/contact').set('Origin', 'null')).status).toBe(403);
    const sibling = await request(guarded).post('/api/contact').set('Sec-Fetch-Site', 'same-site');
    expect(sibling.status).toBe(403);
  });

  it('lets same-origin fetches and header-less clients (curl, services) through', async () => {
    const sameOrigin = await request(guarded).post('/api/contact').set('Sec-Fetch-Site', 'same-origin');
    expect(sameOrigin.body).toEqual({ reached: true });
    const userTyped = await request(guarded).post('/api/contact').set('Sec-Fetch-Site', 'none');
    expect(userTyped.body).toEqual({ reached: true });
    expect((await request(guarded).post('/api/contact')).body).toEqual({ reached: true });
  });

  it('guards only writes: a cross-site read of the API is served', async () => {
    for (const method of ['get', 'head', 'options'] as const) {
      const res = await request(guarded)[method]('/api/products').set('Sec-Fetch-Site', 'cross-site');
      expect(res.status, method).toBe(200);
    }
  });

  it('guards only the API, matched on its canonical lower-case path, not pages nor look-alike prefixes', async () => {
    const upperCase = await request(guarded).post('/API/contact').set('Origin', 'https://evil.example');
    expect(upperCase.status).toBe(403);
    const apiRoot = await request(guarded).post('/api').set('Origin', 'https://evil.example');
    expect(apiRoot.status).toBe(403);
    // Pages answer POSTs themselves (the shell's static server refuses them); this guard leaves them be.
    for (const path of ['/contatti', '/apiary']) {
      const res = await request(guarded).post(path).set('Origin', 'https://evil.example');
      expect(res.body, path).toEqual({ reached: true });
    }
  });
});
