import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { ContactFormToken } from '@vetrina/contracts';
import { SKELETON_DELAY_MS } from '@vetrina/contracts/constants';
import { ContactFields, type FieldBinding } from './ContactFields.tsx';
import { ContactFormSkeleton } from './ContactFormSkeleton.tsx';
import { fetchContactFormToken, fieldIssues, sendContactMessage, sendFailureNotice } from './contact-api.ts';
import { SENT_TOAST, submissionErrorNotice, type Notice } from './contact-texts.ts';
import {
  CONTACT_FIELDS,
  validateContact,
  type ContactErrors,
  type ContactFieldName,
  type ContactValues,
} from './contact-validation.ts';
import { FormUnavailable } from './FormUnavailable.tsx';
import { NativeContactForm } from './NativeContactForm.tsx';
import { ThankYouPanel } from './ThankYouPanel.tsx';
import { Toast } from './Toast.tsx';
import { answerFieldName } from '@vetrina/contracts/product-answers';
import type { RequestFormProduct } from './request-product.ts';
import { focusField, useAnswers } from './use-answers.ts';
import styles from './ContactForm.module.css';

export interface ContactFormProps {
  /** The question and single-use token the server read for this visitor; null when that read failed. */
  form: ContactFormToken | null;
  /** `?oggetto=`: the subject filled in (home's 'Richiedi un Preventivo'). */
  subject: string;
  /** `?inviato=1`: a form posted without JavaScript was accepted. */
  sent: boolean;
  /** `?errore=<code>`: why a form posted without JavaScript was refused. */
  errorCode: string | null;
  /** `?prodotto=<slug>`: the product the request is about, with its questions; null for a plain message. */
  product?: RequestFormProduct | null;
}

/** Drops `?errore=` from the address: the message about an earlier attempt no longer applies. */
function forgetSubmissionError() {
  const url = new URL(window.location.href);
  url.searchParams.delete('errore');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * /contatti's form (island; spec §2 Contact): the skeleton for 800 ms, then the form, checked in the browser
 * with the spec's messages and sent as JSON with the token it was shown with. Accepted: the thank-you panel
 * and a toast; refused: a toast, the text stays, and a new token (a spent one would only be refused). The
 * server render also carries, in <noscript>, a plain form for visitors without JavaScript.
 */
export function ContactForm({
  form: initialForm,
  subject,
  sent: sentBefore,
  errorCode: initialError,
  product = null,
}: ContactFormProps) {
  const [ready, setReady] = useState(false);
  const [form, setForm] = useState(initialForm);
  const [renewing, setRenewing] = useState(false);
  const [sentHere, setSentHere] = useState(false);
  const [errorCode, setErrorCode] = useState(initialError);
  const [values, setValues] = useState<ContactValues>({
    name: '',
    email: '',
    subject,
    message: '',
    securityAnswer: '',
  });
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [checked, setChecked] = useState(false);
  const questions = product?.questions ?? [];
  const answers = useAnswers(questions, checked);
  const [submitting, setSubmitting] = useState(false);
  const [toast, setToast] = useState<{ notice: Notice; tone: 'success' | 'error' } | null>(null);
  const closeToast = useCallback(() => setToast(null), []);

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), SKELETON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const renew = () => {
    setRenewing(true);
    fetchContactFormToken()
      .then((next) => {
        // Another question: an answer to the previous one would only be refused.
        if (next.questionIndex !== form?.questionIndex) setValues((v) => ({ ...v, securityAnswer: '' }));
        setForm(next);
      })
      .catch(() => setForm(null))
      .finally(() => setRenewing(false));
  };

  const bind = (name: ContactFieldName): FieldBinding => ({
    value: values[name],
    error: errors[name],
    onChange: (event) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      // After a first attempt each field is checked again as it changes.
      if (checked) setErrors((current) => ({ ...current, [name]: validateContact(next)[name] }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>, shown: ContactFormToken) => {
    event.preventDefault();
    const found = validateContact(values);
    const answerErrors = answers.validate();
    setChecked(true);
    setErrors(found);
    const firstInvalid = [
      ...CONTACT_FIELDS.filter((field) => found[field]),
      ...questions.filter((q) => answerErrors[q.id]).map((q) => answerFieldName(q.id)),
    ][0];
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    if (errorCode !== null) {
      setErrorCode(null);
      forgetSubmissionError();
    }
    setSubmitting(true);
    try {
      await sendContactMessage({ ...values, website, ...answers.fields(product?.slug) }, shown);
    } catch (err) {
      const all = fieldIssues(err);
      const issues = all.filter((i): i is { field: ContactFieldName; message: string } =>
        (CONTACT_FIELDS as readonly string[]).includes(i.field),
      );
      if (issues.length > 0) setErrors(Object.fromEntries(issues.map((i) => [i.field, i.message])));
      answers.showServerIssues(all);
      setToast({ notice: sendFailureNotice(err), tone: 'error' });
      renew();
      return;
    } finally {
      setSubmitting(false);
    }
    setToast({ notice: SENT_TOAST, tone: 'success' });
    setSentHere(true);
  };

  let body;
  if (sentBefore || sentHere) body = <ThankYouPanel focusOnShow={sentHere} />;
  else if (!ready)
    body = (
      <>
        <ContactFormSkeleton />
        {/* Server-rendered for visitors without JavaScript; inert text for everyone else. */}
        <noscript>
          <NativeContactForm form={initialForm} subject={subject} product={product} />
        </noscript>
      </>
    );
  else if (form) {
    const shown = form;
    body = (
      <form noValidate aria-label="Modulo di contatto" onSubmit={(event) => void submit(event, shown)}>
        <ContactFields
          form={shown}
          bind={bind}
          honeypot={{ value: website, onChange: (event) => setWebsite(event.target.value) }}
          submitting={submitting}
          disabled={renewing}
          product={product}
          bindAnswer={answers.bind}
        />
      </form>
    );
  } else body = <FormUnavailable onRetry={renewing ? undefined : renew} />;

  const failure = errorCode !== null && !sentBefore && !sentHere ? submissionErrorNotice(errorCode) : null;
  return (
    <>
      {failure && (
        <div role="alert" className={`${styles.alert} ${styles.errorAlert} ${styles.failure}`}>
          <div>
            <p className={styles.alertTitle}>{failure.title}</p>
            {failure.text}
          </div>
        </div>
      )}
      <div className={styles.paper}>{body}</div>
      {toast && <Toast notice={toast.notice} tone={toast.tone} onClose={closeToast} />}
    </>
  );
}
