import type { ContactFormToken } from '@vetrina/contracts';
import { ContactFields } from './ContactFields.tsx';
import { SKELETON_ATTRIBUTE } from './ContactFormSkeleton.tsx';
import { FormUnavailable } from './FormUnavailable.tsx';
import type { RequestFormProduct } from './request-product.ts';

/**
 * The form a visitor without JavaScript gets (rendered inside `<noscript>`, so a browser with scripts never
 * sees it): a plain POST to /api/contact, which svc-content answers with a redirect back to
 * /contatti?inviato=1 or ?errore=<code>. It also hides the skeleton, which would otherwise never go away.
 */
export function NativeContactForm({
  form,
  subject,
  product = null,
}: {
  form: ContactFormToken | null;
  subject: string;
  product?: RequestFormProduct | null;
}) {
  return (
    <>
      <style>{`[${SKELETON_ATTRIBUTE}]{display:none!important}`}</style>
      {form ? (
        <form method="post" action="/api/contact" aria-label="Modulo di contatto">
          <ContactFields
            form={form}
            bind={(name) => ({ defaultValue: name === 'subject' ? subject : undefined })}
            product={product}
            native
          />
        </form>
      ) : (
        <FormUnavailable />
      )}
    </>
  );
}
