import { useState } from 'react';
import {
  answerFieldName,
  checkAnswers,
  REQUEST_PRODUCT_FIELD,
  type ProductQuestion,
} from '@vetrina/contracts/product-answers';
import type { AnswerBinding } from './QuestionFields.tsx';

/** Moves the focus to a field of the form by its name (`name`, `answer_q1`…). */
export const focusField = (name: string) =>
  (
    document.getElementById(`contact-${name}`) ?? document.querySelector<HTMLElement>(`[name="${name}"]`)
  )?.focus();

/**
 * The answers to the product's questions in the request form: their values, their Italian messages (the
 * rules svc-content applies, from the same module), and what the form sends.
 */
export function useAnswers(questions: readonly ProductQuestion[], checked: boolean) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const check = (next: Record<string, string>) => checkAnswers(questions, (id) => next[id] ?? '').errors;

  const bind = (questionId: string): AnswerBinding => ({
    value: values[questionId] ?? '',
    error: errors[questionId],
    onChange: (value) => {
      const next = { ...values, [questionId]: value };
      setValues(next);
      // After a first attempt each answer is checked again as it changes.
      if (checked) setErrors((current) => ({ ...current, [questionId]: check(next)[questionId] ?? '' }));
    },
  });

  const validate = () => {
    const found = check(values);
    setErrors(found);
    return found;
  };

  /** The fields the form posts: the product's slug and `answer_<id>` for each question. */
  const fields = (productSlug: string | undefined): Record<string, string> =>
    productSlug
      ? {
          [REQUEST_PRODUCT_FIELD]: productSlug,
          ...Object.fromEntries(questions.map((q) => [answerFieldName(q.id), values[q.id] ?? ''])),
        }
      : {};

  /** The server's messages (a 400 naming `answer_<id>` fields): the questions may have changed meanwhile. */
  const showServerIssues = (issues: ReadonlyArray<{ field: string; message: string }>) => {
    const found = Object.fromEntries(
      questions.flatMap((q) => {
        const issue = issues.find((i) => i.field === answerFieldName(q.id));
        return issue ? [[q.id, issue.message]] : [];
      }),
    );
    if (Object.keys(found).length > 0) setErrors(found);
  };

  return { bind, validate, fields, showServerIssues };
}
