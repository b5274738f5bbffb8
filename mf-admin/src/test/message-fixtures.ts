import type { ContactMessage } from '@vetrina/contracts';

/** A contact message as the admin API answers it: unread, in the inbox, its e-mail sent. */
export function contactMessage(id: number, overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id,
    name: 'Anna Rossi',
    email: 'anna@esempio.it',
    subject: `Richiesta ${id}`,
    message: 'Vorrei una copertina personalizzata con il nome Sofia.',
    createdAt: '2026-11-20T09:05:00.000Z',
    read: false,
    folder: 'inbox',
    mailStatus: 'sent',
    product: null,
    answers: [],
    ...overrides,
  };
}
