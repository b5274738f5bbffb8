import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, Link as RouterLink } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Paper, Stack, TextField } from '@mui/material';
import { categoryInputSchema, type Category, type CategoryInput } from '@vetrina/contracts';
import { isHttpError, notify, serverMessage } from '@vetrina/web-kit';
import { muiField } from '../../lib/mui-field.ts';
import { ImageUploadField } from '../../shared/ImageUploadField.tsx';
import { applyServerIssues } from '../../shared/server-issues.ts';
import { slugify } from '../../shared/slugify.ts';
import { useAutoFill } from '../../shared/use-auto-fill.ts';
import { useUnsavedChangesGuard } from '../../shared/use-unsaved-changes-guard.tsx';
import { createCategory, refreshCategoryCaches, updateCategory } from './categories-api.ts';

export const SAVE_ERROR = 'Si è verificato un errore durante il salvataggio. Riprova.';
const FIELDS = ['name', 'slug', 'description', 'image'] as const;

interface CategoryValues {
  name: string;
  slug: string;
  description: string;
  image: string;
}

export function CategoryForm({ category }: { category?: Category }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const form = useForm<CategoryValues, unknown, CategoryInput>({
    resolver: zodResolver(categoryInputSchema) as unknown as Resolver<CategoryValues, unknown, CategoryInput>,
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      image: category?.image ?? '',
    },
  });
  useAutoFill(form, 'name', 'slug', slugify);
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const mutation = useMutation({
    mutationFn: (input: CategoryInput) =>
      category ? updateCategory(category.id, input) : createCategory(input),
    onSuccess: async () => {
      notify.success(category ? 'Categoria aggiornata' : 'Categoria creata');
      guard.release();
      await refreshCategoryCaches(queryClient);
      await navigate('/admin/categorie');
    },
    onError: (error) => {
      notify.error('Errore', SAVE_ERROR);
      applyServerIssues(error, FIELDS, (field, message) => form.setError(field, { type: 'server', message }));
      if (isHttpError(error) && error.status === 409)
        form.setError('slug', { type: 'server', message: serverMessage(error, SAVE_ERROR) });
    },
  });
  const saving = mutation.isPending;
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !mutation.isSuccess);

  const submit = () => {
    if (!form.getValues('slug').trim()) form.setValue('slug', slugify(form.getValues('name')));
    void form.handleSubmit((values) => mutation.mutate(values))();
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack spacing={2.5}>
          <TextField
            label="Nome"
            required
            fullWidth
            {...muiField(register('name'))}
            error={!!errors.name}
            helperText={errors.name?.message}
          />
          <TextField
            label="Slug"
            required
            fullWidth
            {...muiField(register('slug'))}
            error={!!errors.slug}
            helperText={
              errors.slug?.message ?? "Generato dal nome; è l'indirizzo della pagina: /categorie/slug"
            }
          />
          <TextField
            label="Descrizione"
            fullWidth
            multiline
            minRows={3}
            {...muiField(register('description'))}
            error={!!errors.description}
            helperText={errors.description?.message ?? 'Facoltativa.'}
          />
          <Controller
            name="image"
            control={control}
            render={({ field }) => (
              <ImageUploadField
                label="Immagine (facoltativa)"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.image?.message}
                onUploadingChange={setUploading}
              />
            )}
          />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/admin/categorie" disabled={saving} sx={{ minHeight: 44 }}>
              Annulla
            </Button>
            <Button type="submit" variant="contained" disabled={saving || uploading} sx={{ minHeight: 44 }}>
              {saving ? 'Salvataggio...' : category ? 'Aggiorna Categoria' : 'Crea Categoria'}
            </Button>
          </Stack>
        </Stack>
      </form>
      {guard.dialog}
    </Paper>
  );
}
