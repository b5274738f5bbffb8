import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@vetrina/contracts';
import { notify } from '@vetrina/web-kit';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { deleteProduct, refreshProductCaches } from './products-api.ts';

interface DeleteProductDialogProps {
  product: AdminProduct | null;
  onClose: () => void;
}

export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      notify.success('Prodotto eliminato', 'Il prodotto è stato eliminato con successo');
      onClose();
      await refreshProductCaches(queryClient);
    },
    onError: () => notify.error('Errore', 'Non è stato possibile eliminare il prodotto'),
  });
  return (
    <ConfirmDialog
      item={product}
      title="Sei sicuro di voler eliminare questo prodotto?"
      describe={(item) => (
        <>
          Il prodotto <strong>{item.name}</strong> verrà eliminato insieme alle sue immagini e ai suoi video.
          L&apos;operazione non può essere annullata.
        </>
      )}
      pending={mutation.isPending}
      onConfirm={(item) => mutation.mutate(item.id)}
      onClose={onClose}
    />
  );
}
