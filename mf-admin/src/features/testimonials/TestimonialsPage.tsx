import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { AdminTestimonial } from '@vetrina/contracts';
import { notify, serverMessage } from '@vetrina/web-kit';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { LoadError } from '../../shared/LoadError.tsx';
import { NewItemButton, PageHeader } from '../../shared/PageHeader.tsx';
import { adminTestimonialsQuery, deleteTestimonial, refreshTestimonials } from './testimonials-api.ts';
import { TestimonialsList } from './TestimonialsList.tsx';

export const LOAD_ERROR = 'Non è stato possibile caricare le testimonianze. Riprova più tardi.';
export const DELETE_ERROR = 'Non è stato possibile eliminare la testimonianza.';

function TestimonialsContent({ onDelete }: { onDelete: (testimonial: AdminTestimonial) => void }) {
  const testimonials = useQuery(adminTestimonialsQuery);
  if (testimonials.isPending) {
    return (
      <Stack spacing={1} role="status" aria-label="Caricamento testimonianze">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (testimonials.isError) {
    return (
      <LoadError
        message={LOAD_ERROR}
        onRetry={() => void testimonials.refetch()}
        retrying={testimonials.isFetching}
      />
    );
  }
  if (testimonials.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>Nessuna testimonianza trovata.</Typography>
      </Paper>
    );
  }
  return <TestimonialsList testimonials={testimonials.data} onDelete={onDelete} />;
}

export function TestimonialsPage() {
  useAdminPageTitle('Testimonianze');
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<AdminTestimonial | null>(null);
  const remove = useMutation({
    mutationFn: deleteTestimonial,
    onSuccess: async () => {
      notify.success('Testimonianza eliminata', 'La testimonianza è stata eliminata con successo');
      setToDelete(null);
      await refreshTestimonials(queryClient);
    },
    onError: (error) => notify.error('Errore', serverMessage(error, DELETE_ERROR)),
  });

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Testimonianze"
        subtitle="Le recensioni dei clienti mostrate nella Home del sito."
        actions={<NewItemButton to="/admin/testimonials/new" label="Nuova Testimonianza" />}
      />
      <TestimonialsContent onDelete={setToDelete} />
      <ConfirmDialog
        item={toDelete}
        title="Eliminare questa testimonianza?"
        describe={(t) => (
          <>
            Sei sicuro di voler eliminare la testimonianza di <strong>{t.name}</strong>? Non comparirà più sul
            sito e l&apos;operazione non può essere annullata.
          </>
        )}
        pending={remove.isPending}
        onConfirm={(t) => remove.mutate(t.id)}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
