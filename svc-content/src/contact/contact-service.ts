import * as z from 'zod';
import {
  CONTACT_MIN_FILL_MS,
  contactInputSchema,
  SECURITY_QUESTIONS,
  type ContactFormToken,
} from '@vetrina/contracts';
import { AppError, parse, tooManyRequests, type Db, type KeyRing } from '@vetrina/service-kit';
import type { PushNotices } from '@vetrina/service-kit/jobs';
import { addOwnerMail } from '../mail/outbox-repository.ts';
import { newMessageNotice } from '../push/content-notices.ts';
import { insertMessage, spendFormNonce } from '../messages/message-repository.ts';
import { createFormTokens, isAcceptedAnswer } from './form-token.ts';
import type { ContactRateLimit } from './rate-limit.ts';
import { readRequestAbout } from './request-answers.ts';
import type { FindRequestProduct } from './request-product.ts';

export const SECURITY_FAILED = 'Verifica di sicurezza fallita';
export const TOO_MANY_MESSAGES = 'Hai inviato troppi messaggi. Riprova tra qualche minuto.';
export const MESSAGE_SENT = 'Messaggio inviato!';

export interface ContactDeps {
  db: Db;
  /** CONTACT_TOKEN_SECRET's key ring: signs and checks the form tokens. */
  tokenKeys: KeyRing;
  rateLimit: ContactRateLimit;
  /** Called after the message is committed: hands the owner's e-mail to the queue, never waiting. */
  notifyOwner: (messageId: number) => void;
  /** The maker's phone: a message in the inbox (never one in quarantine) is notified after commit. */
  push?: PushNotices;
  /** svc-catalog's published product by slug, with its current personalisation questions. */
  findRequestProduct: FindRequestProduct;
  /** Milliseconds since the epoch; tests move it instead of sleeping. */
  clock?: () => number;
}

/** The server's reading of the form: a filled honeypot is not a validation error here but a quarantine. */
const submissionSchema = contactInputSchema.extend({
  website: z.string().max(1000, 'Campo non valido').optional(),
});
type Submission = z.infer<typeof submissionSchema>;

const securityFailure = (path: string, message: string) =>
  new AppError(422, SECURITY_FAILED, { issues: [{ path: [path], message }] });

const FAILURES = {
  token: () => securityFailure('formToken', 'Modulo scaduto o non valido: ricarica la pagina e riprova.'),
  tooFast: () => securityFailure('formToken', 'Invio troppo rapido: attendi qualche secondo e riprova.'),
  replayed: () => securityFailure('formToken', 'Questo modulo è già stato inviato: ricarica la pagina.'),
  answer: () => securityFailure('securityAnswer', 'Risposta di sicurezza errata.'),
};

const now = (deps: ContactDeps) => (deps.clock ?? Date.now)();
// Cheap to make: the ring keeps each key's derived sub-key.
const formTokens = (deps: ContactDeps) => createFormTokens(deps.tokenKeys);

export function issueContactForm(deps: ContactDeps): ContactFormToken {
  const { token, payload } = formTokens(deps).issue(now(deps));
  return {
    token,
    questionIndex: payload.questionIndex,
    question: SECURITY_QUESTIONS[payload.questionIndex]!.question,
  };
}

/** The anti-bot rules of spec §5, decided by the server from the signed token; spends the token. */
async function checkHuman(deps: ContactDeps, input: Submission): Promise<string> {
  const token = input.formToken ? formTokens(deps).read(input.formToken, now(deps)) : null;
  if (!token) throw FAILURES.token();
  const age = now(deps) - token.issuedAt;
  if (age < CONTACT_MIN_FILL_MS) throw FAILURES.tooFast();
  if (input.questionIndex !== undefined && input.questionIndex !== token.questionIndex)
    throw FAILURES.token();
  if (!isAcceptedAnswer(token.questionIndex, input.securityAnswer)) {
    // A wrong answer spends the token too: one guess per question shown.
    await spendFormNonce(deps.db, token.nonce);
    throw FAILURES.answer();
  }
  return token.nonce;
}

/**
 * POST /api/contact: limit, validate, check the human, then store the message and its e-mail's
 * outbox row in one transaction (the token spent in the same one). Only then is the e-mail queued.
 */
export async function submitContact(deps: ContactDeps, body: unknown, clientIp: string): Promise<void> {
  const limit = await deps.rateLimit(clientIp);
  if (!limit.allowed) throw tooManyRequests(TOO_MANY_MESSAGES, limit.retryAfterMs / 1000);
  const input = parse(submissionSchema, body);
  const about = await readRequestAbout(
    deps.findRequestProduct,
    input.productSlug,
    body as Record<string, unknown>,
  );
  const nonce = await checkHuman(deps, input);
  const folder = input.website ? 'quarantine' : 'inbox';
  const messageId = await deps.db.transaction(async (trx) => {
    if (!(await spendFormNonce(trx, nonce))) throw FAILURES.replayed();
    const id = await insertMessage(trx, {
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      folder,
      product: about.product,
      answers: about.answers,
    });
    if (folder === 'inbox') await addOwnerMail(trx, id);
    return id;
  });
  if (folder === 'inbox') {
    deps.notifyOwner(messageId);
    deps.push?.send(newMessageNotice(input.name), `message-${messageId}`);
  }
}
