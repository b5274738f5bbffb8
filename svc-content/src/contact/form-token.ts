import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { SECURITY_QUESTIONS } from '@vetrina/contracts';

/**
 * The contact form's token: `base64url(payload).base64url(HMAC-SHA256(payload))`. The payload names
 * the question shown, when it was issued and a random nonce (spent once, in PostgreSQL), so the
 * browser cannot choose the question, back-date the fill time or replay a submission.
 */
export interface FormTokenPayload {
  questionIndex: number;
  issuedAt: number;
  nonce: string;
}

const payloadSchema = z
  .object({
    q: z
      .number()
      .int()
      .min(0)
      .max(SECURITY_QUESTIONS.length - 1),
    t: z.number().int().nonnegative(),
    n: z.string().regex(/^[\w-]{16,64}$/),
  })
  .strict();

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function issueFormToken(
  secret: string,
  issuedAt: number,
): { token: string; payload: FormTokenPayload } {
  const payload = {
    questionIndex: randomInt(SECURITY_QUESTIONS.length),
    issuedAt,
    nonce: randomBytes(16).toString('base64url'),
  };
  const encoded = Buffer.from(
    JSON.stringify({ q: payload.questionIndex, t: payload.issuedAt, n: payload.nonce }),
  ).toString('base64url');
  return { token: `${encoded}.${sign(secret, encoded)}`, payload };
}

/** The payload of a token this server signed, or null for anything else (forged, altered, malformed). */
export function readFormToken(secret: string, token: string): FormTokenPayload | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, encoded));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
    return parsed.success
      ? { questionIndex: parsed.data.q, issuedAt: parsed.data.t, nonce: parsed.data.n }
      : null;
  } catch {
    return null;
  }
}

/** Spec §5: the answer, trimmed and lower-cased, must be one of the question's accepted answers. */
export function isAcceptedAnswer(questionIndex: number, answer: string): boolean {
  const question = SECURITY_QUESTIONS[questionIndex];
  return !!question && (question.answers as readonly string[]).includes(answer.trim().toLowerCase());
}
