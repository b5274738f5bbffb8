import { randomBytes, randomInt } from 'node:crypto';
import { SECURITY_QUESTIONS } from '@vetrina/contracts';
import { createSignedTokens, type KeyRing } from '@vetrina/service-kit';
import { FORM_TOKEN_MAX_AGE_MS, formTokenDataSchema, type FormTokenPayload } from './form-token-data.ts';
import { readLegacyFormToken } from './legacy-form-token.ts';

/**
 * The contact form's token, a signed token of its own purpose (CONTACT_TOKEN_SECRET's key ring). It
 * names the question shown, when it was issued and a random nonce (spent once, in PostgreSQL), so the
 * browser cannot choose the question, back-date the fill time or replay a submission.
 */
export interface FormTokens {
  issue(now: number): { token: string; payload: FormTokenPayload };
  /** The payload of an unexpired token this server signed, or null for anything else (forged, altered, malformed). */
  read(token: string, now: number): FormTokenPayload | null;
}

export function createFormTokens(keys: KeyRing): FormTokens {
  const tokens = createSignedTokens({
    purpose: 'svc-content/contact-form',
    keys,
    lifetimeMs: FORM_TOKEN_MAX_AGE_MS,
    data: formTokenDataSchema,
  });
  return {
    issue(now) {
      const data = { q: randomInt(SECURITY_QUESTIONS.length), n: randomBytes(16).toString('base64url') };
      const { token } = tokens.sign(data, { now });
      return { token, payload: { questionIndex: data.q, issuedAt: now, nonce: data.n } };
    },
    read(token, now) {
      const check = tokens.verify(token, { now });
      if (check.ok) return { questionIndex: check.data.q, issuedAt: check.issuedAt, nonce: check.data.n };
      return check.reason === 'malformed' ? readLegacyFormToken(keys, token, now) : null;
    },
  };
}

/** Spec §5: the answer, trimmed and lower-cased, must be one of the question's accepted answers. */
export function isAcceptedAnswer(questionIndex: number, answer: string): boolean {
  const question = SECURITY_QUESTIONS[questionIndex];
  return !!question && (question.answers as readonly string[]).includes(answer.trim().toLowerCase());
}
