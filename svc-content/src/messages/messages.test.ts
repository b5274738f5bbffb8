import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessageSchema } from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { contactBody, fillForm, postContact } from '../test/content-test-system.ts';
import { contentSystemSuite } from '../test/content-system-suite.ts';
import { waitUntil } from '../test/wait-until.ts';

const admin = gatewayHeaders();

describe('admin inbox /api/admin/messages', () => {
  const t = contentSystemSuite();
  const api = () => request(t.system.app);

  const send = async (subject: string, overrides: Record<string, unknown> = {}) => {
    const form = await fillForm(t.system);
    await postContact(t.system, contactBody(form, { subject, ...overrides })).expect(201);
  };
  const list = async (folder?: string) =>
    (
      await api()
        .get(`/api/admin/messages${folder ? `?folder=${folder}` : ''}`)
        .set(admin)
        .expect(200)
    ).body as {
      id: number;
      subject: string;
      read: boolean;
      folder: string;
      mailStatus: string;
    }[];

  beforeAll(async () => {
    await send('Primo messaggio');
    await send('Secondo messaggio');
    await send('Offerta imperdibile', { website: 'https://spam.example' });
    await waitUntil(() => t.smtp.received.length === 2, { what: 'two owner e-mails' });
  });

  it('refuses every endpoint without the gateway identity', async () => {
    const [one] = await list();
    await api().get('/api/admin/messages').expect(401);
    await api().get('/api/admin/messages?folder=quarantine').expect(401);
    await api().get('/api/admin/messages/unread-count').expect(401);
    await api().patch(`/api/admin/messages/${one!.id}`).send({ read: true }).expect(401);
    await api().post(`/api/admin/messages/${one!.id}/release`).expect(401);
    await api().delete(`/api/admin/messages/${one!.id}`).expect(401);
    await api()
      .get('/api/admin/messages')
      .set({ ...admin, 'x-vetrina-gateway-token': 'wrong-token-wrong-token-wrong-token!!' })
      .expect(401);
    expect(await list()).toHaveLength(2);
  });

  it('lists the inbox newest first, in the contract shape, never cached', async () => {
    const res = await api().get('/api/admin/messages').set(admin).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const m of res.body) expect(contactMessageSchema.strict().parse(m)).toEqual(m);
    expect(res.body.map((m: { subject: string }) => m.subject)).toEqual([
      'Secondo messaggio',
      'Primo messaggio',
    ]);
    await waitUntil(async () => (await list()).every((m) => m.mailStatus === 'sent'), {
      what: 'mail status sent',
    });
    expect(res.body[0]).toMatchObject({ read: false, folder: 'inbox', email: 'giulia.rossi@example.it' });
  });

  it('keeps the honeypot message apart in quarantine, its e-mail not sent', async () => {
    const quarantine = await list('quarantine');
    expect(quarantine).toEqual([
      expect.objectContaining({
        subject: 'Offerta imperdibile',
        folder: 'quarantine',
        mailStatus: 'pending',
      }),
    ]);
    await api().get('/api/admin/messages?folder=spam').set(admin).expect(400);
  });

  it('counts the unread inbox messages and marks a message read and unread', async () => {
    const unread = async () =>
      (await api().get('/api/admin/messages/unread-count').set(admin).expect(200)).body.unread as number;
    expect(await unread()).toBe(2);
    const [newest] = await list();
    const patched = await api()
      .patch(`/api/admin/messages/${newest!.id}`)
      .set(admin)
      .send({ read: true })
      .expect(200);
    expect(patched.body).toMatchObject({ id: newest!.id, read: true });
    expect(await unread()).toBe(1);
    await api().patch(`/api/admin/messages/${newest!.id}`).set(admin).send({ read: false }).expect(200);
    expect(await unread()).toBe(2);
    const bad = await api()
      .patch(`/api/admin/messages/${newest!.id}`)
      .set(admin)
      .send({ read: 'yes' })
      .expect(400);
    expect(bad.body.issues[0].message).toBe('Indica se il messaggio è letto (true o false).');
    await api().patch('/api/admin/messages/999999').set(admin).send({ read: true }).expect(404);
  });

  it("releases a quarantined message ('Non è spam'): it moves to the inbox and is mailed once", async () => {
    const [spam] = await list('quarantine');
    const res = await api().post(`/api/admin/messages/${spam!.id}/release`).set(admin).expect(200);
    expect(res.body).toMatchObject({ id: spam!.id, folder: 'inbox' });
    const mail = await waitUntil(
      () => t.smtp.received.find((m) => m.subject.endsWith('Offerta imperdibile')),
      {
        what: 'the released e-mail',
      },
    );
    expect(mail.headers['reply-to']).toContain('giulia.rossi@example.it');
    await api().post(`/api/admin/messages/${spam!.id}/release`).set(admin).expect(200);
    await waitUntil(async () => (await list()).find((m) => m.id === spam!.id)?.mailStatus === 'sent');
    await t.system.mail.sweep();
    expect(t.smtp.received.filter((m) => m.subject.endsWith('Offerta imperdibile'))).toHaveLength(1);
    expect(await list('quarantine')).toEqual([]);
    await api().post('/api/admin/messages/999999/release').set(admin).expect(404);
  });

  it('deletes a message (204), then 404; ids are strictly validated', async () => {
    const [one] = await list();
    await api().delete(`/api/admin/messages/${one!.id}`).set(admin).expect(204);
    await api().delete(`/api/admin/messages/${one!.id}`).set(admin).expect(404);
    expect((await list()).some((m) => m.id === one!.id)).toBe(false);
    for (const id of ['abc', '1.5', '-1', '12abc', '0', '99999999999', '1e3']) {
      const res = await api().delete(`/api/admin/messages/${id}`).set(admin).expect(400);
      expect(res.body.issues[0].message).toBe('Identificativo non valido');
    }
  });
});
