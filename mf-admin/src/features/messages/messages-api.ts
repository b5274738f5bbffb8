import { queryOptions } from '@tanstack/react-query';
import { CACHE_TIME, type ContactMessage, type MessageFolder } from '@vetrina/contracts';
import { apiGet, apiSend, queryKeys } from '@vetrina/web-kit';

/** The inbox's address in the admin. */
export const MESSAGES_PATH = '/admin/messaggi';

/** Every messages query lives under queryKeys.messages, so one invalidation refreshes lists and badge. */
export const messagesKey = (folder: MessageFolder) => [...queryKeys.messages, 'list', folder] as const;
export const unreadCountKey = [...queryKeys.messages, 'unread-count'] as const;

export const messagesQuery = (folder: MessageFolder) =>
  queryOptions({
    queryKey: messagesKey(folder),
    queryFn: () => apiGet<ContactMessage[]>(`/api/admin/messages?folder=${folder}`),
    staleTime: CACHE_TIME.adminMessages,
  });

export const unreadCountQuery = queryOptions({
  queryKey: unreadCountKey,
  queryFn: async () => (await apiGet<{ unread: number }>('/api/admin/messages/unread-count')).unread,
  staleTime: CACHE_TIME.adminMessages,
});

export const setMessageRead = ({ id, read }: { id: number; read: boolean }) =>
  apiSend<ContactMessage>('PATCH', `/api/admin/messages/${id}`, { read });

export const releaseMessage = (id: number) =>
  apiSend<ContactMessage>('POST', `/api/admin/messages/${id}/release`);

export const deleteMessage = (id: number) => apiSend<void>('DELETE', `/api/admin/messages/${id}`);
