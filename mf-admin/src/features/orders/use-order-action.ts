import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@vetrina/contracts';
import { notify, serverMessage } from '@vetrina/web-kit';
import { refreshOrders } from './orders-api.ts';

export const ACTION_ERROR = 'Non è stato possibile aggiornare l’ordine. Riprova.';

/**
 * A change of an order's status (or the quote sent): the answer replaces the order on screen, lists and
 * counts read again; a refusal (409: the status does not allow it) shows the server's Italian message.
 */
export function useOrderAction<Variables>(
  run: (variables: Variables) => Promise<Order>,
  done: (order: Order) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (order) => {
      notify.success(done(order));
      await refreshOrders(queryClient, order);
    },
    onError: (error) => notify.error('Errore', serverMessage(error, ACTION_ERROR)),
  });
}
