import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../svc-content/src/test/received-mail.ts';
import { mailSinkDir } from '../../scripts/src/e2e-mail-sink.ts';

export type { ReceivedMail };

/** Every mail the e2e system's SMTP server (scripts/src/e2e-mail-sink.ts) accepted so far, oldest first. */
export function receivedMail(): ReceivedMail[] {
  const dir = mailSinkDir(Number(process.env.E2E_PORT_OFFSET ?? 0));
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail);
}

/**
 * Waits for the first mail whose subject contains `subject` (and sent to `to`, when given), and returns it;
 * `timeout` for a mail a scheduled job sends (the expect timeout otherwise).
 */
export async function waitForMail({
  subject,
  to,
  timeout,
}: {
  subject: string;
  to?: string;
  timeout?: number;
}): Promise<ReceivedMail> {
  const find = () =>
    receivedMail().find(
      (mail) => mail.subject.includes(subject) && (to === undefined || mail.envelope.to.includes(to)),
    );
  await expect
    .poll(() => find()?.subject, {
      message: `a mail about "${subject}"${to ? ` to ${to}` : ''}`,
      ...(timeout ? { timeout } : {}),
    })
    .toBeTruthy();
  return find()!;
}
