import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Stack } from '@mui/material';
import { productInputSchema, type AdminProduct, type Category } from '@vetrina/contracts';
import { slugify } from '../../shared/slugify.ts';
import { EditorActions } from '../../shared/EditorActions.tsx';
import { useAutoFill } from '../../shared/use-auto-fill.ts';
import { useEditorSave } from '../../shared/use-editor-save.ts';
import { createProduct, refreshProductCaches, updateProduct } from './products-api.ts';
import {
  PRODUCT_FIELDS,
  productFormValues,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form-values.ts';
import { FormSection } from '../../shared/FormSection.tsx';
import { SwitchField } from './SwitchField.tsx';
import { ProductDetailsFields } from './ProductDetailsFields.tsx';
import { ProductImageFields } from './ProductImageFields.tsx';
import { ProductSalesFields } from './ProductSalesFields.tsx';
import { ProductQuestionsFields } from './ProductQuestionsFields.tsx';
import { ProductSafetyFields } from './safety/ProductSafetyFields.tsx';

export const SAVE_ERROR = 'Si è verificato un errore durante il salvataggio. Riprova.';
const sameText = (name: string) => name.trim();

export function ProductForm({
  product,
  categories,
  customizationPrice,
}: {
  product?: AdminProduct;
  categories: Category[];
  /** The surcharge a new product starts with ('Impostazioni'). */
  customizationPrice?: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productInputSchema) as unknown as Resolver<
      ProductFormValues,
      unknown,
      ProductFormOutput
    >,
    defaultValues: productFormValues(product, customizationPrice),
  });
  useAutoFill(form, 'name', 'slug', slugify);
  useAutoFill(form, 'name', 'imageAlt', sameText);

  const { submit, saving, guardDialog } = useEditorSave({
    form,
    fields: PRODUCT_FIELDS,
    save: (input: ProductFormOutput) => (product ? updateProduct(product.id, input) : createProduct(input)),
    savedText: product ? 'Prodotto aggiornato' : 'Prodotto creato',
    errorText: SAVE_ERROR,
    conflictField: 'slug',
    // Spec §5: the slug is generated when left empty.
    beforeSubmit: () => {
      if (!form.getValues('slug').trim()) form.setValue('slug', slugify(form.getValues('name')));
    },
    afterSave: async () => {
      await refreshProductCaches(queryClient);
      await navigate('/admin/prodotti');
    },
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack spacing={2.5} sx={{ maxWidth: 880 }}>
        <ProductDetailsFields form={form} />
        <ProductImageFields form={form} onUploadingChange={setUploading} />
        <ProductSalesFields form={form} categories={categories} />
        <ProductQuestionsFields form={form} productId={product?.id} />
        <ProductSafetyFields form={form} />
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
        <EditorActions
          cancelTo="/admin/prodotti"
          saving={saving}
          uploading={uploading}
          submitText={product ? 'Aggiorna Prodotto' : 'Crea Prodotto'}
        />
      </Stack>
      {guardDialog}
    </form>
  );
}
