import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { contactFormTokenSchema, SECURITY_QUESTIONS } from '@vetrina/contracts';
import { createLogger, createRedis } from '@vetrina/service-kit';
import { contactBody, countRows, fillForm, postContact, viaGateway } from '../test/content-test-system.ts';
import { freePort } from '../test/redis-test-server.ts';
import { contentSystemSuite } from '../test/content-system-suite.ts';
import { waitUntil } from '../test/wait-until.ts';
import { createContactRateLimit } from './rate-limit.ts';

describe('POST /api/contact: the server decides', () => {
  const t = contentSystemSuite({ rateLimitMax: 5 });
  const { nextIp, inbox } = t;

  it('hands out a random question with a signed token, never cached', async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const res = await request(t.system.app).get('/api/contact/form').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const form = contactFormTokenSchema.parse(res.body);
      expect(form.question).toBe(SECURITY_QUESTIONS[form.questionIndex]!.question);
      expect(form.token).toMatch(/^[\w-]{8}\.[\w-]+\.[\w-]{43}$/);
      seen.add(form.questionIndex);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('stores the message in the inbox, answers 201 and mails the owner once', async () => {
    const form = await fillForm(t.system);
    const res = await postContact(t.system, contactBody(form), nextIp()).expect(201);
    expect(res.body).toEqual({ message: 'Messaggio inviato!' });
    const [row] = await t.system.db('contact_messages').select('*');
    expect(row).toMatchObject({
      name: 'Giulia Rossi',
      folder: 'inbox',
      read: false,
      subject: 'Copertina su misura',
    });
    const mail = await waitUntil(() => t.smtp.received[0], { what: 'the owner e-mail' });
    expect(mail.subject).toBe('Nuovo messaggio dal sito: Copertina su misura');
    expect(mail.headers['reply-to']).toBe('Giulia Rossi <giulia.rossi@example.it>');
    expect(mail.envelope.to).toEqual(['titolare@vetrina.test']);
    expect(mail.text).toContain('Nome: Giulia Rossi');
    expect(mail.text).toContain('E-mail: giulia.rossi@example.it');
    expect(mail.text).toContain('vorrei una copertina azzurra con il nome Tommaso');
    await waitUntil(async () => (await t.system.db('mail_outbox').first())?.state === 'sent');
    expect(t.smtp.received).toHaveLength(1);
  });

  it('answers every invalid field with the Italian message of the form (§5), storing nothing', async () => {
    const before = await inbox();
    const form = await fillForm(t.system);
    const res = await postContact(
      t.system,
      {
        formToken: form.token,
        name: 'A',
        email: 'non-una-email',
        subject: 'ab',
        message: 'corto',
        securityAnswer: '  ',
      },
      nextIp(),
    ).expect(400);
    expect(res.body.message).toBe('Dati non validi');
    expect(
      Object.fromEntries(
        res.body.issues.map((i: { path: string[]; message: string }) => [i.path[0], i.message]),
      ),
    ).toEqual({
      name: 'Il nome deve contenere almeno 2 caratteri',
      email: 'Inserisci un indirizzo email valido',
      subject: "L'oggetto deve contenere almeno 3 caratteri",
      message: 'Il messaggio deve contenere almeno 10 caratteri',
      securityAnswer: 'La risposta di sicurezza è obbligatoria',
    });
    const missing = await postContact(t.system, {}, nextIp()).expect(400);
    expect(missing.body.issues.map((i: { message: string }) => i.message)).toEqual([
      'Il nome deve contenere almeno 2 caratteri',
      'Inserisci un indirizzo email valido',
      "L'oggetto deve contenere almeno 3 caratteri",
      'Il messaggio deve contenere almeno 10 caratteri',
      'La risposta di sicurezza è obbligatoria',
    ]);
    const tooLong = await postContact(
      t.system,
      contactBody(form, { website: 'x'.repeat(1001), message: 'x'.repeat(5001) }),
      nextIp(),
    ).expect(400);
    expect(tooLong.body.issues.map((i: { message: string }) => i.message)).toEqual([
      'Il messaggio può contenere al massimo 5000 caratteri',
      'Campo non valido',
    ]);
    expect(await inbox()).toBe(before);
  });

  it('limits each address to 5 messages per window (the 6th gets 429), other addresses unaffected', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const form = await fillForm(t.system);
      await postContact(t.system, contactBody(form, { subject: `Limite ${i}` }), ip).expect(201);
    }
    const form = await fillForm(t.system);
    const sixth = await postContact(t.system, contactBody(form, { subject: 'Limite 5' }), ip).expect(429);
    expect(sixth.body.message).toBe('Hai inviato troppi messaggi. Riprova tra qualche minuto.');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(500);
    expect(await countRows(t.system.db, 'contact_messages', { subject: 'Limite 5' })).toBe(0);
    await postContact(t.system, contactBody(form, { subject: 'Altro indirizzo' }), nextIp()).expect(201);
  });

  it('believes the client address only from the gateway: without its token, or as no IP, the socket counts', async () => {
    const posts = Array.from({ length: 6 }, (_, i) => i);
    const answers: number[] = [];
    for (const i of posts) {
      const form = await fillForm(t.system);
      const headers = i % 2 ? { 'X-Forwarded-For': nextIp() } : viaGateway(`not-an-ip-${i}`);
      answers.push(
        (await request(t.system.app).post('/api/contact').set(headers).send(contactBody(form))).status,
      );
    }
    // All six counted as this test's own socket (loopback): the sixth is over the limit of 5.
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('takes the plain HTML form (urlencoded) and answers with the redirects of the no-JS page', async () => {
    const form = await fillForm(t.system);
    const asForm = (body: Record<string, unknown>, ip = nextIp()) =>
      request(t.system.app).post('/api/contact').set(viaGateway(ip)).type('form').send(body);
    const ok = await asForm(contactBody(form, { subject: 'Senza JavaScript' })).expect(303);
    expect(ok.headers.location).toBe('/contatti?inviato=1');
    expect(await countRows(t.system.db, 'contact_messages', { subject: 'Senza JavaScript' })).toBe(1);
    expect((await asForm(contactBody(form)).expect(303)).headers.location).toBe('/contatti?errore=verifica');
    expect((await asForm({ name: 'A' }).expect(303)).headers.location).toBe('/contatti?errore=dati');
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await asForm({ name: 'A' }, ip);
    expect((await asForm({ name: 'A' }, ip).expect(303)).headers.location).toBe('/contatti?errore=limite');
    await request(t.system.app)
      .post('/api/contact')
      .set('Content-Type', 'text/plain')
      .send('name=x')
      .expect(415);
  });

  it('still takes the message when Redis cannot answer the rate limit (fails open)', async () => {
    const closedPort = await freePort();
    const deadRedis = createRedis(`redis://127.0.0.1:${closedPort}`, { commandTimeout: 500 });
    deadRedis.on('error', () => {});
    const limit = createContactRateLimit({
      redis: deadRedis,
      prefix: 'unused',
      max: 5,
      windowMs: 600_000,
      logger: createLogger('test', 'silent'),
    });
    const started = Date.now();
    expect(await limit('203.0.113.99')).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(Date.now() - started).toBeLessThan(1000);
    deadRedis.disconnect();
  });
});
