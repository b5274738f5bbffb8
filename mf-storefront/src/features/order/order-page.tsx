import type { CustomerOrderView } from '@vetrina/contracts/customer-order';
import { definePage, ReadError } from '../../page-kit/page-module.ts';
import { isLinkToken } from './link-token.ts';
import { CustomerOrderPage } from './CustomerOrderPage.tsx';

/**
 * /ordine/:token: the customer's own order, read with her signed link from svc-content on the internal
 * network. A wrong, expired or revoked link is the site's 404 page, the same as any missing page.
 */
export const orderPage = definePage<{ order: CustomerOrderView | null }>({
  async load({ params, read }) {
    const token = params.token ?? '';
    if (!isLinkToken(token)) return { notFound: true };
    try {
      return { props: { order: await read<CustomerOrderView>(`/api/internal/order-page/${token}`) } };
    } catch (error) {
      if (error instanceof ReadError && error.refused) return { notFound: true };
      // svc-content did not answer: a calm message, answered 503 (never kept by any cache).
      return { props: { order: null }, status: 503 };
    }
  },
  Page: CustomerOrderPage,
});
