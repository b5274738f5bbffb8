import type { ProductQuestion, QuestionKind } from '@vetrina/contracts';

/** A personalisation question as the editor's inputs hold it (the shared schema reads these as they are). */
export interface QuestionValues {
  /** The stored question's id ('q2'); absent for a new or copied question (the server gives one). */
  id?: string;
  text: string;
  kind: QuestionKind;
  maxLength: string;
  /** 'Scelta': one option per line. */
  options: string;
  required: boolean;
}

export const questionValues = (q: ProductQuestion): QuestionValues => ({
  id: q.id,
  text: q.text,
  kind: q.kind,
  maxLength: q.maxLength === null ? '' : String(q.maxLength),
  options: q.options.join('\n'),
  required: q.required,
});

export const newQuestion = (): QuestionValues => ({
  text: '',
  kind: 'text',
  maxLength: '',
  options: '',
  required: false,
});

/** Another product's questions as new ones of this product (their ids belong to the other product). */
export const copiedQuestions = (questions: readonly ProductQuestion[]): QuestionValues[] =>
  questions.map((q) => {
    const { id: _id, ...copy } = questionValues(q);
    return copy;
  });
