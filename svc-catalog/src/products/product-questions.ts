import type { ProductQuestion, ProductQuestionsInput } from '@vetrina/contracts';

const idNumber = (id: string | undefined) => (id ? Number(id.slice(1)) : 0);

/**
 * The questions as stored: each keeps its id, a new one gets the next free number ('q3' after 'q2'), so
 * an answer field of a form already open still names the same question after an edit of the others.
 */
export function withQuestionIds(questions: ProductQuestionsInput): ProductQuestion[] {
  let next = Math.max(0, ...questions.map((q) => idNumber(q.id)));
  return questions.map((q) => ({
    id: q.id ?? `q${++next}`,
    text: q.text,
    kind: q.kind,
    maxLength: q.maxLength,
    options: q.options,
    required: q.required,
  }));
}

/** One JSON text per list, keys in a fixed order: what the jsonb column takes and what a change compares. */
export const questionsJson = (questions: readonly ProductQuestion[]) =>
  JSON.stringify(
    questions.map(({ id, text, kind, maxLength, options, required }) => ({
      id,
      text,
      kind,
      maxLength,
      options,
      required,
    })),
  );
