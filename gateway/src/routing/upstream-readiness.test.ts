import request from 'supertest';
import { opsAppOf } from '@vetrina/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';

describe('gateway /readyz (operator port)', () => {
  let system: StubSystem;
  beforeAll(async () => {
    system = await startStubSystem();
  });
  afterAll(() => system.close());

  it('is ready when every upstream answers its /healthz', async () => {
    const res = await request(opsAppOf(system.app)).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.checks).toMatchObject({ catalog: 'ok', storefront: 'ok', backup: 'ok', admin: 'ok' });
  });

  it('is not ready (503) while an upstream is unreachable, and names it', async () => {
    await system.stubs.catalog.close();
    const res = await request(opsAppOf(system.app)).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.checks.catalog).toBe('down');
    expect(res.body.checks.content).toBe('ok');
    // Liveness does not depend on the upstreams: restarting the gateway would not help.
    expect((await request(system.app).get('/healthz')).status).toBe(200);
  });

  it('stays ready while an owner-only app (backups) is down, and reports it', async () => {
    const other = await startStubSystem();
    try {
      await other.stubs.backup.close();
      const res = await request(opsAppOf(other.app)).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body.checks.backup).toBe('down');
    } finally {
      await other.close();
    }
  });
});
