import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MediaInput, ProductMedia } from '@vetrina/contracts';
import { apiGet, apiSend, queryKeys } from '@vetrina/web-kit';

/** A product's extra images and videos, in display order (unordered ones last). */
export const productMediaQuery = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.adminProductMedia(productId),
    queryFn: () => apiGet<ProductMedia[]>(`/api/admin/products/${productId}/images`),
  });

export const addMedia = (productId: number, input: MediaInput) =>
  apiSend<ProductMedia>('POST', `/api/admin/products/${productId}/images`, input);

export const updateMedia = (id: number, input: MediaInput) =>
  apiSend<ProductMedia>('PUT', `/api/admin/products/images/${id}`, { ...input, id });

export const deleteMedia = (id: number) => apiSend<void>('DELETE', `/api/admin/products/images/${id}`);

/** The whole new order in one request: every media id of the product, first to last. */
export const saveMediaOrder = (productId: number, ids: number[]) =>
  apiSend<ProductMedia[]>('PUT', `/api/admin/products/${productId}/images/order`, { ids });

/** After a media write: this list and the storefront's gallery of the product. */
export async function refreshMediaCaches(queryClient: QueryClient, productId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.adminProductMedia(productId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products }),
  ]);
}
