import * as z from 'zod';
import { singleLineText } from './text-schema.ts';

/**
 * The activity log ('Attività Recenti', issue 19 item 2): every admin write of every service, kept in
 * that service's own schema and merged newest first by the gateway (docs/decisions/activity-log.md).
 */
export const ACTIVITY_KINDS = [
  'product',
  'media',
  'category',
  'testimonial',
  'user',
  'message',
  'settings',
  'order',
  'backup',
  'restore',
  'sign-in',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  product: 'Prodotti',
  media: 'Foto',
  category: 'Categorie',
  testimonial: 'Testimonianze',
  user: 'Utenti',
  message: 'Messaggi',
  settings: 'Impostazioni',
  order: 'Ordini',
  backup: 'Backup',
  restore: 'Ripristini',
  'sign-in': 'Accessi',
};

/** What happened to the item; the summary says what changed in Italian. */
export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'uploaded',
  'reordered',
  'read',
  'unread',
  'archived',
  'unarchived',
  'status-changed',
  'sent',
  'password-changed',
  'restored',
  'signed-in',
  'sign-in-failed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The services that keep an activity table (the `<service>` of an entry's id "<service>:<n>"). */
export const ACTIVITY_SOURCES = ['catalog', 'content', 'auth', 'backup'] as const;
export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];

/** Italian names of the sources, for "some activity could not be loaded" notices. */
export const ACTIVITY_SOURCE_LABELS: Record<ActivitySource, string> = {
  catalog: 'Catalogo',
  content: 'Contenuti e messaggi',
  auth: 'Utenti e accessi',
  backup: 'Backup e ripristini',
};

export const activityItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Admin URL of the item; null when the item no longer exists. */
  href: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityEntrySchema = z.object({
  /** "<service>:<n>", unique across services. */
  id: z.string(),
  /** ISO 8601 time (millisecond precision). */
  at: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  action: z.enum(ACTIVITY_ACTIONS),
  /** Who did it: null for the system (scheduled backups, demo data). */
  username: z.string().nullable(),
  item: activityItemSchema.nullable(),
  /**
   * Italian, field names only ('Modificati: prezzo, descrizione'): never passwords, tokens, message
   * bodies, e-mails or other personal data beyond a visitor's name.
   */
  summary: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  /** Newest first: (at desc, id desc). */
  items: z.array(activityEntrySchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /**
   * Sources that did not answer: their entries are missing from this page (the screen says so).
   * Absent or empty when every source answered.
   */
  unavailable: z.array(z.enum(ACTIVITY_SOURCES)).optional(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const ACTIVITY_PAGE_DEFAULT = 20;
export const ACTIVITY_PAGE_MAX = 50;
export const INVALID_CURSOR_MESSAGE = 'Posizione nella lista non valida';

/** Where a page starts: strictly after this entry in (at desc, source, n desc) order. */
export interface ActivityCursor {
  at: string;
  source: ActivitySource;
  n: number;
}

const cursorSchema = z
  .object({
    // A year PostgreSQL reads as JavaScript does (a forged year 0000 would fail in the database).
    at: z.iso
      .datetime({ offset: false, precision: 3 })
      .refine((at) => Number(at.slice(0, 4)) >= 1970, INVALID_CURSOR_MESSAGE),
    source: z.enum(ACTIVITY_SOURCES),
    n: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  })
  .strict();

/** The opaque `before` value: base64url of the last entry's time and id. */
export function encodeActivityCursor(cursor: ActivityCursor): string {
  // ASCII only (an ISO time, a source name, a number): btoa works in browsers and in Node alike.
  return btoa(JSON.stringify([cursor.at, cursor.source, cursor.n]))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export function decodeActivityCursor(value: string): ActivityCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  try {
    const raw: unknown = JSON.parse(atob(value.replaceAll('-', '+').replaceAll('_', '/')));
    if (!Array.isArray(raw) || raw.length !== 3) return null;
    const parsed = cursorSchema.safeParse({ at: raw[0], source: raw[1], n: raw[2] });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The cursor that continues after an entry (its id is "<source>:<n>"). */
export function cursorAfter(entry: Pick<ActivityEntry, 'id' | 'at'>): string {
  const [source, n] = entry.id.split(':');
  return encodeActivityCursor({ at: entry.at, source: source as ActivitySource, n: Number(n) });
}

/** GET /api/admin/activity (and each service's /internal/activity) query. */
export const activityQuerySchema = z
  .object({
    limit: z.coerce
      .number({ error: 'Numero di voci non valido' })
      .int('Numero di voci non valido')
      .min(1, 'Numero di voci non valido')
      .max(ACTIVITY_PAGE_MAX, `Al massimo ${ACTIVITY_PAGE_MAX} voci per pagina`)
      .default(ACTIVITY_PAGE_DEFAULT),
    before: z
      .string()
      .transform((value, ctx) => {
        const cursor = decodeActivityCursor(value);
        if (!cursor) ctx.addIssue({ code: 'custom', message: INVALID_CURSOR_MESSAGE });
        return cursor ?? z.NEVER;
      })
      .optional(),
    kind: z.enum(ACTIVITY_KINDS, { error: 'Tipo di attività non valido' }).optional(),
    user: singleLineText().min(1, 'Utente non valido').max(100, 'Utente non valido').optional(),
  })
  .strict();
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
