import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import VideoCall from '@mui/icons-material/VideoCallOutlined';
import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import type { AdminProduct, ProductMedia } from '@vetrina/contracts';
import { notify } from '@vetrina/web-kit';
import { ConfirmDialog } from '../../../shared/ConfirmDialog.tsx';
import { LoadError } from '../../../shared/LoadError.tsx';
import { deleteMedia, productMediaQuery, refreshMediaCaches } from './media-api.ts';
import { MediaDialog, type MediaDialogMode } from './MediaDialog.tsx';
import { MediaGrid } from './MediaGrid.tsx';
import { useMediaOrder } from './use-media-order.ts';

const LOAD_ERROR = 'Non è stato possibile caricare le immagini aggiuntive. Riprova più tardi.';

/** Edit mode only: the product's extra images and Instagram videos, their order and their dialogs. */
export function MediaSection({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const media = useQuery(productMediaQuery(product.id));
  const [dialog, setDialog] = useState<MediaDialogMode | null>(null);
  const [toDelete, setToDelete] = useState<ProductMedia | null>(null);
  const order = useMediaOrder(product.id);
  const removal = useMutation({
    mutationFn: (item: ProductMedia) => deleteMedia(item.id),
    onSuccess: async () => {
      notify.success('Immagine eliminata');
      setToDelete(null);
      await refreshMediaCaches(queryClient, product.id);
    },
    onError: () => notify.error('Errore', "Si è verificato un errore durante l'eliminazione dell'immagine"),
  });

  let content;
  if (media.isPending) {
    content = (
      <Box
        aria-label="Caricamento immagini"
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))' }}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={230} />
        ))}
      </Box>
    );
  } else if (media.isError) {
    content = (
      <LoadError message={LOAD_ERROR} onRetry={() => void media.refetch()} retrying={media.isFetching} />
    );
  } else if (media.data.length === 0) {
    content = (
      <Box
        sx={{
          textAlign: 'center',
          py: 4,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <PhotoLibrary color="action" fontSize="large" aria-hidden />
        <Typography sx={{ mt: 1 }}>Nessuna immagine aggiuntiva</Typography>
        <Typography variant="body2" color="text.secondary">
          Aggiungi foto o video Instagram per arricchire la galleria del prodotto.
        </Typography>
      </Box>
    );
  } else {
    content = (
      <MediaGrid
        items={media.data}
        saving={order.isPending}
        onReorder={(ordered) => order.mutate(ordered)}
        onEdit={(item) => setDialog({ kind: 'edit', item })}
        onDelete={setToDelete}
      />
    );
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="media-title"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}
    >
      <Stack spacing={2}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography id="media-title" variant="h6" component="h2">
              Immagini e video aggiuntivi
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Trascina per cambiare l&apos;ordine della galleria, oppure usa le frecce.
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<AddPhotoAlternate aria-hidden />}
              onClick={() => setDialog({ kind: 'add-image' })}
              sx={{ minHeight: 44 }}
            >
              Aggiungi immagine
            </Button>
            <Button
              variant="outlined"
              startIcon={<VideoCall aria-hidden />}
              onClick={() => setDialog({ kind: 'add-video' })}
              sx={{ minHeight: 44 }}
            >
              Aggiungi video Instagram
            </Button>
          </Stack>
        </Box>
        {content}
      </Stack>
      {dialog && (
        <MediaDialog
          mode={dialog}
          product={product}
          nextOrder={Math.max(0, ...(media.data ?? []).map((item) => item.displayOrder ?? 0)) + 1}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        item={toDelete}
        title={toDelete?.isVideo ? 'Eliminare questo video?' : 'Eliminare questa immagine?'}
        describe={(item) =>
          `Sei sicuro di voler eliminare ${item.isVideo ? 'questo video' : 'questa immagine'}? L'operazione non può essere annullata.`
        }
        pending={removal.isPending}
        onConfirm={(item) => removal.mutate(item)}
        onClose={() => setToDelete(null)}
      />
    </Paper>
  );
}
