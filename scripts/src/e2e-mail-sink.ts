// The e2e system's mail server: a real SMTP server (svc-content's test server) that writes each mail it
// accepts as a JSON file, where the Playwright specs (another process) read what a customer received.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpTestServer, type SmtpTestServer } from '../../svc-content/src/test/smtp-test-server.ts';
import { DATA_DIR } from './start/paths.ts';

/** One folder per port offset, so parallel e2e runs never read each other's mail. */
export const mailSinkDir = (portOffset: number) =>
  path.join(DATA_DIR, portOffset ? `e2e-mail-${portOffset}` : 'e2e-mail');

/** Starts the server on an emptied folder; `SMTP_URL` of the system is its `url`. */
export async function startMailSink(portOffset: number): Promise<SmtpTestServer> {
  const dir = mailSinkDir(portOffset);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  return startSmtpTestServer((mail) => {
    count += 1;
    writeFileSync(path.join(dir, `${String(count).padStart(6, '0')}.json`), JSON.stringify(mail));
  });
}
