import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Paper, Skeleton, Stack } from '@mui/material';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';
import { LoadError } from '../../shared/LoadError.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { isHttpStatus } from '../auth/session-api.ts';
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
    if (isHttpStatus(testimonial.error, 404) || isHttpStatus(testimonial.error, 400)) {
      return (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to="/admin/testimonials"
              sx={{ minHeight: 44 }}
            >
              Torna alle testimonianze
            </Button>
          }
        >
          Testimonianza non trovata.
        </Alert>
      );
    }
    return (
      <LoadError
        message="Non è stato possibile caricare la testimonianza. Riprova più tardi."
        onRetry={() => void testimonial.refetch()}
        retrying={testimonial.isFetching}
      />
    );
  }
  return <TestimonialForm key={testimonial.data.id} testimonial={testimonial.data} />;
}

/** New (/new, /nuova) and edit (/:id, /:id/edit) testimonial. */
export function TestimonialFormPage() {
  const { id } = useParams();
  const title = id ? 'Modifica Testimonianza' : 'Nuova Testimonianza';
  useAdminPageTitle(title);

  return (
    <Stack spacing={3}>
      <PageHeader
        title={title}
        crumbs={[
          { label: 'Dashboard', to: '/admin/dashboard' },
          { label: 'Testimonianze', to: '/admin/testimonials' },
          { label: id ? 'Modifica' : 'Nuova' },
        ]}
      />
      {id ? <EditTestimonial id={id} /> : <TestimonialForm />}
    </Stack>
  );
}
