import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TABLE } from '@vetrina/service-kit';
import { forgetTypedSignInNames } from '../migrations/20261206000001-forget-typed-sign-in-names.ts';
import { ADMIN, startTestAuth, viaGateway, type TestAuth } from '../test/auth-test-app.ts';

const names = async (auth: TestAuth) =>
  (await auth.db(ACTIVITY_TABLE).where({ action: 'sign-in-failed' }).orderBy('id')).map(
    (row: { username: string }) => row.username,
  );

describe('failed sign-ins in the activity log', () => {
  let auth: TestAuth;
  beforeAll(async () => {
    auth = await startTestAuth({ LOGIN_IP_MAX_FAILURES: '100', LOGIN_MAX_FAILURES: '100' });
    await auth.addUser(ADMIN.username, ADMIN.password);
  });
  afterAll(() => auth.close());

  const fail = (username: string, ip: string) =>
    request(auth.app)
      .post('/api/admin/login')
      .set(viaGateway(ip))
      .send({ username, password: 'not the password' })
      .expect(401);

  it("keeps the same fingerprint for the same name, another for another, and the user's own name", async () => {
    await fail('Tr0ub4dor&3', '198.51.100.1');
    await fail(' tr0ub4dor&3 ', '198.51.100.2');
    await fail('another-secret-9', '198.51.100.3');
    await fail(ADMIN.username, '198.51.100.4');
    const [first, again, other, own] = await names(auth);
    expect(first).toMatch(/^sconosciuto #[0-9a-f]{12}$/);
    expect(again, 'case and spaces aside, one name, one fingerprint').toBe(first);
    expect(other).not.toBe(first);
    expect(own).toBe(ADMIN.username);
  });

  it('writes at most 30 entries an hour for one address that is not signed in', async () => {
    const before = (await names(auth)).length;
    for (let i = 0; i < 35; i++) await fail(`flood-${i}`, '198.51.100.99');
    expect((await names(auth)).length - before).toBe(30);
    await fail('another address', '198.51.100.98');
    expect((await names(auth)).length - before, 'other addresses still write theirs').toBe(31);
  });

  it('the migration blanks the names older entries kept when they name no user', async () => {
    const summary = 'Accesso non riuscito: nome utente o password non corretti';
    const [typed] = await auth
      .db(ACTIVITY_TABLE)
      .insert({ kind: 'sign-in', action: 'sign-in-failed', username: 'Hunter2-typed!', summary })
      .returning('id');
    const [own] = await auth
      .db(ACTIVITY_TABLE)
      .insert({ kind: 'sign-in', action: 'sign-in-failed', username: 'ADMIN', summary })
      .returning('id');
    await forgetTypedSignInNames.up(auth.db);
    const username = async (row: { id: number }) =>
      (await auth.db(ACTIVITY_TABLE).where({ id: row.id }).first()).username;
    expect(await username(typed)).toBeNull();
    expect(await username(own)).toBe('ADMIN');
  });
});
