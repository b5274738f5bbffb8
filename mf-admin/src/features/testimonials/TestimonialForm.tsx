import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, Chip, FormControlLabel, Paper, Stack, TextField } from '@mui/material';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { RATING_SCALE, VERIFIED_ORDER_LABEL, type AdminTestimonial } from '@vetrina/contracts';
import { textFieldOf } from '../../lib/mui-field.ts';
import { EditorActions } from '../../shared/EditorActions.tsx';
import { useEditorSave } from '../../shared/use-editor-save.ts';
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
  const form = useForm<TestimonialFormValues, unknown, TestimonialFormOutput>({
    resolver: zodResolver(testimonialFormSchema) as unknown as Resolver<
      TestimonialFormValues,
      unknown,
      TestimonialFormOutput
    >,
    defaultValues: toFormValues(testimonial),
  });

  const { submit, saving, guardDialog } = useEditorSave({
    form,
    fields: TESTIMONIAL_FIELDS,
    save: (input: TestimonialFormOutput) =>
      testimonial ? updateTestimonial(testimonial.id, input) : createTestimonial(input),
    savedText: testimonial ? 'Testimonianza aggiornata' : 'Testimonianza creata',
    errorText: SAVE_ERROR,
    toastServerMessage: true,
    afterSave: async () => {
      await refreshTestimonials(queryClient);
      await navigate(LIST_PATH);
    },
  });

  const textField = textFieldOf(form);
  const field = (name: (typeof TESTIMONIAL_FIELDS)[number], help?: string) => ({
    ...textField(name, help),
    fullWidth: true,
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2.5}>
          {testimonial?.verifiedOrder && (
            <Chip
              icon={<VerifiedOutlined aria-hidden />}
              label={VERIFIED_ORDER_LABEL}
              color="success"
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
            />
          )}
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
          <FormControlLabel
            control={<Checkbox {...form.register('published')} />}
            label="Pubblicata sul sito"
          />
          <EditorActions
            cancelTo={LIST_PATH}
            saving={saving}
            submitText={testimonial ? 'Aggiorna Testimonianza' : 'Crea Testimonianza'}
          />
        </Stack>
      </form>
      {guardDialog}
    </Paper>
  );
}
