import { queryOptions } from '@tanstack/react-query';
import { CACHE_TIME, type AdminProduct, type Category, type Testimonial } from '@vetrina/contracts';
import { apiGet, queryKeys } from '@vetrina/web-kit';

/** Admin product list, newest first. */
export const adminProductsQuery = queryOptions({
  queryKey: queryKeys.adminProducts,
  queryFn: () => apiGet<AdminProduct[]>('/api/admin/products'),
});

export const categoriesQuery = queryOptions({
  queryKey: queryKeys.categories,
  queryFn: () => apiGet<Category[]>('/api/categories'),
  staleTime: CACHE_TIME.categories,
});

export const adminTestimonialsQuery = queryOptions({
  queryKey: queryKeys.adminTestimonials,
  queryFn: () => apiGet<Testimonial[]>('/api/admin/testimonials'),
});
