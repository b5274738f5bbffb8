import * as z from 'zod';

/**
 * Web Push notifications of the admin (issue 27 §4, docs/decisions/web-push.md): what can be notified,
 * each kind on or off per device, and the small notice other services hand to svc-auth's sender.
 */
export const PUSH_KINDS = ['message', 'order', 'deadline', 'backup'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Italian names of the kinds, as the 'Notifiche' settings show them. */
export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  message: 'Nuovi messaggi',
  order: 'Nuovi ordini',
  deadline: 'Ordini in scadenza e in ritardo (ogni mattina alle 8)',
  backup: 'Backup non riusciti',
};

export const PUSH_MESSAGES = {
  invalidSubscription: 'Iscrizione alle notifiche non valida',
  notFound: 'Questo dispositivo non è iscritto alle notifiche',
  notConfigured: 'Le notifiche non sono configurate sul server (chiavi VAPID mancanti)',
} as const;

const base64url = (bytes: number) =>
  z
    .string({ error: PUSH_MESSAGES.invalidSubscription })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.invalidSubscription)
    .refine(
      (v) => v.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3),
      PUSH_MESSAGES.invalidSubscription,
    );

/** A push service's endpoint: an https URL without credentials. */
export const pushEndpointSchema = z
  .string({ error: PUSH_MESSAGES.invalidSubscription })
  .max(2000, PUSH_MESSAGES.invalidSubscription)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  }, PUSH_MESSAGES.invalidSubscription);

const kindsSchema = z
  .array(z.enum(PUSH_KINDS, { error: 'Tipo di notifica non valido' }))
  .max(PUSH_KINDS.length)
  .transform((kinds) => PUSH_KINDS.filter((kind) => kinds.includes(kind)));

/** PUT /api/admin/push/subscription: this device's subscription; `kinds` omitted keeps the stored ones (all for a new one). */
export const pushSubscriptionInputSchema = z
  .object({
    endpoint: pushEndpointSchema,
    keys: z.object({ p256dh: base64url(65), auth: base64url(16) }).strict(),
    kinds: kindsSchema.optional(),
  })
  .strict();
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

/** The body of 'Invia notifica di prova' and the query of a removal: which device. */
export const pushEndpointInputSchema = z.object({ endpoint: pushEndpointSchema }).strict();

export interface PushDevice {
  kinds: PushKind[];
  createdAt: string;
}

export interface PushPublicKey {
  publicKey: string;
}

/** What a service enqueues for svc-auth's sender: Italian, no personal data beyond a first name. */
export interface PushNotice {
  kind: PushKind | 'test';
  title: string;
  body: string;
  /** Where a tap opens the admin, e.g. '/admin/ordini/12'. */
  url: string;
}
