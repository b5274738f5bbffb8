import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { mediaInputSchema, type MediaInput, type ProductMedia } from '@vetrina/contracts';
import { notify } from '@vetrina/web-kit';
import { muiField } from '../../../lib/mui-field.ts';
import { ImageUploadField } from '../../../shared/ImageUploadField.tsx';
import { addMedia, refreshMediaCaches, updateMedia } from './media-api.ts';

export type MediaDialogMode =
  { kind: 'add-image' } | { kind: 'add-video' } | { kind: 'edit'; item: ProductMedia };

interface MediaValues {
  imageUrl: string;
  videoUrl: string;
  altText: string;
  displayOrder: string;
  isVideo: boolean;
}

interface MediaDialogProps {
  mode: MediaDialogMode;
  product: { id: number; name: string; image: string };
  /** Proposed display order of a new item: after the last one. */
  nextOrder: number;
  onClose: () => void;
}

const TITLES = { 'add-image': 'Aggiungi immagine', 'add-video': 'Aggiungi video Instagram' } as const;

function initialValues(mode: MediaDialogMode, productName: string, nextOrder: number): MediaValues {
  if (mode.kind === 'edit') {
    const { item } = mode;
    return {
      imageUrl: item.imageUrl,
      videoUrl: item.videoUrl ?? '',
      altText: item.altText,
      displayOrder: item.displayOrder == null ? '' : String(item.displayOrder),
      isVideo: item.isVideo,
    };
  }
  return {
    imageUrl: '',
    videoUrl: '',
    altText: productName,
    displayOrder: String(nextOrder),
    isVideo: mode.kind === 'add-video',
  };
}

/** Add an image, add an Instagram video, or edit one (spec §4 media dialog modes). Mounted per opening. */
export function MediaDialog({ mode, product, nextOrder, onClose }: MediaDialogProps) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<MediaValues, unknown, MediaInput>({
    resolver: zodResolver(mediaInputSchema) as unknown as Resolver<MediaValues, unknown, MediaInput>,
    defaultValues: initialValues(mode, product.name, nextOrder),
  });
  const isVideo = getValues('isVideo');
  const kind = isVideo ? 'video' : 'immagine';
  const mutation = useMutation({
    mutationFn: (input: MediaInput) =>
      mode.kind === 'edit'
        ? updateMedia(mode.item.id, { ...input, productId: product.id })
        : addMedia(product.id, input),
    onSuccess: async () => {
      notify.success(
        mode.kind === 'edit' ? 'Immagine aggiornata' : isVideo ? 'Video aggiunto' : 'Immagine aggiunta',
      );
      onClose();
      await refreshMediaCaches(queryClient, product.id);
    },
    onError: () =>
      notify.error(
        'Errore',
        mode.kind === 'edit'
          ? "Si è verificato un errore durante l'aggiornamento dell'immagine"
          : `Si è verificato un errore durante l'aggiunta dell'${kind}`,
      ),
  });

  const submit = () => {
    // A video without its own cover shows the product's main image.
    if (isVideo && !getValues('imageUrl').trim()) setValue('imageUrl', product.image);
    void handleSubmit((input) => mutation.mutate(input))();
  };
  const title = mode.kind === 'edit' ? (isVideo ? 'Modifica video' : 'Modifica immagine') : TITLES[mode.kind];
  const busy = mutation.isPending || uploading;

  return (
    <Dialog
      open
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby="media-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="media-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {isVideo && (
              <TextField
                label="URL del video Instagram"
                required
                fullWidth
                placeholder="https://www.instagram.com/reel/..."
                {...muiField(register('videoUrl'))}
                error={!!errors.videoUrl}
                helperText={errors.videoUrl?.message}
              />
            )}
            <Controller
              name="imageUrl"
              control={control}
              render={({ field }) => (
                <ImageUploadField
                  label={isVideo ? 'Immagine di copertina' : "URL dell'immagine"}
                  required={!isVideo}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.imageUrl?.message}
                  onUploadingChange={setUploading}
                />
              )}
            />
            <TextField
              label="Testo alternativo"
              required
              fullWidth
              {...muiField(register('altText'))}
              error={!!errors.altText}
              helperText={errors.altText?.message ?? 'Descrive la foto a chi non può vederla.'}
            />
            <TextField
              label="Ordine di visualizzazione"
              type="number"
              fullWidth
              slotProps={{ htmlInput: { step: 1, inputMode: 'numeric' } }}
              {...muiField(register('displayOrder'))}
              error={!!errors.displayOrder}
              helperText={errors.displayOrder?.message ?? 'Facoltativo: vuoto mette l’elemento in fondo.'}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending} sx={{ minHeight: 44 }}>
            Annulla
          </Button>
          <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
            {mutation.isPending ? 'Salvataggio...' : mode.kind === 'edit' ? 'Salva' : 'Aggiungi'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
