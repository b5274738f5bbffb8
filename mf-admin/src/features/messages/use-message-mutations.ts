import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@vetrina/contracts';
import { notify, queryKeys, serverMessage } from '@vetrina/web-kit';
import {
  deleteMessage,
  messagesKey,
  releaseMessage,
  setMessageRead,
  unreadCountKey,
} from './messages-api.ts';

export const DELETE_ERROR = 'Non è stato possibile eliminare il messaggio';
export const READ_ERROR = 'Non è stato possibile aggiornare il messaggio';
export const RELEASE_ERROR = 'Non è stato possibile spostare il messaggio nella posta in arrivo';

/** Lists and unread badge are refetched after every change, whatever their 5-minute freshness says. */
const useRefreshMessages = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.messages });
};

/** Read/unread marking shows at once (card and nav badge) and is rolled back if the server refuses. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const refresh = useRefreshMessages();
  const inboxKey = messagesKey('inbox');
  return useMutation({
    mutationFn: setMessageRead,
    onMutate: async ({ id, read }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.messages });
      const previousList = queryClient.getQueryData<ContactMessage[]>(inboxKey);
      const previousCount = queryClient.getQueryData<number>(unreadCountKey);
      const target = previousList?.find((message) => message.id === id);
      queryClient.setQueryData<ContactMessage[]>(inboxKey, (list) =>
        list?.map((message) => (message.id === id ? { ...message, read } : message)),
      );
      if (previousCount !== undefined && target && target.read !== read) {
        queryClient.setQueryData(unreadCountKey, Math.max(0, previousCount + (read ? -1 : 1)));
      }
      return { previousList, previousCount };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(inboxKey, context?.previousList);
      queryClient.setQueryData(unreadCountKey, context?.previousCount);
      notify.error('Errore', serverMessage(error, READ_ERROR));
    },
    onSettled: refresh,
  });
}

/** 'Non è spam': the message moves to the inbox and its notification e-mail is queued. */
export function useReleaseMessage() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: releaseMessage,
    onSuccess: () =>
      notify.success('Messaggio spostato in Posta in arrivo', "La notifica e-mail è in fase d'invio."),
    onError: (error) => notify.error('Errore', serverMessage(error, RELEASE_ERROR)),
    onSettled: refresh,
  });
}

export function useDeleteMessage(onDeleted: () => void) {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => {
      notify.success('Messaggio eliminato', 'Il messaggio è stato eliminato con successo');
      onDeleted();
    },
    onError: () => notify.error('Errore', DELETE_ERROR),
    onSettled: refresh,
  });
}
