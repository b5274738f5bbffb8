/**
 * Personalisation questions of a product and the rules of their answers (issue 30), without zod: the
 * storefront's request form checks the answers in the browser with the same rules and Italian messages
 * as svc-content, which checks them again against the product's current questions.
 */

export const QUESTION_KINDS = ['text', 'choice', 'yesno'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  text: 'Testo breve',
  choice: 'Scelta',
  yesno: 'Sì/No',
};

export const QUESTION_LIMITS = {
  questions: 10,
  text: 200,
  maxLength: 500,
  options: 20,
  option: 60,
} as const;

/** A question as the product stores and serves it; `id` ('q1', 'q2'…) names its answer field. */
export interface ProductQuestion {
  id: string;
  text: string;
  kind: QuestionKind;
  /** 'Testo breve' only: the longest answer (e.g. the letters an embroidery fits). */
  maxLength: number | null;
  /** 'Scelta' only: the options, in order. */
  options: string[];
  required: boolean;
}

/** One answer as the message and the order keep it: the question's words at the time, and the answer. */
export interface QuestionAnswer {
  questionId: string;
  question: string;
  answer: string;
}

/** The hidden field of the request form naming its product (its slug). */
export const REQUEST_PRODUCT_FIELD = 'productSlug';
export const REQUEST_PRODUCT_GONE = 'Questo prodotto non è più disponibile: scrivici senza sceglierlo.';

/** The form field of a question's answer, the same in the island's JSON and in the plain HTML form. */
export const answerFieldName = (questionId: string) => `answer_${questionId}`;

export const YES = 'Sì';
export const NO = 'No';
/** What the form posts for 'Sì/No' (plain ASCII values, shown as 'Sì' and 'No'). */
export const YES_NO_VALUES: Record<string, string> = { si: YES, no: NO };

export const ANSWER_MESSAGES = {
  required: 'Questa risposta è obbligatoria',
  tooLong: (max: number) => `La risposta può contenere al massimo ${max} caratteri`,
  choice: 'Scegli una delle opzioni proposte',
  yesno: 'Scegli Sì o No',
  invalid: 'La risposta contiene caratteri non ammessi',
} as const;

// Matching control characters is the point of this pattern.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;

/** The answer to keep ('' when left empty), or the Italian message saying why it is refused. */
export function checkAnswer(
  question: ProductQuestion,
  raw: unknown,
): { ok: true; answer: string } | { ok: false; message: string } {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (typeof raw !== 'string' && raw !== undefined && raw !== null)
    return { ok: false, message: ANSWER_MESSAGES.invalid };
  if (value === '')
    return question.required ? { ok: false, message: ANSWER_MESSAGES.required } : { ok: true, answer: '' };
  if (CONTROL.test(value)) return { ok: false, message: ANSWER_MESSAGES.invalid };
  if (question.kind === 'choice')
    return question.options.includes(value)
      ? { ok: true, answer: value }
      : { ok: false, message: ANSWER_MESSAGES.choice };
  if (question.kind === 'yesno') {
    const answer = YES_NO_VALUES[value];
    return answer ? { ok: true, answer } : { ok: false, message: ANSWER_MESSAGES.yesno };
  }
  const max = question.maxLength ?? QUESTION_LIMITS.maxLength;
  // Counted as a person counts letters: an emoji or an accented letter is one character.
  return [...value].length > max
    ? { ok: false, message: ANSWER_MESSAGES.tooLong(max) }
    : { ok: true, answer: value };
}

/**
 * Every answer of a form against the product's questions: the answers given (empty optional ones left
 * out), and a message per refused question id.
 */
export function checkAnswers(
  questions: readonly ProductQuestion[],
  valueOf: (questionId: string) => unknown,
): { answers: QuestionAnswer[]; errors: Record<string, string> } {
  const answers: QuestionAnswer[] = [];
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const result = checkAnswer(question, valueOf(question.id));
    if (!result.ok) errors[question.id] = result.message;
    else if (result.answer !== '')
      answers.push({ questionId: question.id, question: question.text, answer: result.answer });
  }
  return { answers, errors };
}
