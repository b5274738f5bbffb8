import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker } from '@vetrina/service-kit/jobs';
import {
  contactBody,
  fillForm,
  postContact,
  startContentTestSystem,
  type ContentTestSystem,
} from '../test/content-test-system.ts';
import { contentSystemSuite } from '../test/content-system-suite.ts';
import { startRedisTestServer, type RedisTestServer } from '../test/redis-test-server.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server.ts';
import { waitUntil } from '../test/wait-until.ts';
import {
  deliverOwnerMail,
  OWNER_MAIL_QUEUE,
  ownerMailProcessor,
  type OwnerMailJob,
} from './owner-mail-job.ts';
import { addOwnerMail } from './outbox-repository.ts';
import { insertMessage } from '../messages/message-repository.ts';

const outboxOf = async (system: ContentTestSystem, messageId: number) =>
  system.db('mail_outbox').where({ message_id: messageId }).first();

/** A stored inbox message with its outbox row, not handed to any queue yet. */
async function storedMessage(system: ContentTestSystem, subject: string): Promise<number> {
  return system.db.transaction(async (trx) => {
    const id = await insertMessage(trx, {
      name: 'Marta Bianchi',
      email: 'marta@example.it',
      subject,
      message: 'Vorrei un set nascita con il nome Leonardo, grazie mille.',
      folder: 'inbox',
    });
    await addOwnerMail(trx, id);
    return id;
  });
}

async function submit(system: ContentTestSystem, subject: string): Promise<number> {
  const form = await fillForm(system);
  await postContact(system, contactBody(form, { subject })).expect(201);
  return (await system.db('contact_messages').where({ subject }).first()).id as number;
}

const queueIdle = async (system: ContentTestSystem) =>
  Object.values(await system.mail.queue.queue.getJobCounts('waiting', 'active', 'delayed')).every((n) => !n);

const mailsAbout = (smtp: SmtpTestServer, subject: string) =>
  smtp.received.filter((m) => m.subject === `Nuovo messaggio dal sito: ${subject}`);

describe('owner e-mail when Redis goes away', () => {
  let smtp: SmtpTestServer;
  let redis: RedisTestServer;
  let system: ContentTestSystem;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    redis = await startRedisTestServer();
    system = await startContentTestSystem({
      smtpUrl: smtp.url,
      redisUrl: redis.url,
      sweepIntervalMs: 100,
      staleAfterMs: 0,
    });
  });
  afterAll(async () => {
    await redis.start().catch(() => {});
    await system.close();
    await redis.stop();
    await smtp.close();
  });

  it('stores the message and answers 201 with Redis down, then mails it exactly once when Redis is back', async () => {
    await waitUntil(() => system.mail.queue.isReady(), { what: 'the queue connection' });
    await redis.stop();
    const started = Date.now();
    const id = await submit(system, 'Mentre Redis è spento');
    // Neither the rate limit nor the queue waits for Redis (a hang would last until the test's timeout).
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await outboxOf(system, id)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(smtp.received).toHaveLength(0);

    await redis.start();
    await waitUntil(async () => (await outboxOf(system, id))?.state === 'sent', {
      timeoutMs: 15_000,
      what: 'the sweeper to hand the e-mail over and the worker to send it',
    });
    // More sweeper passes and an idle queue later, there is still one e-mail.
    await system.mail.sweep();
    await waitUntil(() => queueIdle(system), { what: 'an idle mail queue' });
    expect(mailsAbout(smtp, 'Mentre Redis è spento')).toHaveLength(1);
    expect(await outboxOf(system, id)).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
  });
});

