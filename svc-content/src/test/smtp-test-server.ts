import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMail, type ReceivedMail } from './received-mail.ts';

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** How many deliveries were attempted (accepted or refused). */
  attempts: number;
  /** Refuses the next `count` messages with this SMTP reply code (e.g. 421, 450, 550). */
  refuseNext(count: number, responseCode: number): void;
  /** Holds every accepted message this long before answering (a slow mail server). */
  delayMs: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random loopback port (plain SMTP, no auth), keeping what it receives;
 * `onMail` also hears of each accepted message (the e2e system writes them where its specs read them).
 */
export async function startSmtpTestServer(
  onMail: (mail: ReceivedMail) => void = () => {},
): Promise<SmtpTestServer> {
  let refusals = { count: 0, code: 421 };
  const state: SmtpTestServer = {
    url: '',
    received: [],
    attempts: 0,
    delayMs: 0,
    refuseNext: (count, code) => void (refusals = { count, code }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.attempts += 1;
        if (refusals.count > 0) {
          refusals.count -= 1;
          const error = Object.assign(new Error('Servizio temporaneamente non disponibile'), {
            responseCode: refusals.code,
          });
          return callback(error);
        }
        const mail = readMail(Buffer.concat(chunks).toString('utf8'), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        setTimeout(() => {
          state.received.push(mail);
          onMail(mail);
          callback();
        }, state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}
