import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminTestimonial, TestimonialInput } from '@vetrina/contracts';
import { apiGet, apiSend, queryKeys } from '@vetrina/web-kit';

export const adminTestimonialsQuery = queryOptions({
  queryKey: queryKeys.adminTestimonials,
  queryFn: () => apiGet<AdminTestimonial[]>('/api/admin/testimonials'),
});

export const adminTestimonialQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.adminTestimonial(id),
    queryFn: () => apiGet<AdminTestimonial>(`/api/admin/testimonials/${encodeURIComponent(id)}`),
  });

export const createTestimonial = (input: TestimonialInput) =>
  apiSend<AdminTestimonial>('POST', '/api/admin/testimonials', input);

export const updateTestimonial = (id: number, input: TestimonialInput) =>
  apiSend<AdminTestimonial>('PUT', `/api/admin/testimonials/${id}`, input);

export const deleteTestimonial = (id: number) => apiSend<void>('DELETE', `/api/admin/testimonials/${id}`);

/** After any change: the admin list and detail, and the public list the Home page shows (spec §7). */
export const refreshTestimonials = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.adminTestimonials }),
    queryClient.invalidateQueries({ queryKey: queryKeys.testimonials }),
  ]);
