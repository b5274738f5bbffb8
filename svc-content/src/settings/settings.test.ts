import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, SETTINGS_CONFLICT_MESSAGE, SETTINGS_MESSAGES } from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import {
  contactBody,
  fillForm,
  postContact,
  startContentTestSystem,
  TEST_MAIL,
  TEST_SETTINGS_DEFAULTS,
  type ContentTestSystem,
} from '../test/content-test-system.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server.ts';
import { waitUntil } from '../test/wait-until.ts';

const admin = gatewayHeaders();
const editor = gatewayHeaders({ id: 2, username: 'aiutante', isAdmin: false });
const {
  customizationPrice: _adminOnly,
  testimonialRequestDays: _alsoAdminOnly,
  ...PUBLIC_DEFAULTS
} = TEST_SETTINGS_DEFAULTS;

describe('site settings (Impostazioni)', () => {
  let smtp: SmtpTestServer;
  let system: ContentTestSystem;
  const put = (body: object, headers = admin) =>
    request(system.app).put('/api/admin/settings').set(headers).send(body);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    system = await startContentTestSystem({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await system.close();
    await smtp.close();
  });

  it('answers the defaults before any save: the public subset, revalidated on every use', async () => {
    const res = await request(system.app).get('/api/settings').expect(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.body).toEqual(PUBLIC_DEFAULTS);
    expect(res.body).not.toHaveProperty('customizationPrice');
    expect(res.body).not.toHaveProperty('testimonialRequestDays');
    const adminView = await request(system.app).get('/api/admin/settings').set(admin).expect(200);
    expect(adminView.body).toEqual({ ...TEST_SETTINGS_DEFAULTS, version: 0, updatedAt: null });
  });

  it('lets only administrators read and change them', async () => {
    await request(system.app).get('/api/admin/settings').expect(401);
    await put({ ...DEFAULT_SITE_SETTINGS, version: 0 }, {} as typeof admin).expect(401);
    const refused = await request(system.app).get('/api/admin/settings').set(editor).expect(403);
    expect(refused.body.message).toBe('Solo gli amministratori possono eseguire questa operazione');
    await put({ ...DEFAULT_SITE_SETTINGS, version: 0 }, editor).expect(403);
    expect(await system.db('site_settings').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('refuses bad input with 400 and an Italian message under each field, saving nothing', async () => {
    const res = await put({
      ...DEFAULT_SITE_SETTINGS,
      contactEmail: 'titolare@',
      instagramUrl: 'https://example.com/x',
      shippingRate: '6,655',
      handlingDaysMin: 5,
      handlingDaysMax: 2,
      heroTitle: ' ',
      version: 0,
    }).expect(400);
    expect(res.body.message).toBe('Dati non validi');
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: ['contactEmail'], message: 'Inserisci un indirizzo email valido' },
        { path: ['instagramUrl'], message: SETTINGS_MESSAGES.instagramUrl },
        { path: ['shippingRate'], message: 'Inserisci un importo valido, ad esempio 6,65' },
        { path: ['heroTitle'], message: SETTINGS_MESSAGES.heroTitle },
      ]),
    );
    await put({ ...DEFAULT_SITE_SETTINGS, handlingDaysMin: 5, handlingDaysMax: 2, version: 0 }).expect(400);
    await put({ ...DEFAULT_SITE_SETTINGS, version: 0, isAdmin: true }).expect(400);
    await put({ ...DEFAULT_SITE_SETTINGS }).expect(400);
    await request(system.app)
      .put('/api/admin/settings')
      .set(admin)
      .set('content-type', 'application/json')
      .send('{"siteName":')
      .expect(400);
    expect(await system.db('site_settings').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('saves them at the version read, refuses a save made on older settings (409), and shows them at once', async () => {
    const changes = {
      ...TEST_SETTINGS_DEFAULTS,
      siteName: 'Bottega di Anna',
      contactEmail: 'anna@bottega.test',
      instagramUrl: 'https://www.instagram.com/bottega.anna',
      phone: '+39 333 123 4567',
      shippingRate: '7,5',
    };
    const saved = await put({ ...changes, version: 0 }).expect(200);
    expect(saved.body).toMatchObject({ siteName: 'Bottega di Anna', shippingRate: '7.50', version: 1 });
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const row = await system.db('site_settings').first();
    expect(row).toMatchObject({ id: 1, version: 1, updated_by: 'admin' });

    const stale = await put({ ...changes, siteName: 'Altro nome', version: 0 }).expect(409);
    expect(stale.body).toEqual({ message: SETTINGS_CONFLICT_MESSAGE, issues: [] });
    await put({ ...changes, siteName: 'Futuro', version: 7 }).expect(409);

    const pub = await request(system.app).get('/api/settings').expect(200);
    expect(pub.body).toMatchObject({
      siteName: 'Bottega di Anna',
      contactEmail: 'anna@bottega.test',
      phone: '+39 333 123 4567',
      shippingRate: '7.50',
    });
    const next = await put({ ...changes, vatLine: 'P.IVA 01234567890', version: 1 }).expect(200);
    expect(next.body.version).toBe(2);

    // Each save is in the activity log, in its transaction: field names only, never the e-mail itself.
    const entries = await system.db('activity').orderBy('id');
    expect(entries.map((e) => [e.kind, e.action, e.username, e.item_href, e.summary])).toEqual([
      [
        'settings',
        'updated',
        'admin',
        '/admin/impostazioni',
        'Modificati: Nome del sito, Email di contatto, Telefono / WhatsApp, Instagram, Costo di spedizione',
      ],
      ['settings', 'updated', 'admin', '/admin/impostazioni', 'Modificati: Partita IVA'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('anna@bottega.test');
  });

  it("sends the contact notification to the settings' e-mail at send time, no restart", async () => {
    const current = (await request(system.app).get('/api/admin/settings').set(admin).expect(200)).body;
    const { updatedAt: _at, ...settings } = current;
    await put({ ...settings, contactEmail: 'nuova@bottega.test' }).expect(200);
    const form = await fillForm(system);
    await postContact(system, contactBody(form), '198.51.100.77').expect(201);
    const mail = await waitUntil(() => smtp.received[0], { what: 'the owner e-mail' });
    expect(mail.envelope.to).toEqual(['nuova@bottega.test']);
    expect(mail.envelope.to).not.toContain(TEST_MAIL.to);
  });
});
