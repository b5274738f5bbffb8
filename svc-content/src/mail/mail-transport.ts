import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from '@vetrina/service-kit';

export type SendMail = (mail: SendMailOptions) => Promise<void>;

/** Timeouts well under nodemailer's defaults (2 min connect, 10 min socket), so a dead server fails a try fast. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 10_000,
  dnsTimeout: 5_000,
};

/**
 * Sends over SMTP_URL; without it the e-mail is written to the log (development), and counts as sent.
 * Rejections keep nodemailer's `responseCode`, which the mail job reads to tell 4xx from 5xx.
 */
export function createSendMail(
  smtpUrl: string | undefined,
  logger: Logger,
  timeouts: Partial<typeof SMTP_TIMEOUTS> = {},
): SendMail {
  if (!smtpUrl) {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    return async (mail) => {
      const info = await transport.sendMail(mail);
      logger.info(
        { mail: JSON.parse(String(info.message)) },
        'contact e-mail (SMTP_URL not set: logged, not sent)',
      );
    };
  }
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, ...timeouts });
  return async (mail) => {
    await transport.sendMail(mail);
  };
}
