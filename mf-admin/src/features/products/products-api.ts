import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminProduct, PreviewLink, ProductInput } from '@vetrina/contracts';
import { apiGet, apiSend, queryKeys } from '@vetrina/web-kit';

/** Admin product list (drafts included), newest first. Same key as the dashboard's counters. */
export const adminProductsQuery = queryOptions({
  queryKey: queryKeys.adminProducts,
  queryFn: () => apiGet<AdminProduct[]>('/api/admin/products'),
});

/** The admin list searched by svc-catalog (Italian word forms, accents, typos), best match first. */
export const adminProductSearchQuery = (search: string) =>
  queryOptions({
    queryKey: [...queryKeys.adminProducts, 'search', search],
    queryFn: () => apiGet<AdminProduct[]>(`/api/admin/products?q=${encodeURIComponent(search)}`),
  });

export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.adminProduct(id),
    queryFn: () => apiGet<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`),
  });

export const createProduct = (input: ProductInput) =>
  apiSend<AdminProduct>('POST', '/api/admin/products', input);

export const updateProduct = (id: number, input: ProductInput) =>
  apiSend<AdminProduct>('PUT', `/api/admin/products/${id}`, input);

export const setFeatured = (id: number, featured: boolean) =>
  apiSend<unknown>('PATCH', `/api/admin/products/${id}`, { featured });

export const deleteProduct = (id: number) => apiSend<void>('DELETE', `/api/admin/products/${id}`);

export const createPreviewLink = (id: number) =>
  apiSend<PreviewLink>('POST', `/api/admin/products/${id}/preview-link`);

/** After any product write: the admin lists and every public product read (home, catalogue, pages). */
export async function refreshProductCaches(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.adminProducts }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products }),
    // A category page lists its products.
    queryClient.invalidateQueries({ queryKey: queryKeys.categories }),
  ]);
}
