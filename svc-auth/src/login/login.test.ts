import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GATEWAY_TOKEN } from '@vetrina/service-kit/testing';
import { ADMIN, sessionCookieOf, startTestAuth, type TestAuth } from '../test/auth-test-app.ts';

let auth: TestAuth;
let adminId: number;
beforeAll(async () => {
  auth = await startTestAuth();
  adminId = (await auth.addUser(ADMIN.username, ADMIN.password)).id;
});
afterAll(() => auth.close());

const MINUTE = 60_000;
const session = (cookie: string) => request(auth.app).get('/api/admin/session').set('Cookie', cookie);
const internal = (cookie: string) =>
  request(auth.app)
    .get('/internal/session')
    .set({ Cookie: cookie, 'x-vetrina-gateway-token': TEST_GATEWAY_TOKEN });

describe('sign-in', () => {
  it('signs in and sets a hardened session cookie', async () => {
    const res = await request(auth.app).post('/api/admin/login').send(ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: adminId, username: 'admin', isAdmin: true });
    const cookie = ([] as string[]).concat(res.headers['set-cookie']!)[0]!;
    expect(cookie).toMatch(/^vetrina_session=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain');
    expect((await session(sessionCookieOf(cookie))).body).toEqual(res.body);
  });

  it('matches the username regardless of case', async () => {
    const res = await request(auth.app)
      .post('/api/admin/login')
      .send({ username: 'ADMIN', password: ADMIN.password });
    expect(res.status).toBe(200);
  });

  it('gives a new session id at every sign-in and drops the one the browser had', async () => {
    const first = await auth.login(ADMIN.username, ADMIN.password);
    const res = await request(auth.app).post('/api/admin/login').set('Cookie', first).send(ADMIN);
    const second = sessionCookieOf(res.headers['set-cookie']);
    expect(second).not.toBe(first);
    expect((await session(first)).status).toBe(401);
    expect((await session(second)).status).toBe(200);
  });

  it('refuses a copied cookie after logout (both logout forms)', async () => {
    const a = await auth.login(ADMIN.username, ADMIN.password);
    const out = await request(auth.app).post('/api/admin/logout').set('Cookie', a);
    expect(out.status).toBe(204);
    expect(out.headers['set-cookie']![0]).toMatch(/vetrina_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await session(a)).status).toBe(401);
    expect((await internal(a)).status).toBe(401);

    const b = await auth.login(ADMIN.username, ADMIN.password);
    expect((await request(auth.app).post('/api/admin/login').set('Cookie', b)).status).toBe(204);
    expect((await session(b)).status).toBe(401);
    const c = await auth.login(ADMIN.username, ADMIN.password);
    expect((await request(auth.app).post('/api/admin/login').set('Cookie', c).send({})).status).toBe(204);
    expect((await session(c)).status).toBe(401);
  });

  it('leaves no session behind in Redis after logout', async () => {
    const paola = await auth.addUser('paola', 'paola password 1', false);
    const cookie = await auth.login('paola', 'paola password 1');
    expect(await auth.sessionCount(paola.id)).toBe(1);
    await request(auth.app).post('/api/admin/logout').set('Cookie', cookie);
    expect(await auth.sessionCount(paola.id)).toBe(0);
  });

  it('answers 400 with Italian messages for a half-filled form', async () => {
    const res = await request(auth.app).post('/api/admin/login').send({ username: 'admin', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: ['password'], message: 'Inserisci la tua password' });
  });
});

describe('bad input', () => {
  it('answers 400 JSON, never 500, for a NUL or other control character in the username or password', async () => {
    for (const body of [
      { username: 'a\u0000b', password: 'x' },
      { username: 'admin', password: 'correct\u0000horse' },
      { username: 'admin\u0007', password: ADMIN.password },
    ]) {
      const res = await request(auth.app).post('/api/admin/login').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String), issues: [expect.any(Object)] });
    }
    const raw = await request(auth.app)
      .post('/api/admin/login')
      .set('Content-Type', 'application/json')
      .send('{"username":"a\\u0000b","password":"x"}');
    expect(raw.status).toBe(400);
    expect(raw.body.issues[0].path).toEqual(['username']);
  });

  it('answers 400 for a wrong shape (numbers, arrays, unknown fields)', async () => {
    for (const body of [
      { username: 1, password: 'x' },
      { username: ['admin'], password: ADMIN.password },
      { username: 'admin', password: ADMIN.password, isAdmin: true },
    ]) {
      const res = await request(auth.app).post('/api/admin/login').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('password hashes', () => {
  it('upgrades a hash made with weaker parameters at the next sign-in', async () => {
    const argon2 = (await import('argon2')).default;
    const weak = await argon2.hash('old params password', {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
    });
    await auth.db('users').insert({ username: 'vecchio', password_hash: weak, is_admin: false });
    expect(
      (
        await request(auth.app)
          .post('/api/admin/login')
          .send({ username: 'vecchio', password: 'old params password' })
      ).status,
    ).toBe(200);
    const { password_hash } = await auth.db('users').where({ username: 'vecchio' }).first();
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});

describe('session lifetime', () => {
  it('ends a session after 30 idle minutes, not before', async () => {
    const cookie = await auth.login(ADMIN.username, ADMIN.password);
    auth.clock.now += 29 * MINUTE + 59_000;
    expect((await internal(cookie)).status).toBe(200);
    auth.clock.now += 30 * MINUTE + 1000;
    expect((await internal(cookie)).status).toBe(401);
    expect((await session(cookie)).status).toBe(401);
  });

  it('ends an active session after 12 hours', async () => {
    const cookie = await auth.login(ADMIN.username, ADMIN.password);
    const start = auth.clock.now;
    while (auth.clock.now - start < 12 * 60 * MINUTE - 20 * MINUTE) {
      auth.clock.now += 20 * MINUTE;
      expect((await internal(cookie)).status).toBe(200);
    }
    auth.clock.now = start + 12 * 60 * MINUTE + 1000;
    expect((await internal(cookie)).status).toBe(401);
  });
});

describe('gateway session check', () => {
  it('answers the identity only to the gateway', async () => {
    const cookie = await auth.login(ADMIN.username, ADMIN.password);
    expect((await internal(cookie)).body).toEqual({ id: adminId, username: 'admin', isAdmin: true });
    const noToken = await request(auth.app).get('/internal/session').set('Cookie', cookie);
    expect(noToken.status).toBe(403);
    const wrong = await request(auth.app)
      .get('/internal/session')
      .set({ Cookie: cookie, 'x-vetrina-gateway-token': 'x'.repeat(TEST_GATEWAY_TOKEN.length) });
    expect(wrong.status).toBe(403);
  });

  it('refuses a missing or forged cookie', async () => {
    expect((await internal('vetrina_session=' + 'A'.repeat(43))).status).toBe(401);
    expect((await request(auth.app).get('/api/admin/session')).status).toBe(401);
  });
});
