import request from 'supertest';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_KINDS, type PushNotice } from '@vetrina/contracts';
import { createLogger } from '@vetrina/service-kit';
import { createPushNotices, type PushNotices } from '@vetrina/service-kit/jobs';
import {
  startTestPushService,
  testPushSubscription,
  TEST_REDIS_URL,
  uniqueRedisNamespace,
  type TestPushService,
  type TestPushSubscription,
} from '@vetrina/service-kit/testing';
import { ADMIN, asGateway, startTestAuth, type TestAuth } from '../test/auth-test-app.ts';

const vapid = webpush.generateVAPIDKeys();
const NAMESPACE = uniqueRedisNamespace('push');
const NOTICES: Record<(typeof PUSH_KINDS)[number], PushNotice> = {
  message: {
    kind: 'message',
    title: 'Nuovo messaggio',
    body: 'Giulia ti ha scritto dal sito.',
    url: '/admin/messaggi',
  },
  order: { kind: 'order', title: 'Nuovo ordine', body: 'Ordine n. 12 di Giulia.', url: '/admin/ordini/12' },
  deadline: {
    kind: 'deadline',
    title: 'Ordini da consegnare',
    body: '1 ordine da consegnare domani.',
    url: '/admin/ordini',
  },
  backup: {
    kind: 'backup',
    title: 'Backup non riuscito',
    body: 'Il backup automatico non è riuscito.',
    url: '/admin/database',
  },
};

