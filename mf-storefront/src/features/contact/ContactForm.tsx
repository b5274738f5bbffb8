import { useEffect, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactInputSchema, type ContactFormToken, type ContactInput } from '@vetrina/contracts';
import { notify } from '@vetrina/web-kit';
import { ContactFields, type ContactFieldName, type FieldBinding } from './ContactFields.tsx';
import { fieldIssues, sendContactMessage, sendFailureNotice } from './contact-api.ts';
import { SENT_TOAST } from './contact-texts.ts';

type ContactValues = Record<ContactFieldName | 'website', string>;

interface ContactFormProps {
  form: ContactFormToken;
  defaultSubject: string;
  /** A new token is on its way: the one shown is spent. */
  renewing: boolean;
  /** Called once the message is accepted (the page shows its thank-you). */
  onSent: () => void;
  /** Called after a refused submission: the token it carried is spent, the visitor needs a new one. */
  onRefused: () => void;
  /** Called when a submission starts. */
  onSubmitStart?: () => void;
}

const resolver = zodResolver(contactInputSchema) as unknown as Resolver<ContactValues, unknown, ContactInput>;

/**
 * The contact form with JavaScript: validated with the shared schema (spec §5 messages under the fields),
 * sent as JSON with the token it was shown with; the server decides the anti-bot checks (too fast, wrong
 * answer, honeypot, replay). A refused message stays in the form.
 */
export function ContactForm({
  form,
  defaultSubject,
  renewing,
  onSent,
  onRefused,
  onSubmitStart,
}: ContactFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues, unknown, ContactInput>({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      subject: defaultSubject,
      message: '',
      securityAnswer: '',
      website: '',
    },
  });

  // A new token may ask another question: an answer to the previous one would only be refused.
  const shownQuestion = useRef(form.questionIndex);
  useEffect(() => {
    if (shownQuestion.current === form.questionIndex) return;
    shownQuestion.current = form.questionIndex;
    setValue('securityAnswer', '');
  }, [form.questionIndex, setValue]);

  const values = useWatch({ control });
  const bind = (name: ContactFieldName): FieldBinding => {
    const { ref, ...field } = register(name);
    return {
      ...field,
      value: values[name] ?? '',
      inputRef: ref,
      error: errors[name] !== undefined,
      helperText: errors[name]?.message,
    };
  };

  const submit = handleSubmit(async (input) => {
    onSubmitStart?.();
    try {
      await sendContactMessage({ ...input, questionIndex: form.questionIndex, formToken: form.token });
    } catch (err) {
      for (const { field, message } of fieldIssues(err)) {
        if (field in values) setError(field as ContactFieldName, { message });
      }
      const notice = sendFailureNotice(err);
      notify.error(notice.title, notice.text);
      onRefused();
      return;
    }
    notify.success(SENT_TOAST.title, SENT_TOAST.text);
    onSent();
  });

  return (
    <form noValidate aria-label="Modulo di contatto" onSubmit={(event) => void submit(event)}>
      <ContactFields
        form={form}
        bind={bind}
        honeypot={register('website')}
        submitting={isSubmitting}
        disabled={renewing}
      />
    </form>
  );
}
