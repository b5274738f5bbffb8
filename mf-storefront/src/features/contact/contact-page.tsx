import type { ContactFormToken } from '@vetrina/contracts';
import { definePage, settle } from '../../page-kit/page-module.ts';
import { ContactPage } from './ContactPage.tsx';
import { readRequestProduct } from './read-request-product.ts';
import { requestSubject } from './request-product.ts';
import type { ContactFormProps } from './ContactForm.tsx';

/**
 * /contatti: a question and single-use token for this visitor (the page is per visitor, never cached), and
 * the query string's `?oggetto=`, `?inviato=1`, `?errore=<code>` and `?prodotto=<slug>` (the product asked
 * about: its picture, name and questions; an unknown or unpublished one leaves a plain form). Without a token the page says the form is
 * unavailable (503); after `?inviato=1` it needs none.
 */
export const contactPage = definePage<ContactFormProps>({
  async load({ search, read }) {
    const sent = search.get('inviato') === '1';
    const slug = search.get('prodotto');
    const [token, product] = await Promise.all([
      sent ? null : settle(read<ContactFormToken>('/api/contact/form')),
      sent || !slug ? null : readRequestProduct(read, slug),
    ]);
    const props: ContactFormProps = {
      form: token?.ok ? token.data : null,
      subject: search.get('oggetto') ?? (product ? requestSubject(product.name) : ''),
      sent,
      errorCode: search.get('errore'),
      product,
    };
    return token && !token.ok ? { props, status: 503 } : { props };
  },
  Page: ContactPage,
});
