import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Paper, Stack, TextField } from '@mui/material';
import { categoryInputSchema, type Category, type CategoryInput } from '@vetrina/contracts';
import { textFieldOf } from '../../lib/mui-field.ts';
import { ImageUploadField } from '../../shared/ImageUploadField.tsx';
import { EditorActions } from '../../shared/EditorActions.tsx';
import { slugify } from '../../shared/slugify.ts';
import { useAutoFill } from '../../shared/use-auto-fill.ts';
import { useEditorSave } from '../../shared/use-editor-save.ts';
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
    control,
    formState: { errors },
  } = form;
  const textField = textFieldOf(form);
  const { submit, saving, guardDialog } = useEditorSave({
    form,
    fields: FIELDS,
    save: (input: CategoryInput) => (category ? updateCategory(category.id, input) : createCategory(input)),
    savedText: category ? 'Categoria aggiornata' : 'Categoria creata',
    errorText: SAVE_ERROR,
    conflictField: 'slug',
    beforeSubmit: () => {
      if (!form.getValues('slug').trim()) form.setValue('slug', slugify(form.getValues('name')));
    },
    afterSave: async () => {
      await refreshCategoryCaches(queryClient);
      await navigate('/admin/categorie');
    },
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <form noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <TextField label="Nome" required fullWidth {...textField('name')} />
          <TextField
            label="Slug"
            required
            fullWidth
            {...textField('slug', "Generato dal nome; è l'indirizzo della pagina: /categorie/slug")}
          />
          <TextField
            label="Descrizione"
            fullWidth
            multiline
            minRows={3}
            {...textField('description', 'Facoltativa.')}
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
          <EditorActions
            cancelTo="/admin/categorie"
            saving={saving}
            uploading={uploading}
            submitText={category ? 'Aggiorna Categoria' : 'Crea Categoria'}
          />
        </Stack>
      </form>
      {guardDialog}
    </Paper>
  );
}
