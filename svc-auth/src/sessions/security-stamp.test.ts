import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asGateway, startTestAuth, viaGateway, type TestAuth } from '../test/auth-test-app.ts';

/** A session belongs to a person (their security stamp), not to whichever row has its user id today. */
let auth: TestAuth;
let admin: { id: number; username: string; isAdmin: boolean };
let adminCookie: string;
beforeAll(async () => {
  auth = await startTestAuth();
  admin = await auth.addUser(ADMIN.username, ADMIN.password);
  adminCookie = await auth.login(ADMIN.username, ADMIN.password);
});
afterAll(() => auth.close());

const PASSWORD = 'a long enough password';
const sessionOf = (cookie: string) =>
  request(auth.app).get('/api/admin/session').set(viaGateway('198.51.100.1')).set('Cookie', cookie);
const gatewayCheck = (cookie: string) =>
  request(auth.app).get('/internal/session').set(viaGateway('198.51.100.1')).set('Cookie', cookie);

/** What restoring a backup does to the auth schema: the rows and the id sequence go back to the backup's. */
async function restoreUsersTo(saved: { rows: Record<string, unknown>[]; lastId: number }) {
  await auth.db.transaction(async (trx) => {
    await trx('users').delete();
    if (saved.rows.length) await trx('users').insert(saved.rows);
    await trx.raw(`SELECT setval(pg_get_serial_sequence('users', 'id'), ?)`, [saved.lastId]);
  });
}
async function backUpUsers() {
  const rows = await auth.db('users').select();
  const { rows: seq } = (await auth.db.raw(`SELECT last_value AS "lastId" FROM users_id_seq`)) as {
    rows: { lastId: string }[];
  };
  return { rows, lastId: Number(seq[0]!.lastId) };
}

describe('security stamp', () => {
  it('after a restore rewinds the users, an old cookie does not become the newly created admin with the same id', async () => {
    const backup = await backUpUsers();
    const helper = await auth.addUser('aiutante', PASSWORD, false);
    const helperCookie = await auth.login('aiutante', PASSWORD);
    expect((await sessionOf(helperCookie)).body).toMatchObject({ id: helper.id, isAdmin: false });

    await restoreUsersTo(backup);
    const created = await request(auth.app)
      .post('/api/admin/users')
      .set(asGateway(admin))
      .send({ username: 'capo', password: PASSWORD, isAdmin: true });
    expect(created.status).toBe(201);
    // The escalation: the new admin got the helper's old id.
    expect(created.body.id).toBe(helper.id);

    expect((await gatewayCheck(helperCookie)).status).toBe(401);
    // Refused once, deleted: the session is gone from Redis, and the browser is told to drop the cookie.
    expect(await auth.sessionCount(helper.id)).toBe(0);
    const stolen = await sessionOf(helperCookie);
    expect(stolen.status).toBe(401);
    expect(String(stolen.headers['set-cookie'])).toMatch(/^vetrina_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('the admin who runs a restore and exists in the backup keeps working', async () => {
    const backup = await backUpUsers();
    await auth.addUser('temporaneo', PASSWORD, false);
    await restoreUsersTo(backup);
    expect((await sessionOf(adminCookie)).body).toMatchObject({ id: admin.id, isAdmin: true });
  });

  it("restoring another installation's users (same ids, other people) signs everyone out", async () => {
    const cookie = await auth.login(ADMIN.username, ADMIN.password);
    const foreign = await backUpUsers();
    foreign.rows = foreign.rows.map((row) => ({ ...row, security_stamp: `altra-installazione-${row.id}` }));
    await restoreUsersTo(foreign);
    expect((await sessionOf(cookie)).status).toBe(401);
    expect((await sessionOf(adminCookie)).status).toBe(401);
    adminCookie = await auth.login(ADMIN.username, ADMIN.password);
    expect((await sessionOf(adminCookie)).status).toBe(200);
  });

  it('a demoted administrator is signed out everywhere and signs in again as what they are now', async () => {
    const vice = await auth.addUser('vice', PASSWORD, true);
    const viceCookie = await auth.login('vice', PASSWORD);
    const demoted = await request(auth.app)
      .put(`/api/admin/users/${vice.id}`)
      .set(asGateway(admin, adminCookie))
      .send({ username: 'vice', password: '', isAdmin: false });
    expect(demoted.status).toBe(200);
    expect((await gatewayCheck(viceCookie)).status).toBe(401);
    const again = await auth.login('vice', PASSWORD);
    expect((await sessionOf(again)).body).toMatchObject({ id: vice.id, isAdmin: false });
  });

  it("a password change ends the user's other sessions but keeps the one that made the change", async () => {
    const owner = await auth.addUser('titolare', PASSWORD, true);
    const phone = await auth.login('titolare', PASSWORD);
    const laptop = await auth.login('titolare', PASSWORD);
    const changed = await request(auth.app)
      .put(`/api/admin/users/${owner.id}`)
      .set(asGateway(owner, laptop))
      .send({ username: 'titolare', password: 'a brand new long password', isAdmin: true });
    expect(changed.status).toBe(200);
    expect((await sessionOf(phone)).status).toBe(401);
    expect((await sessionOf(laptop)).body).toMatchObject({ id: owner.id, username: 'titolare' });
  });

  it('a password changed directly in the database (or by a restore) ends sessions that did not know of it', async () => {
    const user = await auth.addUser('diretto', PASSWORD, false);
    const cookie = await auth.login('diretto', PASSWORD);
    await auth.db('users').where({ id: user.id }).update({ security_stamp: 'cambiato' });
    expect((await sessionOf(cookie)).status).toBe(401);
    expect(await auth.sessionCount(user.id)).toBe(0);
  });
});
