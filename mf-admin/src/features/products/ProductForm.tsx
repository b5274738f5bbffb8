import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, Link as RouterLink } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Stack } from '@mui/material';
import { productInputSchema, type AdminProduct, type Category } from '@vetrina/contracts';
import { isHttpError, notify, serverMessage } from '@vetrina/web-kit';
import { slugify } from '../../shared/slugify.ts';
import { applyServerIssues } from '../../shared/server-issues.ts';
import { useAutoFill } from '../../shared/use-auto-fill.ts';
import { useUnsavedChangesGuard } from '../../shared/use-unsaved-changes-guard.tsx';
import { createProduct, refreshProductCaches, updateProduct } from './products-api.ts';
import {
  PRODUCT_FIELDS,
  productFormValues,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form-values.ts';
import { FormSection } from './FormSection.tsx';
import { SwitchField } from './SwitchField.tsx';
import { ProductDetailsFields } from './ProductDetailsFields.tsx';
import { ProductImageFields } from './ProductImageFields.tsx';
import { ProductSalesFields } from './ProductSalesFields.tsx';

export const SAVE_ERROR = 'Si è verificato un errore durante il salvataggio. Riprova.';
const sameText = (name: string) => name.trim();

export function ProductForm({ product, categories }: { product?: AdminProduct; categories: Category[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productInputSchema) as unknown as Resolver<
      ProductFormValues,
      unknown,
      ProductFormOutput
    >,
    defaultValues: productFormValues(product),
  });
  useAutoFill(form, 'name', 'slug', slugify);
  useAutoFill(form, 'name', 'imageAlt', sameText);

  const mutation = useMutation({
    mutationFn: (input: ProductFormOutput) =>
      product ? updateProduct(product.id, input) : createProduct(input),
    onSuccess: async () => {
      notify.success(product ? 'Prodotto aggiornato' : 'Prodotto creato');
      guard.release();
      await refreshProductCaches(queryClient);
      await navigate('/admin/prodotti');
    },
    onError: (error) => {
      notify.error('Errore', SAVE_ERROR);
      applyServerIssues(error, PRODUCT_FIELDS, (field, message) =>
        form.setError(field, { type: 'server', message }),
      );
      if (isHttpError(error) && error.status === 409)
        form.setError('slug', { type: 'server', message: serverMessage(error, SAVE_ERROR) });
    },
  });
  const saving = mutation.isPending;
  const guard = useUnsavedChangesGuard(form.formState.isDirty && !mutation.isSuccess);

  const submit = () => {
    // Spec §5: the slug is generated when left empty.
    if (!form.getValues('slug').trim()) form.setValue('slug', slugify(form.getValues('name')));
    void form.handleSubmit((values) => mutation.mutate(values))();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack spacing={2.5} sx={{ maxWidth: 880 }}>
        <ProductDetailsFields form={form} />
        <ProductImageFields form={form} onUploadingChange={setUploading} />
        <ProductSalesFields form={form} categories={categories} />
        <FormSection title="Visibilità">
          <SwitchField
            control={form.control}
            name="published"
            label="Pubblicato"
            help="Se disattivato il prodotto resta una bozza: non compare nel sito, lo vede solo chi ha il link di anteprima."
          />
          <SwitchField
            control={form.control}
            name="featured"
            label="In evidenza"
            help="Mostra il prodotto nella sezione 'In evidenza' della homepage."
          />
        </FormSection>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to="/admin/prodotti" disabled={saving} sx={{ minHeight: 44 }}>
            Annulla
          </Button>
          <Button type="submit" variant="contained" disabled={saving || uploading} sx={{ minHeight: 44 }}>
            {saving ? 'Salvataggio...' : product ? 'Aggiorna Prodotto' : 'Crea Prodotto'}
          </Button>
        </Stack>
      </Stack>
      {guard.dialog}
    </form>
  );
}
