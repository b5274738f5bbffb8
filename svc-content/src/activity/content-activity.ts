import type { ActivityRecord } from '@vetrina/service-kit';
import type { TestimonialValues } from '../testimonials/testimonial-repository.ts';

/** Who made the change (the signed-in user; null for the system). */
export type Actor = ActivityRecord['actor'];

/** The admin screens the entries link to (mf-admin routes.tsx): messages have no page of their own. */
export const testimonialHref = (id: number) => `/admin/testimonials/${id}`;
export const messageHref = (id: number) => `/admin/messaggi#messaggio-${id}`;

export const TESTIMONIAL_FIELD_LABELS: Record<
  Exclude<keyof TestimonialValues, 'order_id' | 'verified_order'>,
  string
> = {
  name: 'nome',
  content: 'testo',
  rating: 'valutazione',
  initials: 'iniziali',
  child_name: 'nome del bambino',
  child_age: 'età del bambino',
  published: 'pubblicazione',
};

export const testimonialActivity = (
  action: ActivityRecord['action'],
  actor: Actor,
  testimonial: { id: number; name: string },
  summary: string,
): ActivityRecord => ({
  kind: 'testimonial',
  action,
  actor,
  itemId: testimonial.id,
  itemLabel: testimonial.name,
  itemHref: testimonialHref(testimonial.id),
  summary,
});

/** A visitor's message: labelled with the visitor's name only (never the e-mail, subject or body). */
export const messageActivity = (
  action: ActivityRecord['action'],
  actor: Actor,
  message: { id: number; name: string },
  summary: string,
): ActivityRecord => ({
  kind: 'message',
  action,
  actor,
  itemId: message.id,
  itemLabel: `Messaggio di ${message.name}`,
  itemHref: messageHref(message.id),
  summary,
});
