import type { Order, OrderLine } from '@vetrina/contracts';
import { formatEuro } from './order-money.ts';

/** An e-mail to the customer, stored whole before it is sent (what she received stays on record). */
export interface ComposedOrderMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const longDate = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'UTC' });
/** '2026-12-10' → '10 dicembre 2026'. */
export const formatDate = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`));

function lineText(line: OrderLine): string[] {
  const price = line.unitPrice === null ? '' : ` (${formatEuro(line.unitPrice)} cad.)`;
  const p = line.personalisation;
  return [
    `- ${line.quantity} × ${line.description}${price}`,
    ...(p.text ? [`  Testo da ricamare: ${p.text}`] : []),
    ...(p.colours ? [`  Colori: ${p.colours}`] : []),
    ...(p.notes ? [`  Note: ${p.notes}`] : []),
    ...line.answers.map((a) => `  ${a.question}: ${a.answer}`),
  ];
}

function lineHtml(line: OrderLine): string {
  const price = line.unitPrice === null ? '' : ` (${escapeHtml(formatEuro(line.unitPrice))} cad.)`;
  const p = line.personalisation;
  const details = [
    p.text ? `Testo da ricamare: ${escapeHtml(p.text)}` : '',
    p.colours ? `Colori: ${escapeHtml(p.colours)}` : '',
    p.notes ? `Note: <span style="white-space:pre-wrap">${escapeHtml(p.notes)}</span>` : '',
    ...line.answers.map((a) => `${escapeHtml(a.question)}: ${escapeHtml(a.answer)}`),
  ].filter(Boolean);
  return `<li>${line.quantity} × ${escapeHtml(line.description)}${price}${
    details.length ? `<br>${details.join('<br>')}` : ''
  }</li>`;
}

const paragraphs = (texts: string[]) =>
  texts.map((t) => `<p style="white-space:pre-wrap">${escapeHtml(t)}</p>`).join('\n');

type Fact = [label: string, value: string];

/** The customer's own page, where she follows her order (quote and shipping e-mails). */
export const ORDER_PAGE_LINK_TEXT = 'Segui il tuo ordine';

const linkText = (url: string) => [`${ORDER_PAGE_LINK_TEXT}: ${url}`];
const linkHtml = (url: string) =>
  `<p>${ORDER_PAGE_LINK_TEXT}: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;

function compose(
  order: Order,
  intro: string[],
  facts: Fact[],
  outro: string[],
): Omit<ComposedOrderMail, 'subject'> {
  const text = [
    `Gentile ${order.customerName},`,
    '',
    ...intro,
    '',
    ...order.lines.flatMap(lineText),
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...linkText(order.customerPageUrl),
    '',
    ...outro,
  ].join('\n');
  const html = [
    `<p>Gentile ${escapeHtml(order.customerName)},</p>`,
    paragraphs(intro),
    `<ul>\n${order.lines.map(lineHtml).join('\n')}\n</ul>`,
    '<table>',
    ...facts.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    linkHtml(order.customerPageUrl),
    paragraphs(outro),
  ].join('\n');
  return { text, html };
}

/**
 * 'Invia preventivo': the lines with their personalisation, the agreed total, the deposit asked and the
 * expected delivery (or the proposed one), and the maker's own words. Replying writes to the maker.
 */
export function composeQuoteMail(order: Order, message: string | null): ComposedOrderMail {
  const delivery = order.expectedDelivery ?? order.proposedDelivery;
  const facts: Fact[] = [['Prezzo concordato', formatEuro(order.agreedTotal ?? order.linesTotal)]];
  if (order.depositRequested) facts.push(['Acconto richiesto', formatEuro(order.depositRequested)]);
  if (delivery) facts.push(['Consegna prevista', formatDate(delivery)]);
  const { text, html } = compose(
    order,
    [`ecco il preventivo per il tuo ordine n. ${order.id}:`, ...(message ? [message] : [])],
    facts,
    ['Per confermare l’ordine rispondi a questa e-mail.', 'Grazie!'],
  );
  return { subject: `Preventivo per il tuo ordine n. ${order.id}`, text, html };
}

/** 'Spedito': the shipping notice, with the tracking link when there is one. */
export function composeShippingMail(order: Order, trackingUrl: string | null): ComposedOrderMail {
  const { text, html } = compose(
    order,
    [`il tuo ordine n. ${order.id} è stato spedito.`],
    trackingUrl ? [['Tracciamento della spedizione', trackingUrl]] : [],
    ['Per qualsiasi domanda rispondi a questa e-mail.', 'Grazie!'],
  );
  return { subject: `Il tuo ordine n. ${order.id} è stato spedito`, text, html };
}
