import type { ContactMessage } from '@vetrina/contracts';
import { formatDate } from '@vetrina/web-kit';

/** Mail clients expect CRLF line breaks in a mailto body (RFC 6068). */
const CRLF = '\r\n';

/** The reply's text: a polite greeting, room to write, then the original message quoted. */
export function replyBody(message: Pick<ContactMessage, 'name' | 'message' | 'createdAt'>): string {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join(CRLF);
  return [
    `Gentile ${message.name},`,
    '',
    '',
    '',
    `Il ${formatDate(message.createdAt)} ${message.name} ha scritto:`,
    quoted,
  ].join(CRLF);
}

/** `mailto:` link answering a contact message: subject 'Re: {subject}', greeting and quoted text. */
export function replyHref(message: ContactMessage): string {
  const address = encodeURIComponent(message.email).replace('%40', '@');
  const subject = encodeURIComponent(`Re: ${message.subject}`);
  const body = encodeURIComponent(replyBody(message));
  return `mailto:${address}?subject=${subject}&body=${body}`;
}

/** 'gmail.com' of 'anna@gmail.com' (the card's domain badge). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at >= 0 ? email.slice(at + 1).toLowerCase() : email;
}
