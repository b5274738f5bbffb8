import type { PushNotice } from '@vetrina/contracts';

/**
 * The maker's notifications from svc-content (issue 27 §4): Italian, and no personal data beyond the
 * customer's first name (never a surname, address, e-mail, phone nor the message's text).
 */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0]!.slice(0, 40);

export const newMessageNotice = (senderName: string): PushNotice => ({
  kind: 'message',
  title: 'Nuovo messaggio',
  body: `${firstNameOf(senderName)} ti ha scritto dal sito.`,
  url: '/admin/messaggi',
});

export const newOrderNotice = (id: number, customerName: string): PushNotice => ({
  kind: 'order',
  title: 'Nuovo ordine',
  body: `Ordine n. ${id} di ${firstNameOf(customerName)}.`,
  url: `/admin/ordini/${id}`,
});

export interface DeadlineOrder {
  id: number;
  customer_name: string;
}

const dueTomorrowText = (orders: DeadlineOrder[]) =>
  orders.length === 1
    ? `Domani va consegnato l'ordine n. ${orders[0]!.id} di ${firstNameOf(orders[0]!.customer_name)}.`
    : `Domani vanno consegnati ${orders.length} ordini.`;

const overdueText = (orders: DeadlineOrder[]) =>
  orders.length === 1
    ? `In ritardo: l'ordine n. ${orders[0]!.id} di ${firstNameOf(orders[0]!.customer_name)}.`
    : `In ritardo: ${orders.length} ordini.`;

/** The morning's summary: orders due tomorrow and late ones; nothing to say, no notification. */
export function deadlineNotice(
  dueTomorrow: DeadlineOrder[],
  overdue: DeadlineOrder[],
): PushNotice | undefined {
  const all = [...dueTomorrow, ...overdue];
  if (all.length === 0) return undefined;
  return {
    kind: 'deadline',
    title: overdue.length > 0 ? 'Ordini in ritardo' : 'Ordini da consegnare domani',
    body: [dueTomorrow.length ? dueTomorrowText(dueTomorrow) : '', overdue.length ? overdueText(overdue) : '']
      .filter(Boolean)
      .join(' '),
    url: all.length === 1 ? `/admin/ordini/${all[0]!.id}` : '/admin/ordini',
  };
}
