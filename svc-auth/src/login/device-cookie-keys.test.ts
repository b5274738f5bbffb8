import { createHmac, hkdfSync } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GATEWAY_TOKEN } from '@vetrina/service-kit/testing';
import { cookieOf, startTestAuth, viaGateway, type TestAuth } from '../test/auth-test-app.ts';

const DAY = 86_400_000;
const NEW_SECRET = 'the-device-cookie-secret-after-rotation-0123';

/** A cookie set before the key ring: `<issued b36>.<id>.<HMAC(HKDF(secret), "v1|username|issued|id")>`. */
function legacyDeviceCookie(secret: string, username: string, issuedMs: number): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'vetrina-svc-auth', 'device-cookie-v1', 32));
  const issued = Math.floor(issuedMs / 1000).toString(36);
  const id = 'legacyDeviceId-0123456';
  const mac = createHmac('sha256', key).update(`v1|${username}|${issued}|${id}`).digest('base64url');
  return `vetrina_device=${issued}.${id}.${mac}`;
}

describe('device cookies across a key change', () => {
  let before: TestAuth;
  let after: TestAuth;
  const rotatedAt = Date.now() - 100 * DAY;

  beforeAll(async () => {
    // `before` signs with GATEWAY_TOKEN (no secret of its own); `after` was given a new secret 100 days ago.
    before = await startTestAuth();
    after = await startTestAuth({
      DEVICE_COOKIE_SECRET: NEW_SECRET,
      DEVICE_COOKIE_SECRET_PREVIOUS: TEST_GATEWAY_TOKEN,
      DEVICE_COOKIE_SECRET_ROTATED_AT: new Date(rotatedAt).toISOString(),
    });
  });
  afterAll(async () => {
    await before.close();
    await after.close();
  });

  const attempt = (auth: TestAuth, username: string, password: string, ip: string, cookie?: string) => {
    const req = request(auth.app).post('/api/admin/login').set(viaGateway(ip));
    if (cookie) req.set('Cookie', cookie);
    return req.send({ username, password });
  };
  /** Enough wrong passwords from a botnet that a browser the site does not know must wait. */
  async function attack(auth: TestAuth, username: string, from: string) {
    for (let i = 0; i < 6; i++) await attempt(auth, username, `guess-${i}`, `${from}.${i + 1}`);
    expect((await attempt(auth, username, `${username} password 123`, '198.19.9.9')).status).toBe(429);
  }

  it('honours a cookie of the format of before the key ring, and replaces it at the sign-in', async () => {
    await before.addUser('dora', 'dora password 123', true);
    await attack(before, 'dora', '100.70.0');
    const legacy = legacyDeviceCookie(TEST_GATEWAY_TOKEN, 'dora', before.clock.now - DAY);
    const signedIn = await attempt(before, 'dora', 'dora password 123', '198.19.0.1', legacy);
    expect(signedIn.status).toBe(200);
    expect(cookieOf(signedIn.headers['set-cookie'], 'vetrina_device')).toMatch(
      /^vetrina_device=[\w-]{8}\.[\w-]+\.[\w-]{43}$/,
    );
    const foreign = legacyDeviceCookie('another-secret-of-at-least-32-characters', 'dora', before.clock.now);
    expect((await attempt(before, 'dora', 'dora password 123', '198.19.0.1', foreign)).status).toBe(429);
  });

  it('honours a cookie signed with the replaced key for DEVICE_COOKIE_DAYS after the rotation, then no more', async () => {
    for (const auth of [before, after]) await auth.addUser('fabio', 'fabio password 123', true);
    const oldKeyCookie = cookieOf(
      (await attempt(before, 'fabio', 'fabio password 123', '198.19.1.1')).headers['set-cookie'],
      'vetrina_device',
    );
    await attack(after, 'fabio', '100.71.0');
    expect((await attempt(after, 'fabio', 'fabio password 123', '198.19.1.1', oldKeyCookie)).status).toBe(
      200,
    );
    // 81 days on, the cookie itself has 99 days left, but the replaced key's 180 days are over.
    after.clock.now += 81 * DAY;
    await attack(after, 'fabio', '100.71.1');
    expect((await attempt(after, 'fabio', 'fabio password 123', '198.19.1.1', oldKeyCookie)).status).toBe(
      429,
    );
  });
});
