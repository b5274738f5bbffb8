import net, { type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@vetrina/service-kit';
import { createSendMail, SMTP_TIMEOUTS } from './mail-transport.ts';

describe('SMTP transport', () => {
  let silent: net.Server;
  const sockets: Socket[] = [];
  let url: string;

  // A "blackholed" mail server: it accepts the connection and never says a word.
  beforeAll(async () => {
    silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('waits at most 10 s for any step, far below nodemailer defaults (2 min connect, 10 min socket)', () => {
    expect(Math.max(...Object.values(SMTP_TIMEOUTS))).toBeLessThanOrEqual(10_000);
  });

  it('fails a try against a server that never answers instead of hanging (retried by the job)', async () => {
    const sendMail = createSendMail(url, createLogger('test', 'silent'), { greetingTimeout: 300 });
    const started = Date.now();
    await expect(
      sendMail({ from: 'a@vetrina.test', to: 'b@vetrina.test', subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
