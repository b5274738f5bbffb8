import { expect, type APIRequestContext } from '@playwright/test';
import type * as z from 'zod';
import {
  CONTACT_MIN_FILL_MS,
  SECURITY_QUESTIONS,
  type ContactFormToken,
  type ContactInput,
  type ContactMessage,
  type unreadCountSchema,
} from '@vetrina/contracts';

/** What a visitor types (`website` is the hidden honeypot: filled only by bots, the message goes to quarantine). */
export type ContactSubmission = Pick<ContactInput, 'name' | 'email' | 'subject' | 'message' | 'website'>;

/**
 * Sends a message the way the public form does: asks the server for a question and its signed token,
 * waits the minimum fill time, then answers the question right.
 */
export async function sendContactMessage(
  visitor: APIRequestContext,
  input: ContactSubmission,
): Promise<void> {
  const response = await postContactForm(visitor, input);
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Posts the form as a visitor would (a fresh question and token, the minimum fill time, the right answer),
 * with `extra` fields (a request's `productSlug` and `answer_<id>`), and returns the server's answer.
 */
export async function postContactForm(
  visitor: APIRequestContext,
  input: ContactSubmission,
  extra: Record<string, string> = {},
) {
  const form = await visitor.get('/api/contact/form');
  expect(form.status()).toBe(200);
  const { token, questionIndex } = (await form.json()) as ContactFormToken;
  await new Promise((resolve) => setTimeout(resolve, CONTACT_MIN_FILL_MS + 300));
  return visitor.post('/api/contact', {
    data: {
      ...input,
      website: input.website ?? '',
      securityAnswer: SECURITY_QUESTIONS[questionIndex]!.answers[0],
      questionIndex,
      formToken: token,
      ...extra,
    },
  });
}

export type StoredMessage = ContactMessage;

/** The admin's view of a message, looked up by its (unique) subject in either folder. */
export async function findMessage(
  admin: APIRequestContext,
  subject: string,
): Promise<StoredMessage | undefined> {
  for (const folder of ['inbox', 'quarantine']) {
    const list = (await (await admin.get(`/api/admin/messages?folder=${folder}`)).json()) as StoredMessage[];
    const found = list.find((message) => message.subject === subject);
    if (found) return found;
  }
  return undefined;
}

export async function unreadCount(admin: APIRequestContext): Promise<number> {
  return (
    (await (await admin.get('/api/admin/messages/unread-count')).json()) as z.infer<typeof unreadCountSchema>
  ).unread;
}

/** 'Messaggi, 3 non letti' (the nav link's name) or plain 'Messaggi' when nothing is unread. */
export const messagesNavName = (unread: number) =>
  unread === 0 ? 'Messaggi' : `Messaggi, ${unread} ${unread === 1 ? 'non letto' : 'non letti'}`;
