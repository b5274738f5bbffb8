import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@vetrina/contracts';
import { notify } from '@vetrina/web-kit';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { deleteCategory, refreshCategoryCaches } from './categories-api.ts';

export const CATEGORY_DELETE_ERROR =
  'Non è stato possibile eliminare la categoria. Potrebbe contenere prodotti associati.';

interface DeleteCategoryDialogProps {
  category: Category | null;
  onClose: () => void;
}

export function DeleteCategoryDialog({ category, onClose }: DeleteCategoryDialogProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: deleteCategory,
    onSuccess: async () => {
      notify.success('Categoria eliminata');
      onClose();
      await refreshCategoryCaches(queryClient);
    },
    onError: () => notify.error('Errore', CATEGORY_DELETE_ERROR),
  });
  return (
    <ConfirmDialog
      item={category}
      title="Sei sicuro di voler eliminare questa categoria?"
      describe={(item) => (
        <>
          La categoria <strong>{item.name}</strong> verrà eliminata. I suoi prodotti resteranno nel catalogo
          senza categoria. L&apos;operazione non può essere annullata.
        </>
      )}
      pending={mutation.isPending}
      onConfirm={(item) => mutation.mutate(item.id)}
      onClose={onClose}
    />
  );
}
