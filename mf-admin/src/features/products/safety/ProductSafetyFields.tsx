import { Alert, Box, Link, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import {
  isMakerComplete,
  MAKER_LABEL,
  missingSafetyFields,
  SAFETY_FIELD_LABELS,
  type ProductSafety,
} from '@vetrina/contracts/product-safety';
import { textFieldOf } from '../../../lib/mui-field.ts';
import { FormSection } from '../../../shared/FormSection.tsx';
import { SwitchField } from '../SwitchField.tsx';
import type { ProductFormOutput, ProductFormValues } from '../product-form-values.ts';
import { CompositionFields } from './CompositionFields.tsx';
import { publicSettingsQuery } from './public-settings-query.ts';
import { SAFETY_FORM_FIELDS } from './safety-form-values.ts';
import { WarningPresets } from './WarningPresets.tsx';

type Form = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const months = { htmlInput: { min: 0, max: 216, step: 1, inputMode: 'numeric' } } as const;

const WATCHED = [...SAFETY_FORM_FIELDS, 'published'] as const;
type Watched = Pick<ProductFormValues, (typeof WATCHED)[number]>;

/** What the form holds, read as the publication rule reads a product. */
function safetyOf(values: Watched): ProductSafety {
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    sku: values.sku.trim() || null,
    composition: values.composition,
    careInstructions: values.careInstructions.trim() || null,
    ageMinMonths: number(values.ageMinMonths),
    ageMaxMonths: number(values.ageMaxMonths),
    warnings: values.warnings.trim() || null,
    isToy: values.isToy,
    ceMarking: values.ceMarking,
  };
}

/**
 * 'Sicurezza e composizione' (GPSR Art. 19, Reg. 1007/2011): what the product page shows and what
 * publishing needs. A draft may stay incomplete; a published product lists what is missing.
 */
export function ProductSafetyFields({ form }: { form: Form }) {
  const settings = useQuery(publicSettingsQuery);
  const makerComplete = settings.data ? isMakerComplete(settings.data) : null;
  const field = textFieldOf(form);
  // Only these fields re-render the section (typing a description does not).
  const watched = useWatch({ control: form.control, name: WATCHED });
  const values = Object.fromEntries(WATCHED.map((name, i) => [name, watched[i]])) as unknown as Watched;
  const missing: string[] = missingSafetyFields(safetyOf(values)).map((name) => SAFETY_FIELD_LABELS[name]);
  if (makerComplete === false) missing.push(MAKER_LABEL);
  return (
    <FormSection title="Sicurezza e composizione">
      {values.published && missing.length > 0 && (
        <Alert severity="warning">
          Per pubblicare il prodotto completa: {missing.join(', ')}.
          {makerComplete === false && (
            <>
              {' '}
              I dati del produttore si compilano in{' '}
              <Link component={RouterLink} to="/admin/impostazioni">
                Impostazioni → Produttore
              </Link>
              .
            </>
          )}
        </Alert>
      )}
      <TextField
        label={SAFETY_FIELD_LABELS.sku}
        {...field('sku', 'Il codice che identifica il prodotto, ad esempio BAV-01 (unico per prodotto).')}
      />
      <CompositionFields form={form} />
      <TextField
        label={SAFETY_FIELD_LABELS.careInstructions}
        multiline
        minRows={2}
        {...field('careInstructions', 'In parole, ad esempio: Lavare a 30 °C. Non candeggiare.')}
      />
      <Box sx={twoColumns}>
        <TextField
          label="Età consigliata: da (mesi)"
          type="number"
          slotProps={months}
          {...field('ageMinMonths', '0 = dalla nascita.')}
        />
        <TextField
          label="fino a (mesi)"
          type="number"
          slotProps={months}
          {...field('ageMaxMonths', 'Facoltativo.')}
        />
      </Box>
      <TextField
        label={SAFETY_FIELD_LABELS.warnings}
        multiline
        minRows={2}
        {...field('warnings', 'Una per riga. Facoltative, ma mostrate prima della richiesta.')}
      />
      <WarningPresets form={form} />
      <SwitchField
        control={form.control}
        name="isToy"
        label={SAFETY_FIELD_LABELS.isToy}
        help="Un giocattolo (pupazzo, sonaglino, libro tattile…) richiede la marcatura CE."
      />
      {values.isToy && (
        <SwitchField
          control={form.control}
          name="ceMarking"
          label={SAFETY_FIELD_LABELS.ceMarking}
          help="Il giocattolo porta la marcatura CE (norme EN 71) sull'etichetta o sulla confezione."
        />
      )}
    </FormSection>
  );
}
