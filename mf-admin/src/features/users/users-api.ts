import { queryOptions } from '@tanstack/react-query';
import type { AdminUser, UserInput } from '@vetrina/contracts';
import { apiGet, apiSend, queryKeys } from '@vetrina/web-kit';

export const usersQuery = queryOptions({
  queryKey: queryKeys.users,
  queryFn: () => apiGet<AdminUser[]>('/api/admin/users'),
});

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.user(id),
    queryFn: () => apiGet<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`),
  });

export const createUser = (input: UserInput) => apiSend<AdminUser>('POST', '/api/admin/users', input);

export const updateUser = (id: string, input: UserInput) =>
  apiSend<AdminUser>('PUT', `/api/admin/users/${encodeURIComponent(id)}`, input);

export const deleteUser = (id: number) => apiSend<void>('DELETE', `/api/admin/users/${id}`);
