import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ContactFormToken } from '@vetrina/contracts';
import { ContactFields, type ContactFieldName } from './ContactFields.tsx';
import { SKELETON_CLASS } from './ContactFormSkeleton.tsx';
import { FORM_UNAVAILABLE } from './contact-texts.ts';

interface NativeContactFormProps {
  /** The token the server render fetched; none when GET /api/contact/form failed. */
  form: ContactFormToken | undefined;
  defaultSubject: string;
}

/**
 * The form a visitor without JavaScript gets (rendered by the server inside `<noscript>`, so a browser with
 * scripts never sees it): a plain POST to /api/contact, which svc-content answers with a redirect back to
 * /contatti?inviato=1 or ?errore=<code>. It also hides the skeleton, which would otherwise never go away.
 */
export function NativeContactForm({ form, defaultSubject }: NativeContactFormProps) {
  const bind = (name: ContactFieldName) => ({
    name,
    defaultValue: name === 'subject' ? defaultSubject : undefined,
  });
  return (
    <>
      <style>{`.${SKELETON_CLASS}{display:none!important}`}</style>
      {form ? (
        <form method="post" action="/api/contact" aria-label="Modulo di contatto">
          <ContactFields form={form} bind={bind} staticLabels />
        </form>
      ) : (
        <Alert severity="warning">
          <AlertTitle>{FORM_UNAVAILABLE.title}</AlertTitle>
          {FORM_UNAVAILABLE.text}
        </Alert>
      )}
    </>
  );
}
