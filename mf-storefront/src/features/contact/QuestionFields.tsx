import { answerFieldName, type ProductQuestion } from '@vetrina/contracts/product-answers';
import styles from './ContactFields.module.css';

/** How an answer is tied to its form: the island's state, or a plain default for a native post. */
export interface AnswerBinding {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  error?: string;
}

const YES_NO = [
  ['si', 'Sì'],
  ['no', 'No'],
] as const;

const fieldId = (q: ProductQuestion) => `contact-${answerFieldName(q.id)}`;

function described(q: ProductQuestion, binding: AnswerBinding, hint?: string) {
  const ids = [hint ? `${fieldId(q)}-hint` : '', binding.error ? `${fieldId(q)}-error` : ''].filter(Boolean);
  return {
    'aria-invalid': binding.error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  };
}

const Required = ({ q }: { q: ProductQuestion }) => (q.required ? <span aria-hidden="true"> *</span> : null);

function Answer({ q, binding, native }: { q: ProductQuestion; binding: AnswerBinding; native: boolean }) {
  const id = fieldId(q);
  const name = answerFieldName(q.id);
  const value = binding.onChange ? { value: binding.value ?? '' } : { defaultValue: binding.defaultValue };
  if (q.kind === 'yesno') {
    return (
      <fieldset className={styles.choices} aria-describedby={described(q, binding)['aria-describedby']}>
        <legend className={styles.questionLabel}>
          {q.text}
          <Required q={q} />
        </legend>
        {YES_NO.map(([v, label]) => {
          return (
            <label key={v} className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={v}
                required={q.required}
                {...(binding.onChange
                  ? { checked: binding.value === v, onChange: () => binding.onChange?.(v) }
                  : { defaultChecked: binding.defaultValue === v })}
              />
              {label}
            </label>
          );
        })}
      </fieldset>
    );
  }
  const hint = q.kind === 'text' ? `Al massimo ${q.maxLength ?? 500} caratteri.` : undefined;
  const common = {
    id,
    name,
    required: q.required,
    className: styles.input,
    ...described(q, binding, hint),
    ...value,
    onChange: binding.onChange
      ? (event: { target: { value: string } }) => binding.onChange?.(event.target.value)
      : undefined,
  };
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {q.text}
        <Required q={q} />
      </label>
      {q.kind === 'choice' ? (
        <select {...common}>
          <option value="">Scegli…</option>
          {q.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        // Without JavaScript the browser stops at the limit; the island lets a longer text be seen refused.
        <input {...common} type="text" maxLength={native ? (q.maxLength ?? undefined) : undefined} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </>
  );
}

/** The product's personalisation questions in the request form, for the island and the plain form alike. */
export function QuestionFields({
  questions,
  bind,
  native = false,
}: {
  questions: readonly ProductQuestion[];
  bind: (questionId: string) => AnswerBinding;
  native?: boolean;
}) {
  return questions.map((q) => {
    const binding = bind(q.id);
    return (
      <div key={q.id} className={binding.error ? `${styles.field} ${styles.invalid}` : styles.field}>
        <Answer q={q} binding={binding} native={native} />
        {binding.error && (
          <p id={`${fieldId(q)}-error`} className={styles.error}>
            {binding.error}
          </p>
        )}
      </div>
    );
  });
}
