import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, Link as RouterLink } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Paper, Stack, TextField } from '@mui/material';
import { RATING_SCALE, type AdminTestimonial } from '@vetrina/contracts';
import { notify, serverMessage } from '@vetrina/web-kit';
import { muiField } from '../../lib/mui-field.ts';
import { applyServerIssues } from '../../shared/server-issues.ts';
import { useUnsavedChangesGuard } from '../../shared/use-unsaved-changes-guard.tsx';
import { createTestimonial, refreshTestimonials, updateTestimonial } from './testimonials-api.ts';
import {
  TESTIMONIAL_FIELDS,
  testimonialFormSchema,
  toFormValues,
  type TestimonialFormOutput,
  type TestimonialFormValues,
} from './testimonial-form-schema.ts';

export const SAVE_ERROR = 'Si è verificato un errore durante il salvataggio della testimonianza.';
const LIST_PATH = '/admin/testimonials';
const RATINGS = Array.from({ length: RATING_SCALE }, (_, i) => RATING_SCALE - i);

export function TestimonialForm({ testimonial }: { testimonial?: AdminTestimonial }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<TestimonialFormValues, unknown, TestimonialFormOutput>({
    resolver: zodResolver(testimonialFormSchema) as unknown as Resolver<
      TestimonialFormValues,
      unknown,
      TestimonialFormOutput
    >,
    defaultValues: toFormValues(testimonial),
  });

  const mutation = useMutation({
    mutationFn: (input: TestimonialFormOutput) =>
      testimonial ? updateTestimonial(testimonial.id, input) : createTestimonial(input),
    onSuccess: async () => {
      notify.success(testimonial ? 'Testimonianza aggiornata' : 'Testimonianza creata');
      guard.release();
      await refreshTestimonials(queryClient);
      await navigate(LIST_PATH);
    },
    onError: (error) => {
      notify.error('Errore', serverMessage(error, SAVE_ERROR));
      applyServerIssues(error, TESTIMONIAL_FIELDS, (field, message) =>
        setError(field, { type: 'server', message }),
      );
    },
  });
  const saving = mutation.isPending;
  const guard = useUnsavedChangesGuard(isDirty && !saving && !mutation.isSuccess);

  const field = (name: (typeof TESTIMONIAL_FIELDS)[number], help?: string) => ({
    ...muiField(register(name)),
    error: !!errors[name],
    helperText: errors[name]?.message ?? help,
    fullWidth: true,
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
        <Stack spacing={2.5}>
          <TextField label="Nome" required autoComplete="off" {...field('name')} />
          <TextField
            label="Iniziali"
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 5 } }}
            {...field('initials', 'Facoltative, al massimo 5 caratteri (es. MR).')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField
              label="Nome del bambino"
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 50 } }}
              {...field('childName', 'Facoltativo.')}
            />
            <TextField
              label="Età del bambino"
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 20 } }}
              {...field('childAge', 'Facoltativa, ad esempio 3 anni.')}
            />
          </Stack>
          <TextField
            label="Valutazione"
            required
            select
            slotProps={{ select: { native: true } }}
            {...field('rating')}
          >
            {RATINGS.map((stars) => (
              <option key={stars} value={stars}>
                {stars === 1 ? '1 stella' : `${stars} stelle`}
              </option>
            ))}
          </TextField>
          <TextField label="Contenuto" required multiline minRows={5} {...field('content')} />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={LIST_PATH} disabled={saving} sx={{ minHeight: 44 }}>
              Annulla
            </Button>
            <Button type="submit" variant="contained" disabled={saving} sx={{ minHeight: 44 }}>
              {saving ? 'Salvataggio...' : testimonial ? 'Aggiorna Testimonianza' : 'Crea Testimonianza'}
            </Button>
          </Stack>
        </Stack>
      </form>
      {guard.dialog}
    </Paper>
  );
}
