import type { ChangeEvent } from 'react';
import type { ContactFormToken } from '@vetrina/contracts';
import { REQUEST_PRODUCT_FIELD } from '@vetrina/contracts/product-answers';
import { CONTACT_LIMITS } from '@vetrina/contracts/contact-rules';
import { buttonClass } from '../../shared/ui/ButtonLink.tsx';
import type { ContactFieldName } from './contact-validation.ts';
import { SEND_LABEL, SENDING_LABEL } from './contact-texts.ts';
import { QuestionFields, type AnswerBinding } from './QuestionFields.tsx';
import type { RequestFormProduct } from './request-product.ts';
import styles from './ContactFields.module.css';

/** How a field is tied to its form: the island's state, or a plain default for a native post. */
export interface FieldBinding {
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: string;
}

interface ContactFieldsProps {
  form: ContactFormToken;
  bind: (name: ContactFieldName) => FieldBinding;
  /** The honeypot's binding (the island keeps its value; a native form just sends it). */
  honeypot?: FieldBinding;
  submitting?: boolean;
  disabled?: boolean;
  /** The product the request is about: its slug goes with the form, its questions are asked. */
  product?: RequestFormProduct | null;
  bindAnswer?: (questionId: string) => AnswerBinding;
  /** The plain form of a visitor without JavaScript (the browser enforces the answers' lengths). */
  native?: boolean;
}

/** Native limits matching contactInputSchema (spec §5), so a browser without JavaScript checks them too. */
const TEXT_FIELDS: Array<{
  name: Exclude<ContactFieldName, 'securityAnswer'>;
  label: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}> = [
  { name: 'name', label: 'Nome', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Oggetto' },
  { name: 'message', label: 'Messaggio', multiline: true },
];

const Required = () => <span aria-hidden="true"> *</span>;

/** The input's attributes shared by every field: id, name, native limits, value and error wiring. */
function inputProps(name: ContactFieldName, { error, ...binding }: FieldBinding) {
  const { min, max } = CONTACT_LIMITS[name];
  return {
    id: `contact-${name}`,
    name,
    required: true,
    minLength: min > 1 ? min : undefined,
    maxLength: max,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `contact-${name}-error` : undefined,
    ...binding,
  };
}

function FieldError({ name, error }: { name: ContactFieldName; error: string | undefined }) {
  return error ? (
    <p id={`contact-${name}-error`} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/**
 * The contact form's fields, shared by the island that sends JSON and the plain HTML form of a visitor
 * without JavaScript: the same labels, native limits, hidden question number and token, and the honeypot
 * `website` (invisible, out of the tab order and of the accessibility tree: only bots fill it).
 */
export function ContactFields({
  form,
  bind,
  honeypot = {},
  submitting = false,
  disabled = false,
  product = null,
  bindAnswer = () => ({}),
  native = false,
}: ContactFieldsProps) {
  const answer = bind('securityAnswer');
  return (
    <div className={styles.fields}>
      {TEXT_FIELDS.map(({ name, label, type, autoComplete, multiline }) => {
        const binding = bind(name);
        return (
          <div key={name} className={binding.error ? `${styles.field} ${styles.invalid}` : styles.field}>
            <label htmlFor={`contact-${name}`} className={styles.label}>
              {label}
              <Required />
            </label>
            {multiline ? (
              <textarea {...inputProps(name, binding)} rows={5} className={styles.input} />
            ) : (
              <input
                {...inputProps(name, binding)}
                type={type ?? 'text'}
                autoComplete={autoComplete}
                className={styles.input}
              />
            )}
            <FieldError name={name} error={binding.error} />
          </div>
        );
      })}
      {product && (
        <>
          <QuestionFields questions={product.questions} bind={bindAnswer} native={native} />
          <input type="hidden" name={REQUEST_PRODUCT_FIELD} value={product.slug} />
        </>
      )}
      <div className={answer.error ? styles.invalid : undefined}>
        <label htmlFor="contact-securityAnswer" className={styles.questionLabel}>
          Domanda di sicurezza: <strong>{form.question}</strong>
          <Required />
        </label>
        <input
          {...inputProps('securityAnswer', answer)}
          type="text"
          placeholder="La tua risposta"
          autoComplete="off"
          className={`${styles.input} ${styles.answer}`}
        />
        <FieldError name="securityAnswer" error={answer.error} />
      </div>
      <div aria-hidden="true" className="vt-visually-hidden">
        <label htmlFor="contact-website">Sito web (lascia vuoto questo campo)</label>
        <input
          id="contact-website"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          {...honeypot}
        />
      </div>
      <input type="hidden" name="questionIndex" value={form.questionIndex} />
      <input type="hidden" name="formToken" value={form.token} />
      <div>
        <button
          type="submit"
          disabled={submitting || disabled}
          className={buttonClass('contained', 'large', styles.submit)}
        >
          {submitting ? SENDING_LABEL : SEND_LABEL}
        </button>
      </div>
    </div>
  );
}
