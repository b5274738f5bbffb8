import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput } from '@vetrina/contracts';
import { apiGet, apiSend, queryKeys } from '@vetrina/web-kit';

export const adminCategoriesQuery = queryOptions({
  queryKey: queryKeys.adminCategories,
  queryFn: () => apiGet<Category[]>('/api/admin/categories'),
});

export const adminCategoryQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.adminCategory(id),
    queryFn: () => apiGet<Category>(`/api/admin/categories/${encodeURIComponent(id)}`),
  });

export const createCategory = (input: CategoryInput) =>
  apiSend<Category>('POST', '/api/admin/categories', input);

export const updateCategory = (id: number, input: CategoryInput) =>
  apiSend<Category>('PUT', `/api/admin/categories/${id}`, input);

export const deleteCategory = (id: number) => apiSend<void>('DELETE', `/api/admin/categories/${id}`);

/**
 * Spec §7: after a category write the public and admin category caches are refreshed, and the products
 * too (they name their category; a deleted one leaves them without).
 */
export async function refreshCategoryCaches(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.categories }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminCategories }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminProducts }),
  ]);
}
