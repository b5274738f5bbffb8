import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECURITY_QUESTIONS } from '@vetrina/contracts';
import {
  contactBody,
  countRows,
  fillForm,
  postContact,
  TEST_TOKEN_SECRET,
} from '../test/content-test-system.ts';
import { contentSystemSuite } from '../test/content-system-suite.ts';
import { waitUntil } from '../test/wait-until.ts';

const SECURITY_FAILED = 'Verifica di sicurezza fallita';

/** The signed body of a form token: issue time and the question and nonce it vouches for. */
const decodeBody = (body: string) =>
  JSON.parse(Buffer.from(body, 'base64url').toString()) as { i: number; d: { q: number; n: string } };

describe('POST /api/contact: anti-bot rules enforced by the server', () => {
  const t = contentSystemSuite({ rateLimitMax: 5 });
  const { nextIp, inbox } = t;

  it('refuses a submission sent less than 5 s after the question, then takes the same token later', async () => {
    const before = await inbox();
    const form = await fillForm(t.system, 4_900);
    const res = await postContact(t.system, contactBody(form), nextIp()).expect(422);
    expect(res.body.message).toBe(SECURITY_FAILED);
    expect(res.body.issues[0].path).toEqual(['formToken']);
    expect(await inbox()).toBe(before);
    t.system.clock.offsetMs += 200;
    await postContact(t.system, contactBody(form), nextIp()).expect(201);
    expect(await inbox()).toBe(before + 1);
  });

  it('refuses a replayed token: one submission per question shown', async () => {
    const form = await fillForm(t.system);
    await postContact(t.system, contactBody(form, { subject: 'Prima copia' }), nextIp()).expect(201);
    const replay = await postContact(
      t.system,
      contactBody(form, { subject: 'Seconda copia' }),
      nextIp(),
    ).expect(422);
    expect(replay.body.message).toBe(SECURITY_FAILED);
    expect(await countRows(t.system.db, 'contact_messages', { subject: 'Seconda copia' })).toBe(0);
  });

  it('refuses two simultaneous submissions of one token but one (unique nonce in PostgreSQL)', async () => {
    const form = await fillForm(t.system);
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => postContact(t.system, contactBody(form, { subject: `Gara ${n}` }), nextIp())),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422]);
    expect(await countRows(t.system.db, 'contact_messages', {})).toBeGreaterThan(0);
    const stored = await t.system
      .db('contact_messages')
      .where('subject', 'like', 'Gara %')
      .count<{ count: number }[]>('* as count');
    expect(Number(stored[0]!.count)).toBe(1);
  });

  it("refuses a wrong answer for the token's question, and spends the token", async () => {
    const before = await inbox();
    const form = await fillForm(t.system);
    const wrong = await postContact(
      t.system,
      contactBody(form, { securityAnswer: 'rosso' }),
      nextIp(),
    ).expect(422);
    expect(wrong.body).toMatchObject({ message: SECURITY_FAILED, issues: [{ path: ['securityAnswer'] }] });
    await postContact(t.system, contactBody(form), nextIp()).expect(422);
    expect(await inbox()).toBe(before);
  });

  it('accepts every listed answer of the question, trimmed and lower-cased', async () => {
    const form = await fillForm(t.system);
    const answers = SECURITY_QUESTIONS[form.questionIndex]!.answers;
    await postContact(
      t.system,
      contactBody(form, { securityAnswer: ` ${answers.at(-1)!.toUpperCase()}\t` }),
      nextIp(),
    ).expect(201);
  });

  it('refuses forged, tampered, foreign, missing and expired tokens', async () => {
    const before = await inbox();
    const form = await fillForm(t.system);
    const [keyId, body, signature] = form.token.split('.') as [string, string, string];
    const decoded = decodeBody(body);
    const otherQuestion = (decoded.d.q + 1) % SECURITY_QUESTIONS.length;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const tamperedBody = encode({ ...decoded, d: { ...decoded.d, q: otherQuestion } });
    const backdatedBody = encode({ ...decoded, i: decoded.i - 60_000 });
    const attempts: Record<string, unknown>[] = [
      { formToken: `${keyId}.${body}.${'A'.repeat(43)}` },
      {
        formToken: `${keyId}.${tamperedBody}.${signature}`,
        questionIndex: otherQuestion,
        securityAnswer: SECURITY_QUESTIONS[otherQuestion]!.answers[0],
      },
      { formToken: `${keyId}.${backdatedBody}.${signature}` },
      { formToken: 'not-a-token' },
      { formToken: undefined },
      { questionIndex: otherQuestion, securityAnswer: SECURITY_QUESTIONS[otherQuestion]!.answers[0] },
    ];
    for (const overrides of attempts) {
      const res = await postContact(t.system, contactBody(form, overrides), nextIp()).expect(422);
      expect(res.body.message).toBe(SECURITY_FAILED);
    }
    expect(await inbox()).toBe(before);
    // None of the refusals spent the untouched token: the visitor can still send it.
    await postContact(t.system, contactBody(form), nextIp()).expect(201);
    const old = await fillForm(t.system, 24 * 3600_000 + 1);
    await postContact(t.system, contactBody(old), nextIp()).expect(422);
    expect(await inbox()).toBe(before + 1);
  });

  it('answers a filled honeypot exactly like a success but quarantines it and sends no e-mail', async () => {
    const bot = await fillForm(t.system);
    const res = await postContact(
      t.system,
      contactBody(bot, { subject: 'Offerta SEO', website: 'http://spam.example' }),
      nextIp(),
    ).expect(201);
    expect(res.body).toEqual({ message: 'Messaggio inviato!' });
    const row = await t.system.db('contact_messages').where({ subject: 'Offerta SEO' }).first();
    expect(row).toMatchObject({ folder: 'quarantine' });
    expect(await countRows(t.system.db, 'mail_outbox', { message_id: row.id })).toBe(0);
    // A human message sent after it is mailed; the quarantined one never is, even after a sweep.
    const human = await fillForm(t.system);
    await postContact(t.system, contactBody(human, { subject: 'Dopo lo spam' }), nextIp()).expect(201);
    await waitUntil(() => t.smtp.received.some((m) => m.subject.endsWith('Dopo lo spam')));
    await t.system.mail.sweep();
    expect(t.smtp.received.some((m) => m.subject.includes('Offerta SEO'))).toBe(false);
  });

  it('still takes a form token of the format of before the key ring, within its 24 h', async () => {
    const form = await fillForm(t.system);
    const issuedAt = decodeBody(form.token.split('.')[1]!).i;
    const legacyToken = (t: number, nonce: string) => {
      const payload = Buffer.from(JSON.stringify({ q: form.questionIndex, t, n: nonce })).toString(
        'base64url',
      );
      return `${payload}.${createHmac('sha256', TEST_TOKEN_SECRET).update(payload).digest('base64url')}`;
    };
    const before = await inbox();
    const fresh = legacyToken(issuedAt, 'legacy-nonce-0123456789');
    await postContact(
      t.system,
      contactBody(form, { formToken: fresh, subject: 'Modulo di ieri' }),
      nextIp(),
    ).expect(201);
    const expired = legacyToken(issuedAt - 24 * 3600_000 - 1, 'legacy-nonce-expired-0123');
    await postContact(t.system, contactBody(form, { formToken: expired }), nextIp()).expect(422);
    await postContact(t.system, contactBody(form, { formToken: fresh }), nextIp()).expect(422);
    expect(await inbox()).toBe(before + 1);
  });
});
