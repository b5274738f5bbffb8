import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';

let system: StubSystem;
beforeAll(async () => {
  system = await startStubSystem();
});
afterAll(() => system.close());

it("lets the admin's service worker control /admin/ and has it revalidated on every update check", async () => {
  const res = await request(system.app).get('/remotes/admin/sw.js');
  expect(res.body).toMatchObject({ service: 'admin', url: '/sw.js' });
  expect(res.headers['service-worker-allowed']).toBe('/admin/');
  expect(res.headers['cache-control']).toBe('no-cache');
});

it('allows no wider scope to any other file', async () => {
  for (const path of [
    '/remotes/admin/remoteEntry.js',
    '/remotes/storefront/sw.js',
    '/sw.js',
    '/admin/sw.js',
  ]) {
    const res = await request(system.app).get(path);
    expect(res.headers['service-worker-allowed'], path).toBeUndefined();
  }
});
