import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { isHttpError, notify, serverMessage } from '@vetrina/web-kit';
import { uploadImage } from './upload-image.ts';

export const UPLOAD_ERROR = "Si è verificato un errore durante il caricamento dell'immagine";

interface ImageUploadFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  /** Called with true while a file is uploading (the form waits for it). */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * An image by URL or by upload: `accept="image/*"` lets a phone offer its camera; the chosen photo shows at
 * once from memory while it uploads with a progress bar, then the stored image replaces it.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  onUploadingChange,
}: ImageUploadFieldProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    onUploadingChange?.(true);
    try {
      onChange(await uploadImage(file, setProgress));
      notify.success('Immagine caricata');
    } catch (uploadError) {
      // The server's own words for what the owner can fix (too large, not an image); the spec's otherwise.
      const fixable = isHttpError(uploadError) && uploadError.status >= 400 && uploadError.status < 500;
      notify.error('Errore', fixable ? serverMessage(uploadError, UPLOAD_ERROR) : UPLOAD_ERROR);
    } finally {
      setLocalPreview(null);
      setProgress(null);
      onUploadingChange?.(false);
    }
  }

  const uploading = progress !== null;
  const preview =
    localPreview ?? (value.startsWith('/uploads/') || /^https?:\/\//.test(value) ? value : null);
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          required={required}
          error={!!error}
          helperText={error ?? 'Un URL o un percorso che inizia con /uploads/'}
          sx={{ flex: '1 1 260px' }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFile aria-hidden />}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
          aria-describedby={`${id}-hint`}
          sx={{ minHeight: 56 }}
        >
          Carica immagine
        </Button>
        {/* Opened by the button above (a keyboard reaches the button, not a hidden input). */}
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          aria-label="Carica immagine"
          onChange={(event) => void handleFile(event)}
        />
      </Box>
      <Typography id={`${id}-hint`} variant="caption" color="text.secondary">
        PNG, JPG o WEBP, max 5MB
      </Typography>
      {uploading && (
        <Box>
          <LinearProgress variant="determinate" value={progress} aria-label="Caricamento immagine" />
          <Typography variant="caption" color="text.secondary" aria-live="polite">
            Caricamento... {progress}%
          </Typography>
        </Box>
      )}
      <Box
        sx={{
          width: { xs: '100%', sm: 240 },
          aspectRatio: '4 / 3',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
        }}
      >
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt="Anteprima dell'immagine"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <ImageOutlined color="disabled" fontSize="large" aria-hidden />
        )}
      </Box>
    </Stack>
  );
}
