import { afterAll, beforeAll } from 'vitest';
import { countRows, startContentTestSystem, type ContentTestSystem } from './content-test-system.ts';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server.ts';

export interface ContactFormSuite {
  readonly smtp: SmtpTestServer;
  readonly system: ContentTestSystem;
  /** Each test posts from its own address, so the limit of 5 only bites where a test wants it. */
  nextIp(): string;
  /** How many contact messages are stored. */
  inbox(): Promise<number>;
}

/**
 * The set-up of a suite on the contact form, called in its describe: an SMTP sink and the content
 * system sending to it, with a limit of 5 requests an address, started before the suite and closed after.
 */
export function contactFormSuite(): ContactFormSuite {
  let smtp: SmtpTestServer | undefined;
  let system: ContentTestSystem | undefined;
  let ipCounter = 0;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    system = await startContentTestSystem({ smtpUrl: smtp.url, rateLimitMax: 5 });
  });
  afterAll(async () => {
    await system?.close();
    await smtp?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the contact form suite is not started (call it in a describe)');
    return value;
  };
  return {
    get smtp() {
      return started(smtp);
    },
    get system() {
      return started(system);
    },
    nextIp: () => `198.51.100.${++ipCounter}`,
    inbox: () => countRows(started(system).db, 'contact_messages'),
  };
}
