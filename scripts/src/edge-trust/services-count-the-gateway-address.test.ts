// Issue 29: svc-auth's sign-in limit and svc-content's contact-form limit count the address the gateway
// resolved (the real gateway in front of the real services), never one a client wrote in a header.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TABLE, createLogger } from '@vetrina/service-kit';
import { TEST_GATEWAY_TOKEN } from '@vetrina/service-kit/testing';
import { buildApp } from '../../../gateway/src/app.ts';
import { testConfig } from '../../../gateway/src/test/test-config.ts';
import { startTestAuth, type TestAuth } from '../../../svc-auth/src/test/auth-test-app.ts';
import {
  contactBody,
  fillForm,
  startContentTestSystem,
  type ContentTestSystem,
} from '../../../svc-content/src/test/content-test-system.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../svc-content/src/test/smtp-test-server.ts';

const SIGN_IN_FAILURES = 3;
const CONTACT_MAX = 2;

let auth: TestAuth;
let content: ContentTestSystem;
let smtp: SmtpTestServer;
let gateway: Express;
const servers: Server[] = [];

async function listen(app: Express): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  content = await startContentTestSystem({ smtpUrl: smtp.url, rateLimitMax: CONTACT_MAX });
  auth = await startTestAuth({
    LOGIN_IP_MAX_FAILURES: String(SIGN_IN_FAILURES),
    LOGIN_MAX_FAILURES: '50',
    LOGIN_ACCOUNT_FREE_ATTEMPTS: '50',
  });
  const config = testConfig({
    GATEWAY_TOKEN: TEST_GATEWAY_TOKEN,
    AUTH_URL: await listen(auth.app),
    CONTENT_URL: await listen(content.app),
    // This test's requests come from loopback: the trusted proxy in front of the gateway.
    TRUST_PROXY: '127.0.0.1,::1',
  });
  gateway = buildApp({ config, logger: createLogger('gateway-test', 'silent') });
  // svc-auth's Redis connects in the background and queues nothing meanwhile (a sign-in then gets 503).
  if (auth.redis.status !== 'ready') await once(auth.redis, 'ready');
});
afterAll(async () => {
  for (const server of servers) server.close();
  await Promise.all([auth?.close(), content?.close(), smtp?.close()]);
});

/** A visitor's request as the trusted proxy forwards it: the visitor's own header, then the address the proxy saw. */
const behindProxy = (written: string, seen: string) => ({ 'X-Forwarded-For': `${written}, ${seen}` });

const signIn = (written: string, seen: string, username: string) =>
  request(gateway)
    .post('/api/admin/login')
    .set(behindProxy(written, seen))
    .send({ username, password: 'not the password' });

describe('the services count the address the gateway resolved', () => {
  it('svc-auth: a client writing a new address in every attempt is still refused after its failures', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= SIGN_IN_FAILURES; i++)
      answers.push((await signIn(`10.9.${i}.${i}`, '198.51.100.61', `utente-${i}`)).status);
    expect(answers).toEqual([...Array(SIGN_IN_FAILURES).fill(401), 429]);
    expect((await signIn('198.51.100.62', '198.51.100.61', 'utente-x')).status).toBe(429);
    expect(
      (await signIn('198.51.100.61', '198.51.100.62', 'utente-y')).status,
      'the address it claimed',
    ).toBe(401);
  });

  it('svc-auth reached directly, without the gateway token, counts the socket whatever the header says', async () => {
    // Loopback is a fresh client for svc-auth: the gateway always forwarded other addresses.
    const direct = (i: number) =>
      request(auth.app)
        .post('/api/admin/login')
        .set('X-Forwarded-For', `198.51.100.${70 + i}`)
        .send({ username: `diretto-${i}`, password: 'not the password' });
    const answers: number[] = [];
    for (let i = 0; i <= SIGN_IN_FAILURES; i++) answers.push((await direct(i)).status);
    expect(answers).toEqual([...Array(SIGN_IN_FAILURES).fill(401), 429]);
  });

  it('svc-content: the contact form limit follows the client through the gateway, not its header', async () => {
    const post = async (written: string, seen: string) => {
      const form = await fillForm(content);
      return (
        await request(gateway).post('/api/contact').set(behindProxy(written, seen)).send(contactBody(form))
      ).status;
    };
    const answers: number[] = [];
    for (let i = 0; i <= CONTACT_MAX; i++) answers.push(await post(`10.8.${i}.1`, '198.51.100.81'));
    expect(answers).toEqual([...Array(CONTACT_MAX).fill(201), 429]);
    expect(await post('198.51.100.81', '198.51.100.82'), 'another client, claiming the first one').toBe(201);
  });

  it('svc-auth: after 20 failed sign-ins with password-like names, the activity log holds none of them raw', async () => {
    const typed = Array.from({ length: 20 }, (_, i) => `Passw0rd!${i}-${'xyz'.repeat(i % 3)}`);
    for (const [i, name] of typed.entries())
      expect((await signIn('6.6.6.6', `198.51.100.${100 + i}`, name)).status).toBe(401);
    const rows = await auth.db(ACTIVITY_TABLE).where({ action: 'sign-in-failed' });
    const stored = JSON.stringify(rows);
    for (const name of typed) expect(stored).not.toContain(name);
    const fingerprints = rows
      .map((row: { username: string }) => row.username)
      .filter((u) => u.startsWith('sconosciuto #'));
    expect(new Set(fingerprints).size).toBeGreaterThanOrEqual(20);
  });
});
