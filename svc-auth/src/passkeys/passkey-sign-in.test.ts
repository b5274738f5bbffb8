import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { asGateway, sessionCookieOf, viaGateway, type TestAuth } from '../test/auth-test-app.ts';
import {
  addPasskey,
  loginOptions,
  passkeyAuthForFile,
  PASSKEY_ORIGIN,
  signInWith,
  verifyLogin,
  type User,
} from '../test/passkey-flows.ts';
import { SoftwareAuthenticator } from '../test/software-authenticator.ts';
import { CHALLENGE_TTL_SECONDS } from './challenge-store.ts';
import { PASSKEY_FLOW_EXPIRED, PASSKEY_REFUSED } from './passkey-login.ts';

let auth: TestAuth;
let admin: User;
passkeyAuthForFile((started) => ({ auth, admin } = started));

const sessionOf = (cookie: string) =>
  request(auth.app).get('/api/admin/session').set(viaGateway('198.51.100.1')).set('Cookie', cookie);
const passkeysOf = async (user: typeof admin) =>
  (await request(auth.app).get('/api/admin/passkeys').set(asGateway(user))).body as {
    id: number;
    name: string;
    createdAt: string;
    lastUsedAt: string | null;
  }[];

describe('passkey sign-in', () => {
  it('asks for a discoverable passkey with user verification, for this site, with a one-time flow', async () => {
    const { flowId, optionsJSON } = await loginOptions(auth);
    expect(flowId).toMatch(/^[\w-]{32}$/);
    expect(optionsJSON).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(optionsJSON).not.toHaveProperty('allowCredentials');
    // Kept in the deployment's namespace, for five minutes.
    const key = `${auth.prefix}passkey-challenge:${flowId}`;
    expect(await auth.redis.ttl(key)).toBeGreaterThan(CHALLENGE_TTL_SECONDS - 5);
    expect(await auth.redis.ttl(key)).toBeLessThanOrEqual(CHALLENGE_TTL_SECONDS);
  });

  it('adds a passkey, signs in with it like a password sign-in, and shows when it was last used', async () => {
    const { authenticator, passkeyId } = await addPasskey(auth, admin, 'Telefono di Anna');
    const [listed] = await passkeysOf(admin);
    expect(listed).toMatchObject({ id: passkeyId, name: 'Telefono di Anna', lastUsedAt: null });

    const res = await signInWith(auth, authenticator);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: admin.id, username: 'admin', isAdmin: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['set-cookie'])).toMatch(/vetrina_device=/);
    expect((await sessionOf(sessionCookieOf(res.headers['set-cookie']))).body).toMatchObject({
      id: admin.id,
    });
    expect((await passkeysOf(admin))[0]!.lastUsedAt).not.toBeNull();

    const entry = await auth.db('activity').orderBy('id', 'desc').first();
    expect(entry).toMatchObject({
      kind: 'sign-in',
      action: 'signed-in',
      summary: 'Accesso con passkey «Telefono di Anna»',
    });
  });

  it('refuses a challenge used twice, an assertion replayed on a new challenge, and an expired flow', async () => {
    const { authenticator } = await addPasskey(auth, admin);
    const { flowId, optionsJSON } = await loginOptions(auth);
    const answer = authenticator.authenticate(optionsJSON);
    expect((await verifyLogin(auth, { flowId, response: answer })).status).toBe(200);

    const reused = await verifyLogin(auth, { flowId, response: answer });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(PASSKEY_FLOW_EXPIRED);

    const fresh = await loginOptions(auth);
    const replayed = await verifyLogin(auth, { flowId: fresh.flowId, response: answer });
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(PASSKEY_REFUSED);

    const stale = await loginOptions(auth);
    await auth.redis.del(`${auth.prefix}passkey-challenge:${stale.flowId}`);
    const late = await verifyLogin(auth, {
      flowId: stale.flowId,
      response: authenticator.authenticate(stale.optionsJSON),
    });
    expect(late.body.message).toBe(PASSKEY_FLOW_EXPIRED);
    // The authenticator is fine: a new ceremony signs in.
    expect((await signInWith(auth, authenticator)).status).toBe(200);
  });

  it('refuses a signature counter that does not move forward (a cloned authenticator)', async () => {
    const { authenticator } = await addPasskey(auth, admin);
    authenticator.counter = 10;
    expect((await signInWith(auth, authenticator)).status).toBe(200);
    authenticator.counter = 5;
    const cloned = await signInWith(auth, authenticator);
    expect(cloned.status).toBe(401);
    expect(cloned.body).toEqual({ message: PASSKEY_REFUSED, issues: [] });
  });

  it('refuses a passkey answer without user verification, another site, and an unknown passkey', async () => {
    // Its own user: the failures above count against the admin's sign-in limit.
    const { authenticator } = await addPasskey(auth, await auth.addUser('verifica', 'verifica password 1'));
    authenticator.userVerified = false;
    expect((await signInWith(auth, authenticator)).status).toBe(401);
    authenticator.userVerified = true;

    authenticator.origin = 'http://localhost:9999';
    expect((await signInWith(auth, authenticator)).status).toBe(401);
    authenticator.origin = PASSKEY_ORIGIN;
    expect((await signInWith(auth, authenticator)).status).toBe(200);

    // A passkey made for this site but never registered here.
    const stranger = new SoftwareAuthenticator(PASSKEY_ORIGIN);
    stranger.register({ challenge: 'c2l0bw', rp: { id: 'localhost' }, user: { id: 'c2Nvbm9zY2l1dGE' } });
    const unknown = await signInWith(auth, stranger);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(PASSKEY_REFUSED);
    const entry = await auth.db('activity').orderBy('id', 'desc').first();
    expect(entry).toMatchObject({ action: 'sign-in-failed', summary: expect.stringMatching(/passkey/) });
  });

  it('counts passkey attempts in the sign-in limits: the 6th failure from one address gets 429', async () => {
    const user = await auth.addUser('limitata', 'limitata password 1', false);
    const { authenticator } = await addPasskey(auth, user);
    const ip = '203.0.113.40';
    for (let i = 0; i < 5; i++) {
      const { flowId } = await loginOptions(auth);
      const other = await loginOptions(auth);
      // Signed for another challenge: refused, and counted.
      const wrong = await verifyLogin(
        auth,
        { flowId, response: authenticator.authenticate(other.optionsJSON) },
        ip,
      );
      expect(wrong.status).toBe(401);
    }
    const blocked = await signInWith(auth, authenticator, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Blocked too for the password of the same username from that address: one limit for both.
    const password = await request(auth.app)
      .post('/api/admin/login')
      .set(viaGateway(ip))
      .send({ username: 'limitata', password: 'limitata password 1' });
    expect(password.status).toBe(429);
  });

  it('answers bad bodies with 400 and never a 500', async () => {
    for (const body of [{}, { flowId: 'x' }, { flowId: 'a'.repeat(32), response: { id: 'x' } }, []]) {
      expect((await verifyLogin(auth, body)).status).toBe(400);
    }
  });
});
