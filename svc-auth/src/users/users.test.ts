import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asGateway, startTestAuth, type TestAuth } from '../test/auth-test-app.ts';

let auth: TestAuth;
let admin: { id: number; username: string; isAdmin: boolean };
beforeAll(async () => {
  auth = await startTestAuth();
  admin = await auth.addUser(ADMIN.username, ADMIN.password);
});
afterAll(() => auth.close());

const api = () => request(auth.app);
const PASSWORD = 'a long enough password';

describe('users', () => {
  it('refuses calls that did not come through the gateway', async () => {
    expect((await api().get('/api/admin/users')).status).toBe(401);
    const spoofed = await api()
      .get('/api/admin/users')
      .set({ 'x-vetrina-user-id': '1', 'x-vetrina-user-admin': 'true' });
    expect(spoofed.status).toBe(401);
  });

  it('refuses non-administrators with 403 on every operation', async () => {
    const helper = await auth.addUser('helper', PASSWORD, false);
    const as = asGateway(helper);
    expect((await api().get('/api/admin/users').set(as)).status).toBe(403);
    expect((await api().get(`/api/admin/users/${admin.id}`).set(as)).status).toBe(403);
    expect(
      (await api().post('/api/admin/users').set(as).send({ username: 'x', password: PASSWORD })).status,
    ).toBe(403);
    expect(
      (await api().put(`/api/admin/users/${helper.id}`).set(as).send({ username: 'helper', isAdmin: true }))
        .status,
    ).toBe(403);
    expect((await api().delete(`/api/admin/users/${admin.id}`).set(as)).status).toBe(403);
  });

  it('creates, lists, reads, updates and deletes a user', async () => {
    const created = await api()
      .post('/api/admin/users')
      .set(asGateway(admin))
      .send({ username: 'giulia', password: PASSWORD, isAdmin: false });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), username: 'giulia', isAdmin: false });
    const list = await api().get('/api/admin/users').set(asGateway(admin));
    expect(list.body.map((u: { id: number }) => u.id)).toEqual(
      [...list.body.map((u: { id: number }) => u.id)].sort((a, b) => a - b),
    );
    expect(list.body).toContainEqual(created.body);
    expect(JSON.stringify(list.body)).not.toContain('password');
    const id = created.body.id as number;
    expect((await api().get(`/api/admin/users/${id}`).set(asGateway(admin))).body).toEqual(created.body);
    const updated = await api()
      .put(`/api/admin/users/${id}`)
      .set(asGateway(admin))
      .send({ username: 'giulia.r', password: '', isAdmin: true });
    expect(updated.body).toEqual({ id, username: 'giulia.r', isAdmin: true });
    // A blank password kept the old one.
    await auth.login('giulia.r', PASSWORD);
    expect((await api().delete(`/api/admin/users/${id}`).set(asGateway(admin))).status).toBe(204);
    expect((await api().get(`/api/admin/users/${id}`).set(asGateway(admin))).status).toBe(404);
  });

  it('rejects duplicate usernames (any case) with 409 and short passwords with 400', async () => {
    const dup = await api()
      .post('/api/admin/users')
      .set(asGateway(admin))
      .send({ username: 'ADMIN', password: PASSWORD });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: 'Nome utente già in uso', issues: [] });
    const short = await api()
      .post('/api/admin/users')
      .set(asGateway(admin))
      .send({ username: 'paolo', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.issues[0]).toEqual({
      path: ['password'],
      message: 'La password deve contenere almeno 12 caratteri.',
    });
    const missing = await api().post('/api/admin/users').set(asGateway(admin)).send({ username: 'paolo' });
    expect(missing.status).toBe(400);
  });

  it('answers 400 for a bad id and 404 for a missing user', async () => {
    expect((await api().get('/api/admin/users/abc').set(asGateway(admin))).status).toBe(400);
    const missing = await api()
      .put('/api/admin/users/99999')
      .set(asGateway(admin))
      .send({ username: 'nessuno', isAdmin: false });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Utente non trovato');
    expect((await api().delete('/api/admin/users/99999').set(asGateway(admin))).status).toBe(404);
  });

  it('answers 400 JSON, never 500, for a NUL in any user field', async () => {
    const target = await auth.addUser('nul-target', PASSWORD, false);
    const bodies = [
      { username: 'nul\u0000user', password: PASSWORD },
      { username: 'nuluser', password: `${PASSWORD}\u0000` },
    ];
    for (const body of bodies) {
      for (const res of [
        await api().post('/api/admin/users').set(asGateway(admin)).send(body),
        await api()
          .put(`/api/admin/users/${target.id}`)
          .set(asGateway(admin))
          .send({ ...body, isAdmin: false }),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: expect.any(String), issues: [expect.any(Object)] });
      }
    }
    expect((await api().get('/api/admin/users/1%00').set(asGateway(admin))).status).toBe(400);
    expect((await auth.db('users').where({ id: target.id }).first()).username).toBe('nul-target');
  });

  it('rejects unknown fields (no mass assignment)', async () => {
    const res = await api()
      .post('/api/admin/users')
      .set(asGateway(admin))
      .send({ username: 'extra', password: PASSWORD, id: 1 });
    expect(res.status).toBe(400);
  });

  it('stores argon2id hashes with at least the recommended parameters', async () => {
    const rows = await auth.db('users').select('password_hash');
    for (const { password_hash } of rows)
      expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[\w+/]{22}\$/);
  });

  it('protects the last administrator and forbids deleting yourself', async () => {
    const self = await api().delete(`/api/admin/users/${admin.id}`).set(asGateway(admin));
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('Non puoi eliminare il tuo account.');
    const other = await auth.addUser('second-admin', PASSWORD, true);
    const editor = await auth.addUser('editor', PASSWORD, false);
    // With two administrators one may be demoted; then the remaining one is protected.
    expect(
      (
        await api()
          .put(`/api/admin/users/${other.id}`)
          .set(asGateway(admin))
          .send({ username: 'second-admin', isAdmin: false })
      ).status,
    ).toBe(200);
    const demote = await api()
      .put(`/api/admin/users/${admin.id}`)
      .set(asGateway(admin))
      .send({ username: 'admin', isAdmin: false });
    expect(demote.status).toBe(409);
    // The last administrator can't be deleted even by someone else (e.g. a stale admin identity).
    const del = await api()
      .delete(`/api/admin/users/${admin.id}`)
      .set(asGateway({ ...editor, isAdmin: true }));
    expect(del.status).toBe(409);
    expect(del.body.message).toBe("Non è possibile eliminare l'ultimo amministratore.");
  });

  it('ends the other sessions of a user whose password changes, keeping the changer own session', async () => {
    const luca = await auth.addUser('luca', PASSWORD, true);
    const mine = await auth.login('luca', PASSWORD);
    const phone = await auth.login('luca', PASSWORD);
    const res = await api()
      .put(`/api/admin/users/${luca.id}`)
      .set(asGateway(luca, mine))
      .send({ username: 'luca', password: 'a brand new password', isAdmin: true });
    expect(res.status).toBe(200);
    const check = (cookie: string) => api().get('/api/admin/session').set('Cookie', cookie);
    expect((await check(mine)).status).toBe(200);
    expect((await check(phone)).status).toBe(401);
    expect(await auth.sessionCount(luca.id)).toBe(1);

    const laptop = await auth.login('luca', 'a brand new password');
    await api()
      .put(`/api/admin/users/${luca.id}`)
      .set(asGateway(admin))
      .send({ username: 'luca', password: 'yet another password', isAdmin: true });
    expect((await check(laptop)).status).toBe(401);
    expect((await check(mine)).status).toBe(401);
  });

  it('ends the sessions of a deleted user', async () => {
    const temp = await auth.addUser('temporaneo', PASSWORD, false);
    const cookie = await auth.login('temporaneo', PASSWORD);
    await api().delete(`/api/admin/users/${temp.id}`).set(asGateway(admin));
    expect((await api().get('/api/admin/session').set('Cookie', cookie)).status).toBe(401);
  });
});
