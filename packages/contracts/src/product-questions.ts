import * as z from 'zod';
import { QUESTION_KINDS, QUESTION_LIMITS } from './product-answers.ts';
import { singleLineText } from './text-schema.ts';

export * from './product-answers.ts';

export const QUESTION_MESSAGES = {
  text: 'Scrivi il testo della domanda',
  textTooLong: `La domanda può contenere al massimo ${QUESTION_LIMITS.text} caratteri`,
  kind: 'Scegli il tipo della domanda',
  maxLength: `Indica una lunghezza massima tra 1 e ${QUESTION_LIMITS.maxLength} caratteri`,
  options: 'Scrivi almeno due opzioni, una per riga',
  tooManyOptions: `Al massimo ${QUESTION_LIMITS.options} opzioni`,
  option: `Ogni opzione può contenere al massimo ${QUESTION_LIMITS.option} caratteri`,
  duplicateOption: 'Le opzioni devono essere diverse tra loro',
  tooManyQuestions: `Al massimo ${QUESTION_LIMITS.questions} domande per prodotto`,
  duplicateId: 'Domande ripetute',
  id: 'Domanda non valida',
} as const;

export const QUESTION_ID_PATTERN = /^q[1-9]\d{0,3}$/;

export const productQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  maxLength: z.number().int().nullable(),
  options: z.array(z.string()),
  required: z.boolean(),
});

/** The options as the editor writes them (one per line) or as a list; blank lines are dropped. */
const optionList = (v: unknown) =>
  typeof v === 'string'
    ? v
        .split(/\r?\n/)
        .map((o) => o.trim())
        .filter(Boolean)
    : v;

const questionInputSchema = z
  .object({
    /** Kept from the stored question; a new question gets one from the server. */
    id: z.string().regex(QUESTION_ID_PATTERN, QUESTION_MESSAGES.id).optional(),
    text: singleLineText(QUESTION_MESSAGES.text)
      .min(1, QUESTION_MESSAGES.text)
      .max(QUESTION_LIMITS.text, QUESTION_MESSAGES.textTooLong),
    kind: z.enum(QUESTION_KINDS, { error: QUESTION_MESSAGES.kind }),
    maxLength: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z.coerce
          .number(QUESTION_MESSAGES.maxLength)
          .int(QUESTION_MESSAGES.maxLength)
          .min(1, QUESTION_MESSAGES.maxLength)
          .max(QUESTION_LIMITS.maxLength, QUESTION_MESSAGES.maxLength)
          .nullable(),
      )
      .default(null),
    options: z
      .preprocess(
        optionList,
        z
          .array(
            singleLineText(QUESTION_MESSAGES.option)
              .min(1)
              .max(QUESTION_LIMITS.option, QUESTION_MESSAGES.option),
            { error: QUESTION_MESSAGES.options },
          )
          .max(QUESTION_LIMITS.options, QUESTION_MESSAGES.tooManyOptions),
      )
      .default([]),
    required: z.boolean({ error: QUESTION_MESSAGES.kind }).default(false),
  })
  .strict()
  .refine((q) => q.kind !== 'text' || q.maxLength !== null, {
    message: QUESTION_MESSAGES.maxLength,
    path: ['maxLength'],
  })
  .refine((q) => q.kind !== 'choice' || q.options.length >= 2, {
    message: QUESTION_MESSAGES.options,
    path: ['options'],
  })
  .refine((q) => new Set(q.options).size === q.options.length, {
    message: QUESTION_MESSAGES.duplicateOption,
    path: ['options'],
  })
  // Only what the kind uses is kept: a 'Sì/No' question has no length and no options.
  .transform((q) => ({
    ...q,
    maxLength: q.kind === 'text' ? q.maxLength : null,
    options: q.kind === 'choice' ? q.options : [],
  }));

/** The questions of the product form, in the order the visitor sees them. */
export const productQuestionsInputSchema = z
  .array(questionInputSchema, { error: QUESTION_MESSAGES.id })
  .max(QUESTION_LIMITS.questions, QUESTION_MESSAGES.tooManyQuestions)
  .refine(
    (qs) => {
      const ids = qs.flatMap((q) => (q.id ? [q.id] : []));
      return new Set(ids).size === ids.length;
    },
    { message: QUESTION_MESSAGES.duplicateId },
  );
export type ProductQuestionInput = z.input<typeof questionInputSchema>;
export type ProductQuestionsInput = z.output<typeof productQuestionsInputSchema>;

export const questionAnswerSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  answer: z.string(),
});