describe('Web Push notifications (issue 27 §4)', () => {
  let pushService: TestPushService;
  let auth: TestAuth;
  let notices: PushNotices;
  let admin: { id: number; username: string; isAdmin: boolean };
  let cookie: string;
  let seen = 0;

  beforeAll(async () => {
    pushService = await startTestPushService();
    auth = await startTestAuth(
      {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:laboratorio@example.com',
        REDIS_NAMESPACE: NAMESPACE,
      },
      { pushAgent: pushService.agent, pushBackoffMs: 50 },
    );
    admin = await auth.addUser(ADMIN.username, ADMIN.password);
    cookie = await auth.login(ADMIN.username, ADMIN.password);
    notices = createPushNotices({
      redisUrl: TEST_REDIS_URL,
      namespace: NAMESPACE,
      logger: createLogger('push-test', 'silent'),
    });
    await notices.ready();
  });
  afterAll(async () => {
    await notices?.close();
    await auth?.close();
    await pushService?.close();
  });

  const asAdmin = () => asGateway(admin, cookie);
  const subscribe = async (device: TestPushSubscription, kinds?: string[], user = admin) =>
    request(auth.app)
      .put('/api/admin/push/subscription')
      .set(asGateway(user))
      .send({ endpoint: device.endpoint, keys: device.keys, ...(kinds ? { kinds } : {}) });
  const newDevice = (name: string) => testPushSubscription(`${pushService.origin}/push/${name}`);
  /** The pushes that arrive next, decrypted by the device they were for. */
  async function nextPushes(count: number, devices: TestPushSubscription[]) {
    const arrived = (await pushService.waitFor(seen + count)).slice(seen);
    seen += count;
    return arrived.map((push) => {
      const device = devices.find((d) => d.endpoint.endsWith(push.path))!;
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${vapid.publicKey}$`));
      return { path: push.path, payload: JSON.parse(device.decrypt(push.body)) as PushNotice };
    });
  }

  it('gives the signed-in administrator the VAPID public key, and nobody else', async () => {
    const res = await request(auth.app).get('/api/admin/push/key').set(asAdmin());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: vapid.publicKey });
    expect((await request(auth.app).get('/api/admin/push/key')).status).toBe(401);
    const editor = await auth.addUser('editor', 'editor password 123', false);
    expect((await request(auth.app).get('/api/admin/push/key').set(asGateway(editor))).status).toBe(403);
  });

  it('refuses a subscription that is not one, with the reasons', async () => {
    const device = newDevice('bad');
    for (const body of [
      { endpoint: 'http://127.0.0.1/push/x', keys: device.keys },
      { endpoint: device.endpoint, keys: { ...device.keys, auth: 'short' } },
      { endpoint: device.endpoint, keys: device.keys, kinds: ['everything'] },
      { endpoint: device.endpoint },
    ]) {
      const res = await request(auth.app).put('/api/admin/push/subscription').set(asAdmin()).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe('Iscrizione alle notifiche non valida');
    }
  });

  it('delivers every kind, encrypted with aes128gcm, to the devices that want it', async () => {
    const phone = newDevice('phone');
    const laptop = newDevice('laptop');
    expect((await subscribe(phone)).body.kinds).toEqual([...PUSH_KINDS]);
    expect((await subscribe(laptop, ['order'])).body.kinds).toEqual(['order']);
    for (const kind of PUSH_KINDS) notices.send(NOTICES[kind], `${kind}-1`);
    const pushes = await nextPushes(PUSH_KINDS.length + 1, [phone, laptop]);
    const toPhone = pushes.filter((p) => p.path === '/push/phone').map((p) => p.payload);
    expect(toPhone.map((p) => p.kind).sort()).toEqual([...PUSH_KINDS].sort());
    for (const payload of toPhone) expect(payload).toMatchObject(NOTICES[payload.kind as 'order']);
    expect(pushes.filter((p) => p.path === '/push/laptop').map((p) => p.payload)).toEqual([
      expect.objectContaining(NOTICES.order),
    ]);
    // The same key again is the same notice: not sent twice.
    notices.send(NOTICES.order, 'order-1');
    notices.send(NOTICES.backup, 'backup-2');
    const again = await nextPushes(1, [phone, laptop]);
    expect(again.map((p) => p.payload.kind)).toEqual(['backup']);
    await request(auth.app)
      .delete('/api/admin/push/subscription')
      .query({ endpoint: laptop.endpoint })
      .set(asAdmin());
    await request(auth.app)
      .delete('/api/admin/push/subscription')
      .query({ endpoint: phone.endpoint })
      .set(asAdmin());
  });

  it("switches a kind off for one device, and sends 'Invia notifica di prova' to that device only", async () => {
    const tablet = newDevice('tablet');
    await subscribe(tablet);
    const off = await subscribe(tablet, ['message', 'backup']);
    expect(off.body.kinds).toEqual(['message', 'backup']);
    // Sent again without kinds (the settings screen on every visit): the choice stays.
    expect((await subscribe(tablet)).body.kinds).toEqual(['message', 'backup']);
    notices.send(NOTICES.order, 'order-2');
    const test = await request(auth.app)
      .post('/api/admin/push/test')
      .set(asAdmin())
      .send({ endpoint: tablet.endpoint });
    expect(test.status).toBe(202);
    const [push] = await nextPushes(1, [tablet]);
    expect(push!.payload).toMatchObject({
      kind: 'test',
      title: 'Notifica di prova',
      url: '/admin/impostazioni',
    });
    const unknown = await request(auth.app)
      .post('/api/admin/push/test')
      .set(asAdmin())
      .send({ endpoint: newDevice('never').endpoint });
    expect(unknown.status).toBe(404);
    await request(auth.app)
      .delete('/api/admin/push/subscription')
      .query({ endpoint: tablet.endpoint })
      .set(asAdmin());
  });

  it('removes a subscription the push service says is gone (410), without retrying it', async () => {
    const old = newDevice('old');
    const current = newDevice('current');
    await subscribe(old);
    await subscribe(current);
    pushService.answer('/push/old', 410);
    notices.send(NOTICES.message, 'message-gone');
    const pushes = await nextPushes(2, [old, current]);
    expect(pushes.map((p) => p.path).sort()).toEqual(['/push/current', '/push/old']);
    const rows = async () => (await auth.db('push_subscriptions').select('endpoint')).map((r) => r.endpoint);
    await expect.poll(rows).toEqual([current.endpoint]);
    notices.send(NOTICES.backup, 'backup-gone');
    expect((await nextPushes(1, [current]))[0]!.path).toBe('/push/current');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushService.received).toHaveLength(seen);
    await request(auth.app)
      .delete('/api/admin/push/subscription')
      .query({ endpoint: current.endpoint })
      .set(asAdmin());
  });

  it('retries a device whose push service failed for a moment, with backoff', async () => {
    const flaky = newDevice('flaky');
    await subscribe(flaky);
    pushService.answer('/push/flaky', 503);
    notices.send(NOTICES.order, 'order-flaky');
    await nextPushes(1, [flaky]);
    pushService.answer('/push/flaky', 201);
    const [retried] = await nextPushes(1, [flaky]);
    expect(retried!.payload).toMatchObject(NOTICES.order);
    await request(auth.app)
      .delete('/api/admin/push/subscription')
      .query({ endpoint: flaky.endpoint })
      .set(asAdmin());
  });

  it("removes the device on 'Esci' from it, and every device with its user", async () => {
    const device = newDevice('esci');
    await subscribe(device);
    const removed = await request(auth.app)
      .delete('/api/admin/push/subscription')
      .query({ endpoint: device.endpoint })
      .set(asAdmin());
    expect(removed.status).toBe(204);
    expect(await auth.db('push_subscriptions').where({ endpoint: device.endpoint }).first()).toBeUndefined();

    const other = await auth.addUser('sorella', 'sorella password 123');
    await subscribe(newDevice('sister-phone'), undefined, other);
    await subscribe(newDevice('sister-laptop'), undefined, other);
    expect(await auth.db('push_subscriptions').where({ user_id: other.id })).toHaveLength(2);
    const deleted = await request(auth.app).delete(`/api/admin/users/${other.id}`).set(asAdmin());
    expect(deleted.status).toBe(204);
    expect(await auth.db('push_subscriptions').where({ user_id: other.id })).toHaveLength(0);
  });
});
