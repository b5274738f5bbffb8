import * as z from 'zod';

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  rating: z.number().int().min(0).max(5),
  initials: z.string().nullable(),
  childName: z.string().nullable(),
  childAge: z.string().nullable(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const adminTestimonialSchema = testimonialSchema.extend({ createdAt: z.string() });
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

const optionalText = (max: number, message?: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.string().trim().max(max, message).nullable(),
  );

export const testimonialInputSchema = z
  .object({
    name: z.string().trim().min(2, 'Il nome deve essere di almeno 2 caratteri.'),
    content: z.string().trim().min(10, 'Il contenuto deve essere di almeno 10 caratteri.'),
    rating: z.coerce.number().int().min(1).max(5),
    initials: optionalText(5),
    childName: optionalText(50),
    childAge: optionalText(20),
  })
  .strict();
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

/** The five security questions of the contact form (spec §5). */
export const SECURITY_QUESTIONS = [
  { question: 'Quanto fa 2 + 3?', answers: ['5', 'cinque'] },
  { question: 'Di che colore è il cielo sereno?', answers: ['blu', 'azzurro', 'celeste'] },
  { question: 'Quanto fa 10 - 7?', answers: ['3', 'tre'] },
  { question: 'Quale animale fa "miao"?', answers: ['gatto', 'micio', 'micetto', 'gattino'] },
  { question: 'Quanto fa 3 x 2?', answers: ['6', 'sei'] },
] as const;

export const contactInputSchema = z.object({
  name: z.string().trim().min(2, 'Il nome deve contenere almeno 2 caratteri').max(100),
  email: z.email('Inserisci un indirizzo email valido').max(254),
  subject: z.string().trim().min(3, "L'oggetto deve contenere almeno 3 caratteri").max(200),
  message: z.string().trim().min(10, 'Il messaggio deve contenere almeno 10 caratteri').max(5000),
  website: z.string().max(0, 'Campo non valido').optional(),
  securityAnswer: z.string().trim().min(1, 'La risposta di sicurezza è obbligatoria').max(50),
  questionIndex: z.coerce.number().int().min(0).max(4).optional(),
  /** The server-signed, single-use form token of GET /api/contact/form (question and issue time). */
  formToken: z.string().max(500).optional(),
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
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/messages/unread-count: unread messages of the inbox (the admin nav's badge). */
export const unreadCountSchema = z.object({ unread: z.number().int() });
export const messageReadPatchSchema = z.object({ read: z.boolean() }).strict();
