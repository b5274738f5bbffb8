import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@vetrina/contracts';
import { notify, queryKeys } from '@vetrina/web-kit';
import { setFeatured } from './products-api.ts';

export const FEATURED_ERROR = 'Non è stato possibile aggiornare lo stato del prodotto';

/** The list's featured checkbox: flips at once, rolls back if the server refuses (spec §8 toasts). */
export function useToggleFeatured() {
  const queryClient = useQueryClient();
  const key = queryKeys.adminProducts;
  return useMutation({
    mutationFn: (product: AdminProduct) => setFeatured(product.id, !product.featured),
    onMutate: async (product) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<AdminProduct[]>(key);
      queryClient.setQueryData<AdminProduct[]>(key, (list) =>
        list?.map((p) => (p.id === product.id ? { ...p, featured: !product.featured } : p)),
      );
      return { previous };
    },
    onError: (_error, _product, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify.error('Errore', FEATURED_ERROR);
    },
    onSuccess: async () => {
      notify.success('Prodotto aggiornato', "Stato 'in evidenza' aggiornato con successo");
      // The home page's featured section reads these.
      await queryClient.invalidateQueries({ queryKey: queryKeys.products });
    },
  });
}
