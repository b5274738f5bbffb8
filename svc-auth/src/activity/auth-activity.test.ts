import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityPageSchema, type ActivityEntry } from '@vetrina/contracts';
import { ADMIN, asGateway, startTestAuth, viaGateway, type TestAuth } from '../test/auth-test-app.ts';

const FIRST_PASSWORD = 'pizzo-di-Burano-1957';
const NEW_PASSWORD = 'merletto-a-tombolo-2026';
const TYPED_BY_MISTAKE = 'password-nel-campo-sbagliato';

describe('svc-auth activity log', () => {
  let auth: TestAuth;
  let admin: { id: number; username: string; isAdmin: boolean };
  let cookie = '';
  const latest = async (count: number): Promise<ActivityEntry[]> => {
    const res = await request(auth.app)
      .get(`/internal/activity?limit=${count}`)
      .set(asGateway(admin))
      .expect(200);
    return activityPageSchema.parse(res.body).items;
  };

  beforeAll(async () => {
    auth = await startTestAuth();
    admin = await auth.addUser(ADMIN.username, ADMIN.password);
  });
  afterAll(() => auth.close());

  it("records a sign-in and failed ones: a user's own name, an unknown name only as its fingerprint", async () => {
    cookie = await auth.login(ADMIN.username, ADMIN.password);
    await request(auth.app)
      .post('/api/admin/login')
      .set(viaGateway('198.51.100.7'))
      .send({ username: 'sconosciuto', password: TYPED_BY_MISTAKE })
      .expect(401);
    await request(auth.app)
      .post('/api/admin/login')
      .set(viaGateway('198.51.100.7'))
      .send({ username: ADMIN.username, password: 'not the password at all' })
      .expect(401);
    expect((await latest(3)).map((e) => [e.kind, e.action, e.username, e.item, e.summary])).toEqual([
      [
        'sign-in',
        'sign-in-failed',
        'admin',
        null,
        'Accesso non riuscito: nome utente o password non corretti',
      ],
      [
        'sign-in',
        'sign-in-failed',
        expect.stringMatching(/^sconosciuto #[0-9a-f]{12}$/),
        null,
        'Accesso non riuscito: nome utente o password non corretti',
      ],
      [
        'sign-in',
        'signed-in',
        'admin',
        { id: String(admin.id), label: 'admin', href: `/admin/users/${admin.id}` },
        'Accesso riuscito',
      ],
    ]);
  });

  it('records users created, changed, given a new password and deleted, never a password', async () => {
    const as = asGateway(admin, cookie);
    const created = await request(auth.app)
      .post('/api/admin/users')
      .set(as)
      .send({ username: 'aiutante', password: FIRST_PASSWORD, isAdmin: false })
      .expect(201);
    const id = created.body.id as number;
    await request(auth.app)
      .put(`/api/admin/users/${id}`)
      .set(as)
      .send({ username: 'aiutante', password: NEW_PASSWORD, isAdmin: false })
      .expect(200);
    await auth.login('aiutante', NEW_PASSWORD);
    await request(auth.app)
      .put(`/api/admin/users/${id}`)
      .set(as)
      .send({ username: 'aiutante-sarta', isAdmin: true })
      .expect(200);
    // Refused changes write nothing.
    await request(auth.app)
      .post('/api/admin/users')
      .set(as)
      .send({ username: 'aiutante-sarta', password: FIRST_PASSWORD })
      .expect(409);
    await request(auth.app).delete(`/api/admin/users/${admin.id}`).set(as).expect(409);
    await request(auth.app).delete(`/api/admin/users/${id}`).set(as).expect(204);

    const entries = await latest(5);
    expect(
      entries.map((e) => [e.kind, e.action, e.username, e.item?.label, e.item?.href, e.summary]),
    ).toEqual([
      ['user', 'deleted', 'admin', 'aiutante-sarta', null, 'Utente eliminato'],
      ['user', 'updated', 'admin', 'aiutante-sarta', null, 'Modificati: nome utente, amministratore'],
      ['sign-in', 'signed-in', 'aiutante', 'aiutante', null, 'Accesso riuscito'],
      ['user', 'password-changed', 'admin', 'aiutante', null, 'Modificati: password'],
      ['user', 'created', 'admin', 'aiutante', null, 'Nuovo utente'],
    ]);

    const stored = JSON.stringify(await auth.db('activity').select('*'));
    const hashes = (await auth.db('users').pluck('password_hash')) as string[];
    const sessionIds = [cookie.split('=')[1]!];
    for (const secret of [
      FIRST_PASSWORD,
      NEW_PASSWORD,
      TYPED_BY_MISTAKE,
      ADMIN.password,
      ...hashes,
      ...sessionIds,
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).not.toMatch(/\$argon2/);
  });
});
