import { TextField, Typography } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { SITE_SETTINGS_LABELS } from '@vetrina/contracts';
import { textFieldOf } from '../../lib/mui-field.ts';
import { FormSection } from '../../shared/FormSection.tsx';
import type { SettingsFormOutput, SettingsFormValues } from './settings-form-values.ts';

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsFormOutput>;

/**
 * 'Produttore': who makes the products and where to reach her (GPSR Art. 19(a)). Shown on every product
 * page; a product can be published only once all three are filled in.
 */
export function MakerSettingsFields({ form }: { form: Form }) {
  const field = textFieldOf(form);
  return (
    <FormSection title="Produttore">
      <Typography variant="body2" color="text.secondary">
        Chi realizza i prodotti: compare nella sezione &lsquo;Sicurezza e composizione&rsquo; di ogni
        prodotto. Sono obbligatori per pubblicare un prodotto.
      </Typography>
      <TextField
        label={SITE_SETTINGS_LABELS.makerName}
        autoComplete="organization"
        {...field(
          'makerName',
          'Il tuo nome o quello della tua attività, ad esempio: Creazioni di Maria Rossi.',
        )}
      />
      <TextField
        label={SITE_SETTINGS_LABELS.makerAddress}
        multiline
        minRows={2}
        autoComplete="street-address"
        {...field('makerAddress', 'Dove ricevi la posta: via, numero, CAP, città e provincia.')}
      />
      <TextField
        label={SITE_SETTINGS_LABELS.makerEmail}
        type="email"
        autoComplete="email"
        {...field(
          'makerEmail',
          "L'indirizzo a cui i clienti possono scriverti per la sicurezza dei prodotti.",
        )}
      />
    </FormSection>
  );
}
