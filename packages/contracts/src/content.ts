import * as z from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-rules.ts';
import { REQUEST_PRODUCT_GONE } from './product-answers.ts';
import { questionAnswerSchema } from './product-questions.ts';
import { TESTIMONIAL_FORM_MESSAGES } from './customer-order.ts';
import { multiLineText, singleLineText } from './text-schema.ts';

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  rating: z.number().int().min(0).max(5),
  initials: z.string().nullable(),
  childName: z.string().nullable(),
  childAge: z.string().nullable(),
  /** Written by the customer of a delivered order, from the link she was e-mailed ('Ordine verificato'). */
  verifiedOrder: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const adminTestimonialSchema = testimonialSchema.extend({
  createdAt: z.string(),
  /** Shown on the public pages; a customer's testimonial arrives unpublished. */
  published: z.boolean(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    singleLineText(message).max(max, message).nullable(),
  );

export const TESTIMONIAL_RATING_MESSAGE = 'La valutazione deve essere tra 1 e 5 stelle.';

/** Every message the owner can see is Italian, including those for missing or mistyped fields. */
export const testimonialInputSchema = z.strictObject(
  {
    name: singleLineText('Il nome deve essere di almeno 2 caratteri.')
      .min(2, 'Il nome deve essere di almeno 2 caratteri.')
      .max(100, 'Il nome può avere al massimo 100 caratteri.'),
    content: multiLineText('Il contenuto deve essere di almeno 10 caratteri.')
      .min(10, 'Il contenuto deve essere di almeno 10 caratteri.')
      .max(5000, 'Il contenuto può avere al massimo 5000 caratteri.'),
    rating: z.coerce
      .number({ error: TESTIMONIAL_RATING_MESSAGE })
      .int(TESTIMONIAL_RATING_MESSAGE)
      .min(1, TESTIMONIAL_RATING_MESSAGE)
      .max(5, TESTIMONIAL_RATING_MESSAGE),
    initials: optionalText(5, 'Le iniziali possono avere al massimo 5 caratteri.'),
    childName: optionalText(50, 'Il nome del bambino può avere al massimo 50 caratteri.'),
    childAge: optionalText(20, "L'età del bambino può avere al massimo 20 caratteri."),
    published: z.boolean({ error: 'Indica se la testimonianza è pubblicata.' }).default(true),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Campo non previsto' : 'Dati non validi') },
);
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

const FROM_ORDER = TESTIMONIAL_FORM_MESSAGES;

/** POST /api/testimonial-requests/:token (JSON, or the plain form without JavaScript). */
export const testimonialFromOrderSchema = z.strictObject(
  {
    name: singleLineText(FROM_ORDER.name).min(2, FROM_ORDER.name).max(100, FROM_ORDER.name),
    rating: z.coerce
      .number({ error: FROM_ORDER.rating })
      .int(FROM_ORDER.rating)
      .min(1, FROM_ORDER.rating)
      .max(5, FROM_ORDER.rating),
    content: multiLineText(FROM_ORDER.content).min(10, FROM_ORDER.content).max(2000, FROM_ORDER.content),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Campo non previsto' : 'Dati non validi') },
);
export type TestimonialFromOrder = z.infer<typeof testimonialFromOrderSchema>;

/** The five security questions of the contact form (spec §5). */
export const SECURITY_QUESTIONS = [
  { question: 'Quanto fa 2 + 3?', answers: ['5', 'cinque'] },
  { question: 'Di che colore è il cielo sereno?', answers: ['blu', 'azzurro', 'celeste'] },
  { question: 'Quanto fa 10 - 7?', answers: ['3', 'tre'] },
  { question: 'Quale animale fa "miao"?', answers: ['gatto', 'micio', 'micetto', 'gattino'] },
  { question: 'Quanto fa 3 x 2?', answers: ['6', 'sei'] },
] as const;

export { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-rules.ts';

export const contactInputSchema = z.object({
  name: singleLineText(CONTACT_MESSAGES.name)
    .min(CONTACT_LIMITS.name.min, CONTACT_MESSAGES.name)
    .max(CONTACT_LIMITS.name.max, CONTACT_LIMITS.name.tooLong),
  email: z.email(CONTACT_MESSAGES.email).max(CONTACT_LIMITS.email.max, CONTACT_MESSAGES.email),
  subject: singleLineText(CONTACT_MESSAGES.subject)
    .min(CONTACT_LIMITS.subject.min, CONTACT_MESSAGES.subject)
    .max(CONTACT_LIMITS.subject.max, CONTACT_LIMITS.subject.tooLong),
  message: multiLineText(CONTACT_MESSAGES.message)
    .min(CONTACT_LIMITS.message.min, CONTACT_MESSAGES.message)
    .max(CONTACT_LIMITS.message.max, CONTACT_LIMITS.message.tooLong),
  website: z.string({ error: CONTACT_MESSAGES.website }).max(0, CONTACT_MESSAGES.website).optional(),
  securityAnswer: singleLineText(CONTACT_MESSAGES.securityAnswer)
    .min(CONTACT_LIMITS.securityAnswer.min, CONTACT_MESSAGES.securityAnswer)
    .max(CONTACT_LIMITS.securityAnswer.max, CONTACT_LIMITS.securityAnswer.tooLong),
  questionIndex: z.coerce
    .number({ error: 'Domanda non valida' })
    .int('Domanda non valida')
    .min(0, 'Domanda non valida')
    .max(4, 'Domanda non valida')
    .optional(),
  /** The server-signed, single-use form token of GET /api/contact/form (question and issue time). */
  formToken: singleLineText('Modulo non valido').max(500, 'Modulo non valido').optional(),
  /** The product the request is about (its slug); its answers come as `answer_<questionId>` fields. */
  productSlug: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      singleLineText(REQUEST_PRODUCT_GONE).max(200, REQUEST_PRODUCT_GONE).optional(),
    )
    .optional(),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** GET /api/contact/form: the question to show and the signed token that names it. */
export const contactFormTokenSchema = z.object({
  token: z.string(),
  questionIndex: z.number().int().min(0).max(4),
  question: z.string(),
});
export type ContactFormToken = z.infer<typeof contactFormTokenSchema>;

/** Whether the owner's notification e-mail went out. */
export const MAIL_STATUSES = ['pending', 'sent', 'retrying', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The inbox and the spam quarantine (a filled honeypot) of /admin/messaggi. */
export const MESSAGE_FOLDERS = ['inbox', 'quarantine'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];

/** The product a request was sent from (issue 30), copied when it was sent: it stays if the product goes. */
export const requestProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  imageAlt: z.string(),
});
export type RequestProduct = z.infer<typeof requestProductSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  folder: z.enum(MESSAGE_FOLDERS),
  mailStatus: z.enum(MAIL_STATUSES),
  /** The product asked about, or null for a plain message. */
  product: requestProductSchema.nullable(),
  /** The answers to the product's personalisation questions, in the questions' order. */
  answers: z.array(questionAnswerSchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/messages/unread-count: unread messages of the inbox (the admin nav's badge). */
export const unreadCountSchema = z.object({ unread: z.number().int() });
export const messageReadPatchSchema = z.strictObject(
  { read: z.boolean({ error: 'Indica se il messaggio è letto (true o false).' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Campo non previsto' : 'Dati non validi') },
);
