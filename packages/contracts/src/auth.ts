import * as z from 'zod';
import { secretText, singleLineText } from './text-schema.ts';

export const PASSWORD_MIN_LENGTH = 12;

export const loginInputSchema = z
  .object({
    username: singleLineText().min(1, 'Inserisci il tuo nome utente').max(100),
    password: secretText().min(1, 'Inserisci la tua password').max(200),
  })
  .strict();
export type LoginInput = z.infer<typeof loginInputSchema>;

const passwordSchema = secretText()
  .min(PASSWORD_MIN_LENGTH, `La password deve contenere almeno ${PASSWORD_MIN_LENGTH} caratteri.`)
  .max(200, 'La password può contenere al massimo 200 caratteri.');

/** Admin user payload; the password is optional on edit (blank keeps the current one). */
export const userInputSchema = z
  .object({
    username: singleLineText()
      .min(3, 'Il nome utente deve essere di almeno 3 caratteri.')
      .max(50, 'Il nome utente può contenere al massimo 50 caratteri.'),
    password: z.preprocess((v) => (v === '' || v === null ? undefined : v), passwordSchema.optional()),
    isAdmin: z.boolean().default(false),
  })
  .strict();
export type UserInput = z.infer<typeof userInputSchema>;

export const adminUserSchema = z.object({ id: z.number().int(), username: z.string(), isAdmin: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Headers the gateway sets after checking the session; clients can never set them. */
export const IDENTITY_HEADERS = {
  userId: 'x-vetrina-user-id',
  username: 'x-vetrina-username',
  isAdmin: 'x-vetrina-user-admin',
  /** Shared secret proving a request came through the gateway. */
  gatewayToken: 'x-vetrina-gateway-token',
} as const;

export const SESSION_COOKIE = 'vetrina_session';
/** The session cookie's name over HTTPS: browsers take it only from a secure origin, with Path=/ and no Domain. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** Every name svc-auth gives the session cookie; whoever tells a signed-in request apart checks them all. */
export const SESSION_COOKIE_NAMES = [SESSION_COOKIE, SECURE_SESSION_COOKIE] as const;

/** Whether a Cookie header carries a session cookie under any of its names (its value is svc-auth's to judge). */
export const carriesSessionCookie = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '')
    .split(';')
    .some((part) => SESSION_COOKIE_NAMES.some((name) => part.trim().startsWith(`${name}=`)));
