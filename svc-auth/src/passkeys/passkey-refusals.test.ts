import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { asGateway, startTestAuth, type TestAuth } from '../test/auth-test-app.ts';
import { addPasskey, passkeyAuthForFile, signInWith, type User } from '../test/passkey-flows.ts';
import { dumpAuthSchema, restoreAuthSchema } from '../test/schema-restore.ts';
import { PASSKEY_REFUSED } from './passkey-login.ts';

/** The passkeys that must no longer open anything, and who may manage which. */
let auth: TestAuth;
let admin: User;
passkeyAuthForFile((started) => ({ auth, admin } = started));

const PASSWORD = 'a long enough password';

describe('passkeys refused', () => {
  it('of a deleted user: the passkey goes with her', async () => {
    const helper = await auth.addUser('aiutante', PASSWORD, false);
    const { authenticator } = await addPasskey(auth, helper);
    expect((await signInWith(auth, authenticator)).status).toBe(200);
    const deleted = await request(auth.app).delete(`/api/admin/users/${helper.id}`).set(asGateway(admin));
    expect(deleted.status).toBe(204);
    expect(await auth.db('passkeys').where({ user_id: helper.id })).toEqual([]);
    const refused = await signInWith(auth, authenticator);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(PASSKEY_REFUSED);
  });

  it('added after the backup that is restored: gone, while the ones in the backup still sign in', async () => {
    const kept = await addPasskey(auth, admin, 'Nel backup');
    const backup = dumpAuthSchema(auth.databaseUrl);
    const later = await addPasskey(auth, admin, 'Dopo il backup');
    expect((await signInWith(auth, later.authenticator)).status).toBe(200);

    restoreAuthSchema(auth.databaseUrl, backup);
    expect((await signInWith(auth, later.authenticator)).status).toBe(401);
    expect((await signInWith(auth, kept.authenticator)).status).toBe(200);
  });

  it('restored over by a backup where its id belongs to someone else: never signs in as that person', async () => {
    const backup = dumpAuthSchema(auth.databaseUrl);
    const temp = await auth.addUser('temporanea', PASSWORD, false);
    const { authenticator } = await addPasskey(auth, temp);
    restoreAuthSchema(auth.databaseUrl, backup);
    // After the restore a new administrator gets the rewound id the passkey's user had.
    const created = await request(auth.app)
      .post('/api/admin/users')
      .set(asGateway(admin))
      .send({ username: 'nuova-capo', password: PASSWORD, isAdmin: true });
    expect(created.body.id).toBe(temp.id);
    expect((await signInWith(auth, authenticator)).status).toBe(401);
  });

  it('removed by its owner on Sicurezza', async () => {
    const { authenticator, passkeyId } = await addPasskey(auth, admin, 'Vecchio telefono');
    const removed = await request(auth.app).delete(`/api/admin/passkeys/${passkeyId}`).set(asGateway(admin));
    expect(removed.status).toBe(204);
    expect((await signInWith(auth, authenticator)).status).toBe(401);
    const entry = await auth.db('activity').orderBy('id', 'desc').first();
    expect(entry).toMatchObject({ summary: 'Accesso con passkey non riuscito: passkey sconosciuta' });
    const log = await auth.db('activity').where({ summary: 'Passkey rimossa: Vecchio telefono' });
    expect(log).toHaveLength(1);
  });
});

describe('managing passkeys', () => {
  it("lists, renames and removes only the caller's own passkeys", async () => {
    const maria = await auth.addUser('maria', PASSWORD, false);
    const { passkeyId } = await addPasskey(auth, maria, 'Portatile');
    const renamed = await request(auth.app)
      .patch(`/api/admin/passkeys/${passkeyId}`)
      .set(asGateway(maria))
      .send({ name: '  Telefono  ' });
    expect(renamed.body).toMatchObject({ id: passkeyId, name: 'Telefono', lastUsedAt: null });
    expect(Date.parse(renamed.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // The administrator sees her own list only, and cannot touch Maria's passkey.
    const adminList = (await request(auth.app).get('/api/admin/passkeys').set(asGateway(admin))).body as {
      id: number;
    }[];
    expect(adminList.map((p) => p.id)).not.toContain(passkeyId);
    const rename = await request(auth.app)
      .patch(`/api/admin/passkeys/${passkeyId}`)
      .set(asGateway(admin))
      .send({ name: 'Mia' });
    expect(rename.status).toBe(404);
    expect(
      (await request(auth.app).delete(`/api/admin/passkeys/${passkeyId}`).set(asGateway(admin))).status,
    ).toBe(404);
    const mine = (await request(auth.app).get('/api/admin/passkeys').set(asGateway(maria))).body;
    expect(mine).toEqual([expect.objectContaining({ id: passkeyId, name: 'Telefono' })]);
  });

  it("refuses another user's registration flow, a name missing, and anyone without a session", async () => {
    const lucia = await auth.addUser('lucia', PASSWORD, false);
    const options = await request(auth.app)
      .post('/api/admin/passkeys/registration/options')
      .set(asGateway(admin));
    const { authenticator } = await addPasskey(auth, lucia);
    const stolen = await request(auth.app)
      .post('/api/admin/passkeys/registration/verify')
      .set(asGateway(lucia))
      .send({
        flowId: options.body.flowId,
        response: authenticator.register(options.body.optionsJSON),
        name: 'x',
      });
    expect(stolen.status).toBe(400);
    const unnamed = await request(auth.app)
      .patch('/api/admin/passkeys/1')
      .set(asGateway(lucia))
      .send({ name: '   ' });
    expect(unnamed.status).toBe(400);
    for (const [method, path] of [
      ['get', '/api/admin/passkeys'],
      ['post', '/api/admin/passkeys/registration/options'],
      ['post', '/api/admin/passkeys/registration/verify'],
      ['delete', '/api/admin/passkeys/1'],
    ] as const) {
      expect((await request(auth.app)[method](path)).status, path).toBe(401);
    }
  });

  it('excludes the passkeys she already has when she adds one', async () => {
    const anna = await auth.addUser('anna', PASSWORD, false);
    const first = await addPasskey(auth, anna);
    const options = await request(auth.app)
      .post('/api/admin/passkeys/registration/options')
      .set(asGateway(anna));
    expect(options.body.optionsJSON).toMatchObject({
      rp: { id: 'localhost' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [expect.objectContaining({ id: first.authenticator.id })],
    });
  });
});

describe('a site addressed by IP', () => {
  it('offers no passkeys (WebAuthn needs a domain name) and says so in Italian', async () => {
    const byIp = await startTestAuth({ PUBLIC_URL: 'http://192.168.1.20:8080' });
    try {
      const res = await request(byIp.app).post('/api/admin/passkeys/login/options');
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/^Le passkey non sono disponibili/);
    } finally {
      await byIp.close();
    }
  });
});
