import type { QuestionAnswer } from '@vetrina/contracts';

/**
 * A line's answers as JSON text with the keys in one order: what the jsonb column takes, and what an edit
 * compares (jsonb hands its keys back in its own order).
 */
export const answersJson = (answers: readonly Partial<QuestionAnswer>[]) =>
  JSON.stringify(
    answers.map(({ questionId = '', question = '', answer = '' }) => ({ questionId, question, answer })),
  );

/** 'Nome da ricamare: Sofia; Colore del filo: rosa' (the CSV's and the lists' one-line form). */
export const answersText = (answers: readonly QuestionAnswer[]) =>
  answers.map((a) => `${a.question}: ${a.answer}`).join('; ');
