import type { SendMailOptions } from 'nodemailer';
import type { MessageRow } from '../messages/message-repository.ts';

export interface MailAddresses {
  from: string;
  to: string;
}

const dateTime = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Rome',
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Header values never carry line breaks, whatever the visitor typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The owner's notification of a contact message; replying answers the visitor directly. */
export function composeOwnerMail(message: MessageRow, addresses: MailAddresses): SendMailOptions {
  const fields: [string, string][] = [
    ['Nome', message.name],
    ['E-mail', message.email],
    ['Oggetto', message.subject],
    ['Data', dateTime.format(message.created_at)],
    // A request from a product page (issue 30): the product, then each answer under its question.
    ...(message.product ? [['Prodotto', message.product.name] as [string, string]] : []),
    ...message.answers.map((a): [string, string] => [a.question, a.answer]),
  ];
  const intro = 'Hai ricevuto un nuovo messaggio dal modulo contatti del sito.';
  const outro = `Rispondi a questa e-mail per scrivere direttamente a ${message.name}.`;
  const text = [
    intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Messaggio:',
    message.message,
    '',
    '--',
    outro,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...fields.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p><strong>Messaggio:</strong></p><p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p>${escapeHtml(outro)}</p>`,
  ].join('\n');
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name: oneLine(message.name), address: message.email },
    subject: `Nuovo messaggio dal sito: ${oneLine(message.subject)}`,
    text,
    html,
  };
}
