import type { Order } from '@vetrina/contracts';
import { escapeHtml } from '../orders/order-mail.ts';
import type { ComposedOrderMail } from '../orders/order-mail.ts';

/** The one e-mail asking the customer of a delivered order for a testimonial: a link to a short form. */
export function composeTestimonialMail(
  order: Pick<Order, 'id' | 'customerName'>,
  url: string,
  siteName: string,
): ComposedOrderMail {
  const intro = `speriamo che il tuo ordine n. ${order.id} ti sia piaciuto.`;
  const ask = 'Ci racconti com’è andata? Bastano un minuto, un voto da 1 a 5 e qualche parola:';
  const outro = 'Il link funziona una volta sola. Grazie!';
  return {
    subject: `Com’è andata con il tuo ordine n. ${order.id}? – ${siteName}`,
    text: [`Gentile ${order.customerName},`, '', intro, ask, url, '', outro].join('\n'),
    html: [
      `<p>Gentile ${escapeHtml(order.customerName)},</p>`,
      `<p>${escapeHtml(intro)}<br>${escapeHtml(ask)}</p>`,
      `<p><a href="${escapeHtml(url)}">Lascia la tua testimonianza</a></p>`,
      `<p>${escapeHtml(outro)}</p>`,
    ].join('\n'),
  };
}
