import { useQuery } from '@tanstack/react-query';
import { Paper, Skeleton, Stack } from '@mui/material';
import { ItemLoadFailure } from '../../shared/ItemLoadFailure.tsx';
import { EditorPage } from '../../shared/EditorPage.tsx';
import { adminTestimonialQuery } from './testimonials-api.ts';
import { TestimonialForm } from './TestimonialForm.tsx';

function EditTestimonial({ id }: { id: string }) {
  const testimonial = useQuery(adminTestimonialQuery(id));
  if (testimonial.isPending) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: 3, maxWidth: 720 }}
        role="status"
        aria-label="Caricamento testimonianza"
      >
        <Stack spacing={2.5}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
          <Skeleton variant="rounded" height={120} />
        </Stack>
      </Paper>
    );
  }
  if (testimonial.isError) {
    return (
      <ItemLoadFailure
        error={testimonial.error}
        missingStatuses={[404, 400]}
        notFound="Testimonianza non trovata."
        backTo="/admin/testimonials"
        backLabel="Torna alle testimonianze"
        loadError="Non è stato possibile caricare la testimonianza. Riprova più tardi."
        onRetry={() => void testimonial.refetch()}
        retrying={testimonial.isFetching}
      />
    );
  }
  return <TestimonialForm key={testimonial.data.id} testimonial={testimonial.data} />;
}

/** New (/new, /nuova) and edit (/:id, /:id/edit) testimonial. */
export function TestimonialFormPage() {
  return (
    <EditorPage
      titles={{ create: 'Nuova Testimonianza', edit: 'Modifica Testimonianza' }}
      section={{ label: 'Testimonianze', to: '/admin/testimonials' }}
      createCrumb="Nuova"
      create={<TestimonialForm />}
      edit={(id) => <EditTestimonial id={id} />}
    />
  );
}
