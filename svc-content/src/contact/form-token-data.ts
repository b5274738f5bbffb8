import * as z from 'zod';
import { SECURITY_QUESTIONS } from '@vetrina/contracts';

/** A form older than this is refused: its question and issue time no longer count. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 3600_000;

/** What a form token vouches for: the question shown, when it was issued, its single-use nonce. */
export interface FormTokenPayload {
  questionIndex: number;
  issuedAt: number;
  nonce: string;
}

/** The signed data of a form token: question index and nonce (the issue time is the token's own). */
export const formTokenDataSchema = z
  .object({
    q: z
      .number()
      .int()
      .min(0)
      .max(SECURITY_QUESTIONS.length - 1),
    n: z.string().regex(/^[\w-]{16,64}$/),
  })
  .strict();
