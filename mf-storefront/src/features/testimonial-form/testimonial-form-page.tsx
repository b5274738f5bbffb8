import type { TestimonialRequestView } from '@vetrina/contracts/customer-order';
import { definePage, ReadError } from '../../page-kit/page-module.ts';
import { isLinkToken } from '../order/link-token.ts';
import { TestimonialFormPage, type TestimonialFormPageProps } from './TestimonialFormPage.tsx';

/**
 * /testimonianza/:token: the short form a delivered order's customer was e-mailed (single use). The plain
 * form posts to svc-content, which redirects back here with `?inviato=1` or `?errore=<code>`. A link this
 * site did not sign is the 404 page.
 */
export const testimonialFormPage = definePage<TestimonialFormPageProps>({
  async load({ params, search, read }) {
    const token = params.token ?? '';
    if (!isLinkToken(token)) return { notFound: true };
    try {
      const request = await read<TestimonialRequestView>(`/api/testimonial-requests/${token}`);
      return { props: { token, request, errorCode: search.get('errore') } };
    } catch (error) {
      if (error instanceof ReadError && error.refused) return { notFound: true };
      return { props: { token, request: null, errorCode: null }, status: 503 };
    }
  },
  Page: TestimonialFormPage,
});
