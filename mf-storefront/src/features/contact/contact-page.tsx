import type { ContactFormToken } from '@vetrina/contracts';
import { definePage, settle } from '../../ssr/page-module.ts';
import { ContactPage } from './ContactPage.tsx';
import type { ContactFormProps } from './ContactForm.tsx';

/**
 * /contatti: a question and single-use token for this visitor (the page is per visitor, never cached), and
 * the query string's `?oggetto=`, `?inviato=1`, `?errore=<code>`. Without a token the page says the form is
 * unavailable (503); after `?inviato=1` it needs none.
 */
export const contactPage = definePage<ContactFormProps>({
  async load({ search, read }) {
    const sent = search.get('inviato') === '1';
    const token = sent ? null : await settle(read<ContactFormToken>('/api/contact/form'));
    const props: ContactFormProps = {
      form: token?.ok ? token.data : null,
      subject: search.get('oggetto') ?? '',
      sent,
      errorCode: search.get('errore'),
    };
    return token && !token.ok ? { props, status: 503 } : { props };
  },
  Page: ContactPage,
});
