import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductMedia } from '@vetrina/contracts';
import { notify, queryKeys } from '@vetrina/web-kit';
import { saveMediaOrder } from './media-api.ts';

export const ORDER_ERROR = 'Non è stato possibile salvare il nuovo ordine. Riprova.';

/** Moves items at once (numbered 1..n as the server will), saves the order in one request, rolls back on failure. */
export function useMediaOrder(productId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.adminProductMedia(productId);
  return useMutation({
    mutationFn: (ordered: ProductMedia[]) =>
      saveMediaOrder(
        productId,
        ordered.map((item) => item.id),
      ),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProductMedia[]>(key);
      queryClient.setQueryData<ProductMedia[]>(
        key,
        ordered.map((item, index) => ({ ...item, displayOrder: index + 1 })),
      );
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify.error('Errore', ORDER_ERROR);
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(key, saved);
      notify.success('Ordine aggiornato');
      await queryClient.invalidateQueries({ queryKey: queryKeys.products });
    },
  });
}
