import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import { formatDate, notify, serverMessage } from '@vetrina/web-kit';
import { createPreviewLink } from './products-api.ts';

const LINK_ERROR = 'Non è stato possibile creare il link di anteprima. Riprova.';

/** A draft's signed preview link (7 days): created on demand, copied to the clipboard and shown. */
export function PreviewLinkButton({ productId }: { productId: number }) {
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const mutation = useMutation({
    mutationFn: () => createPreviewLink(productId),
    onSuccess: async (created) => {
      const url = new URL(created.url, window.location.origin).href;
      setLink({ url, expiresAt: created.expiresAt });
      try {
        await navigator.clipboard.writeText(url);
        notify.success('Link copiato', 'Il link di anteprima è negli appunti.');
      } catch {
        notify.info('Link di anteprima pronto', 'Copialo dal riquadro qui sotto.');
      }
    },
    onError: (error) => notify.error('Errore', serverMessage(error, LINK_ERROR)),
  });
  return (
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Stack spacing={1}>
        <Typography>
          Questo prodotto è una <strong>bozza</strong>: non compare nel sito. Condividi un link di anteprima
          per mostrarlo a qualcuno.
        </Typography>
        <Box>
          <Button
            variant="outlined"
            startIcon={<LinkIcon aria-hidden />}
            onClick={() => mutation.mutate()}
            disabled={mutation.isPending}
            sx={{ minHeight: 44 }}
          >
            {mutation.isPending ? 'Creazione del link...' : 'Copia link di anteprima'}
          </Button>
        </Box>
        {link && (
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            <Link href={link.url} target="_blank" rel="noopener noreferrer">
              {link.url}
            </Link>{' '}
            (valido fino al {formatDate(link.expiresAt)})
          </Typography>
        )}
      </Stack>
    </Alert>
  );
}
