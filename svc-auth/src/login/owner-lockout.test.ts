import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, startTestAuth, viaGateway, type TestAuth } from '../test/auth-test-app.ts';

let auth: TestAuth;
beforeAll(async () => {
  auth = await startTestAuth();
});
afterAll(() => auth.close());

const attempt = (username: string, password: string, ip: string, cookie?: string) => {
  const req = request(auth.app).post('/api/admin/login').set(viaGateway(ip));
  if (cookie) req.set('Cookie', cookie);
  return req.send({ username, password });
};
/** Wrong passwords on one username from many addresses, as a botnet would. */
async function attack(username: string, count: number, from: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++)
    statuses.push((await attempt(username, 'guess-' + i, `${from}.${i + 1}`)).status);
  return statuses;
}

describe('a username under attack', () => {
  it('is slowed progressively (1 s, 2 s, 4 s…) instead of locked, for unknown browsers', async () => {
    await auth.addUser('sara', 'sara password 123', true);
    expect(await attack('sara', 5, '100.64.1')).toEqual([401, 401, 401, 401, 401]);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const blocked = await attempt('sara', 'still guessing', `100.64.2.${i}`);
      expect(blocked.status).toBe(429);
      const wait = Number(blocked.headers['retry-after']);
      waits.push(wait);
      // Even the right password waits its turn from a browser the site does not know.
      expect((await attempt('sara', 'sara password 123', '100.64.3.1')).status).toBe(429);
      auth.clock.now += wait * 1000;
      expect((await attempt('sara', 'still guessing', `100.64.4.${i}`)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // After the wait the owner, from a new browser, gets in: a delay, never a lock.
    auth.clock.now += 16_000;
    expect((await attempt('sara', 'sara password 123', '100.64.3.1')).status).toBe(200);
  });

  it('caps the delay, so at most about 20 guesses an hour reach the password check', async () => {
    await auth.addUser('capped', 'capped password 123', true);
    let checked = 0;
    const hourStart = auth.clock.now;
    for (let i = 0; auth.clock.now - hourStart < 60 * 60_000; i++) {
      const res = await attempt('capped', 'guess', `100.65.${i % 250}.${Math.floor(i / 250)}`);
      if (res.status === 401) checked += 1;
      else {
        expect(res.status).toBe(429);
        const wait = Number(res.headers['retry-after']);
        expect(wait).toBeLessThanOrEqual(900);
        auth.clock.now += wait * 1000;
      }
    }
    expect(checked).toBeLessThanOrEqual(20);
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it("lets the owner's known browser in with the right password while the username is under attack", async () => {
    await auth.addUser('owner', 'owner password 123', true);
    const first = await attempt('owner', 'owner password 123', '198.18.0.1');
    expect(first.status).toBe(200);
    const device = cookieOf(first.headers['set-cookie'], 'vetrina_device');
    const deviceHeader = ([] as string[])
      .concat(first.headers['set-cookie']!)
      .find((c: string) => c.startsWith('vetrina_device='));
    expect(deviceHeader).toMatch(/HttpOnly/);
    expect(deviceHeader).toMatch(/SameSite=Strict/);
    expect(deviceHeader).toMatch(/Path=\//);

    // The attack: 30 addresses, and also the owner's own address (a shared NAT) spraying usernames.
    await attack('owner', 30, '100.66.0');
    for (let i = 0; i < 25; i++) await attempt(`someone-${i}`, 'guess', '198.18.0.1');
    expect((await attempt('owner', 'owner password 123', '100.66.9.9')).status).toBe(429);
    expect((await attempt('owner', 'owner password 123', '198.18.0.1')).status).toBe(429);

    const known = await attempt('owner', 'owner password 123', '198.18.0.1', device);
    expect(known.status).toBe(200);
    expect(cookieOf(known.headers['set-cookie'])).toMatch(/^vetrina_session=/);
    // Each sign-in renews the device cookie; the new one works too.
    const renewed = cookieOf(known.headers['set-cookie'], 'vetrina_device');
    expect(renewed).not.toBe(device);
    expect((await attempt('owner', 'owner password 123', '203.0.113.200', renewed)).status).toBe(200);
  });

  it('gives a known device only a few wrong passwords of its own, and no exemption for another username', async () => {
    await auth.addUser('anna', 'anna password 123', true);
    await auth.addUser('bruno', 'bruno password 123', true);
    const signedIn = await attempt('anna', 'anna password 123', '198.18.1.1');
    const device = cookieOf(signedIn.headers['set-cookie'], 'vetrina_device');
    await attack('anna', 8, '100.67.0');
    await attack('bruno', 8, '100.67.1');
    // A tampered cookie counts for nothing; the genuine one gets in.
    const [keyId, body, mac] = device.split('=')[1]!.split('.');
    const tampered = `vetrina_device=${keyId}.${body!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${mac}`;
    expect((await attempt('anna', 'anna password 123', '198.18.1.1', tampered)).status).toBe(429);
    expect((await attempt('anna', 'anna password 123', '198.18.1.1', device)).status).toBe(200);
    // anna's device cookie does not vouch for bruno.
    expect((await attempt('bruno', 'bruno password 123', '198.18.1.1', device)).status).toBe(429);
    // A stolen device cookie gives 5 guesses in the window, then it is just another browser.
    for (let i = 0; i < 5; i++)
      expect((await attempt('anna', `guess ${i}`, '100.67.2.1', device)).status).toBe(401);
    expect((await attempt('anna', 'anna password 123', '100.67.2.1', device)).status).toBe(429);
  });

  it('stops honouring a device cookie older than its lifetime (180 days)', async () => {
    await auth.addUser('carla', 'carla password 123', true);
    const signedIn = await attempt('carla', 'carla password 123', '198.18.2.1');
    const device = cookieOf(signedIn.headers['set-cookie'], 'vetrina_device');
    expect(([] as string[]).concat(signedIn.headers['set-cookie']!).join()).toMatch(
      /vetrina_device=[^;]+;\s*Max-Age=15552000/,
    );
    auth.clock.now += 181 * 24 * 60 * 60_000;
    await attack('carla', 6, '100.68.0');
    expect((await attempt('carla', 'carla password 123', '198.18.2.1', device)).status).toBe(429);
  });
});
