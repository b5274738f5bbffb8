import { afterAll, beforeAll } from 'vitest';
import {
  countRows,
  startContentTestSystem,
  type ContentTestOptions,
  type ContentTestSystem,
} from './content-test-system.ts';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server.ts';

export interface ContentSystemSuite {
  readonly smtp: SmtpTestServer;
  readonly system: ContentTestSystem;
  /** Each test posts from its own address, so the limit of 5 only bites where a test wants it. */
  nextIp(): string;
  /** How many contact messages are stored. */
  inbox(): Promise<number>;
}

/**
 * The set-up of a suite, called in its describe: an SMTP sink and the content system sending to it (with
 * these options), started before the suite's own beforeAll hooks and closed after the suite.
 */
export function contentSystemSuite(options: Omit<ContentTestOptions, 'smtpUrl'> = {}): ContentSystemSuite {
  let smtp: SmtpTestServer | undefined;
  let system: ContentTestSystem | undefined;
  let ipCounter = 0;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    system = await startContentTestSystem({ ...options, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await system?.close();
    await smtp?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('the content system suite is not started (call it in a describe)');
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