describe('owner e-mail against a real SMTP server', () => {
  const t = contentSystemSuite({ attempts: 3, backoffMs: 50 });

  it('retries while SMTP refuses (421, 450), then sends it once', async () => {
    t.smtp.refuseNext(2, 421);
    const before = t.smtp.attempts;
    const id = await submit(t.system, 'SMTP occupato');
    await waitUntil(async () => (await outboxOf(t.system, id))?.state === 'sent', {
      what: 'the retried e-mail',
    });
    expect(t.smtp.attempts - before).toBe(3);
    expect(mailsAbout(t.smtp, 'SMTP occupato')).toHaveLength(1);
    expect(await outboxOf(t.system, id)).toMatchObject({ attempts: 3, last_error: null });
  });

  it('records a refused try as retrying, and as failed on the last attempt', async () => {
    const id = await storedMessage(t.system, 'Tentativi registrati');
    t.smtp.refuseNext(2, 450);
    await expect(deliverOwnerMail(t.system.worker.deps, id, false)).rejects.toThrow();
    expect(await outboxOf(t.system, id)).toMatchObject({ state: 'retrying', attempts: 1 });
    expect((await outboxOf(t.system, id)).last_error).toMatch(/non disponibile/);
    await expect(deliverOwnerMail(t.system.worker.deps, id, true)).rejects.toThrow();
    expect(await outboxOf(t.system, id)).toMatchObject({ state: 'failed', attempts: 2 });
    // A failed e-mail is not sent again by a stray job.
    expect(await deliverOwnerMail(t.system.worker.deps, id, false)).toBe('skipped');
    expect(mailsAbout(t.smtp, 'Tentativi registrati')).toHaveLength(0);
  });

  it('gives up at once on a permanent refusal (5xx): failed, no retry', async () => {
    t.smtp.refuseNext(1, 550);
    const before = t.smtp.attempts;
    const id = await submit(t.system, 'Indirizzo rifiutato');
    await waitUntil(async () => (await outboxOf(t.system, id))?.state === 'failed', {
      what: 'the failed e-mail',
    });
    const [job] = await t.system.mail.queue.queue.getJobs(['failed']);
    expect(job?.data).toEqual({ messageId: id });
    expect(job?.attemptsMade).toBe(1);
    expect(t.smtp.attempts - before).toBe(1);
    expect(await outboxOf(t.system, id)).toMatchObject({ attempts: 1 });
  });

  it('fails an e-mail for good once the attempts are spent', async () => {
    t.smtp.refuseNext(3, 450);
    const id = await submit(t.system, 'Sempre occupato');
    await waitUntil(async () => (await outboxOf(t.system, id))?.state === 'failed', {
      what: 'the spent attempts',
    });
    expect(await outboxOf(t.system, id)).toMatchObject({ attempts: 3 });
    expect(mailsAbout(t.smtp, 'Sempre occupato')).toHaveLength(0);
  });

  it('sends one e-mail when two workers and direct runs race on one message', async () => {
    const second = createJobWorker<OwnerMailJob, string>(
      {
        name: OWNER_MAIL_QUEUE,
        redisUrl: t.system.worker.redisUrl,
        prefix: t.system.worker.prefix,
        logger: t.system.worker.deps.logger,
        concurrency: 4,
      },
      ownerMailProcessor(t.system.worker.deps),
    );
    try {
      t.smtp.delayMs = 300;
      const before = t.smtp.attempts;
      const id = await storedMessage(t.system, 'Corsa tra worker');
      const runs = await Promise.all([
        deliverOwnerMail(t.system.worker.deps, id, false),
        deliverOwnerMail(t.system.worker.deps, id, false),
        t.system.mail.queue.add({ messageId: id }, `message-${id}`).then(() => 'queued'),
        t.system.mail.queue.ensure({ messageId: id }, `message-${id}`).then(() => 'queued'),
        t.system.mail.sweep().then(() => 'swept'),
      ]);
      // Whoever locks the outbox row first sends; every other run finds nothing to do.
      expect(runs.filter((r) => r === 'sent').length).toBeLessThanOrEqual(1);
      expect(runs.filter((r) => r === 'skipped').length).toBeGreaterThanOrEqual(1);
      await waitUntil(() => queueIdle(t.system), { what: 'an idle mail queue' });
      expect(mailsAbout(t.smtp, 'Corsa tra worker')).toHaveLength(1);
      expect(t.smtp.attempts - before).toBe(1);
      expect(await outboxOf(t.system, id)).toMatchObject({ state: 'sent', attempts: 1 });
    } finally {
      t.smtp.delayMs = 0;
      await second.close();
    }
  });

  it('writes a readable e-mail: subject, reply-to the visitor, every field, HTML escaped', async () => {
    const form = await fillForm(t.system);
    await postContact(
      t.system,
      contactBody(form, {
        name: 'Chiara <b>Neri</b>',
        subject: 'Bavaglino con ricamo «Sofia»',
        message: 'Ciao! Vorrei un bavaglino <script>alert(1)</script>\nsu due righe, è possibile?',
      }),
    ).expect(201);
    const mail = await waitUntil(() => mailsAbout(t.smtp, 'Bavaglino con ricamo «Sofia»')[0], {
      what: 'the e-mail',
    });
    expect(mail.headers.from).toBe('Vetrina <noreply@vetrina.test>');
    expect(mail.headers['reply-to']).toContain('giulia.rossi@example.it');
    expect(mail.text).toContain('Nome: Chiara <b>Neri</b>');
    expect(mail.text).toMatch(/Data: \d{1,2} \w+ \d{4}/);
    expect(mail.text).toContain('su due righe, è possibile?');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    console.log(
      `--- e-mail as received by the SMTP test server ---\nSubject: ${mail.subject}\nFrom: ${mail.headers.from}\nTo: ${mail.headers.to}\nReply-To: ${mail.headers['reply-to']}\n\n${mail.text}\n---`,
    );
  });
});
