import { queryOptions } from '@tanstack/react-query';
import type { AdminProduct, Testimonial } from '@vetrina/contracts';
import { apiGet, queryKeys } from '@vetrina/web-kit';

/** Admin product list, newest first. */
export const adminProductsQuery = queryOptions({
  queryKey: queryKeys.adminProducts,
  queryFn: () => apiGet<AdminProduct[]>('/api/admin/products'),
});

export const adminTestimonialsQuery = queryOptions({
  queryKey: queryKeys.adminTestimonials,
  queryFn: () => apiGet<Testimonial[]>('/api/admin/testimonials'),
});

/**
 * The categories as the admin reads them: an admin answer, so it is saved on the device with the others and a
 * return visit (or an offline one) shows the count at once instead of waiting for the public list.
 */
export { adminCategoriesQuery } from '../categories/categories-api.ts';
