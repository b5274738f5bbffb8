import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityPageSchema, type ActivityEntry } from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { contactBody, fillForm, postContact } from '../test/content-test-system.ts';
import { contentSystemSuite } from '../test/content-system-suite.ts';
import { waitUntil } from '../test/wait-until.ts';

const maker = gatewayHeaders({ id: 3, username: 'sarta', isAdmin: true });

const visitor = {
  name: 'Giulia Rossi',
  email: 'giulia.segreta@example.it',
  subject: 'Oggetto riservato della richiesta',
  message: 'Testo privato: il nome da ricamare è Tommaso, consegna entro marzo.',
};

describe('svc-content activity log', () => {
  const t = contentSystemSuite();
  let formToken = '';
  const api = () => request(t.system.app);
  const latest = async (count: number): Promise<ActivityEntry[]> => {
    const res = await api().get(`/internal/activity?limit=${count}`).set(maker).expect(200);
    return activityPageSchema.parse(res.body).items;
  };

  beforeAll(async () => {
    const form = await fillForm(t.system);
    formToken = form.token;
    await postContact(t.system, contactBody(form, visitor)).expect(201);
    const spam = await fillForm(t.system);
    await postContact(t.system, contactBody(spam, { ...visitor, website: 'https://spam.example' })).expect(
      201,
    );
    await waitUntil(() => t.smtp.received.length === 1, { what: 'the owner e-mail' });
  });

  it('records the inbox’s changes with the visitor’s name only, never the e-mail, subject, body or form token', async () => {
    expect(await latest(50)).toEqual([]); // a visitor's message is not an admin write
    const inbox = (await api().get('/api/admin/messages').set(maker).expect(200)).body as { id: number }[];
    const spam = (await api().get('/api/admin/messages?folder=quarantine').set(maker).expect(200)).body as {
      id: number;
    }[];
    const id = inbox[0]!.id;
    await api().patch(`/api/admin/messages/${id}`).set(maker).send({ read: true }).expect(200);
    await api().patch(`/api/admin/messages/${id}`).set(maker).send({ read: false }).expect(200);
    await api().post(`/api/admin/messages/${spam[0]!.id}/release`).set(maker).expect(200);
    await api().delete(`/api/admin/messages/${id}`).set(maker).expect(204);

    const entries = await latest(50);
    expect(entries.map((e) => [e.kind, e.action, e.username, e.item?.label, e.summary])).toEqual([
      ['message', 'deleted', 'sarta', 'Messaggio di Giulia Rossi', 'Messaggio eliminato'],
      ['message', 'updated', 'sarta', 'Messaggio di Giulia Rossi', 'Non è spam: spostato in arrivo'],
      ['message', 'unread', 'sarta', 'Messaggio di Giulia Rossi', 'Segnato come da leggere'],
      ['message', 'read', 'sarta', 'Messaggio di Giulia Rossi', 'Segnato come letto'],
    ]);
    expect(entries.map((e) => e.item?.href)).toEqual([
      null,
      `/admin/messaggi#messaggio-${spam[0]!.id}`,
      null,
      null,
    ]);

    const stored = JSON.stringify(await t.system.db('activity').select('*'));
    for (const secret of [visitor.email, visitor.subject, visitor.message, 'Tommaso', formToken]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('records testimonials, and nothing for a change that fails', async () => {
    const input = { name: 'Marta B.', content: 'Copertina stupenda, ricamo perfetto!', rating: 5 };
    const created = await api().post('/api/admin/testimonials').set(maker).send(input).expect(201);
    await api()
      .put(`/api/admin/testimonials/${created.body.id}`)
      .set(maker)
      .send({ ...input, rating: 4, childName: 'Leo' })
      .expect(200);
    await api().put('/api/admin/testimonials/99999').set(maker).send(input).expect(404);
    await api().delete(`/api/admin/testimonials/${created.body.id}`).set(maker).expect(204);
    await api().delete(`/api/admin/testimonials/${created.body.id}`).set(maker).expect(404);
    const entries = (await latest(3)).map((e) => [e.kind, e.action, e.item?.label, e.item?.href, e.summary]);
    expect(entries).toEqual([
      ['testimonial', 'deleted', 'Marta B.', null, 'Testimonianza eliminata'],
      ['testimonial', 'updated', 'Marta B.', null, 'Modificati: valutazione, nome del bambino'],
      ['testimonial', 'created', 'Marta B.', null, 'Nuova testimonianza'],
    ]);
    expect(await latest(50)).toHaveLength(7);
  });
});
