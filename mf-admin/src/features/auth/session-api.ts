import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend, isHttpError, queryKeys } from '@vetrina/web-kit';
import type { AdminUser } from '@vetrina/contracts';

export type Session = AdminUser;

export function isHttpStatus(error: unknown, status: number): boolean {
  return isHttpError(error) && error.status === status;
}

/** The signed-in user, or null when there is no session (a 401 is an answer here, not an error). */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: async (): Promise<Session | null> => {
    try {
      return await apiGet<Session>('/api/admin/session');
    } catch (error) {
      if (isHttpStatus(error, 401)) return null;
      throw error;
    }
  },
});

/** Signing out of an already expired session is still a sign-out. */
export async function logout(): Promise<void> {
  try {
    await apiSend<void>('POST', '/api/admin/logout');
  } catch (error) {
    if (!isHttpStatus(error, 401)) throw error;
  }
}
