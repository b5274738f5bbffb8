import { Box, InputAdornment, TextField } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { SITE_SETTINGS_LABELS } from '@vetrina/contracts';
import { textFieldOf } from '../../lib/mui-field.ts';
import { FormSection } from '../../shared/FormSection.tsx';
import type { SettingsFormOutput, SettingsFormValues } from './settings-form-values.ts';
import { MakerSettingsFields } from './MakerSettingsFields.tsx';

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsFormOutput>;

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const euro = {
  htmlInput: { inputMode: 'decimal' },
  input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
} as const;
const days = { htmlInput: { inputMode: 'numeric' } } as const;

/** The settings form's six groups (Sito, Contatti, Social, Spedizioni, Prezzi, Homepage). */
export function SettingsFields({ form }: { form: Form }) {
  const field = textFieldOf(form);
  const label = (name: keyof SettingsFormValues) => ({ label: SITE_SETTINGS_LABELS[name] });
  return (
    <>
      <FormSection title="Sito">
        <TextField
          {...label('siteName')}
          required
          {...field('siteName', 'Nel piè di pagina, nei titoli delle pagine e nelle anteprime dei link.')}
        />
        <TextField
          {...label('addressLine')}
          {...field('addressLine', 'Facoltativo. Nel piè di pagina, ad esempio: Via Roma 1, 40100 Bologna.')}
        />
        <TextField
          {...label('vatLine')}
          {...field('vatLine', 'Facoltativo. Nel piè di pagina, ad esempio: P.IVA 01234567890.')}
        />
      </FormSection>
      <MakerSettingsFields form={form} />
      <FormSection title="Contatti">
        <TextField
          {...label('contactEmail')}
          type="email"
          required
          autoComplete="email"
          {...field('contactEmail', 'Mostrata nella pagina Contatti; qui arrivano i messaggi del sito.')}
        />
        <TextField
          {...label('phone')}
          type="tel"
          autoComplete="tel"
          {...field(
            'phone',
            'Facoltativo, con il prefisso internazionale: il piè di pagina e la pagina Contatti mostrano il link per scrivere su WhatsApp.',
          )}
        />
      </FormSection>
      <FormSection title="Social">
        <TextField
          {...label('instagramUrl')}
          type="url"
          {...field('instagramUrl', 'Facoltativo: https://www.instagram.com/...')}
        />
        <TextField
          {...label('facebookUrl')}
          type="url"
          {...field('facebookUrl', 'Facoltativo: https://www.facebook.com/...')}
        />
      </FormSection>
      <FormSection title="Spedizioni">
        <TextField
          {...label('shippingText')}
          required
          multiline
          minRows={3}
          {...field('shippingText', "L'introduzione della pagina Spedizioni.")}
        />
        <TextField
          {...label('shippingRate')}
          required
          slotProps={euro}
          {...field('shippingRate', 'Il costo di partenza, ad esempio 6,65.')}
        />
        <Box sx={twoColumns}>
          <TextField
            {...label('handlingDaysMin')}
            required
            slotProps={days}
            {...field('handlingDaysMin', 'Giorni lavorativi per i prodotti senza tempi propri.')}
          />
          <TextField {...label('handlingDaysMax')} required slotProps={days} {...field('handlingDaysMax')} />
        </Box>
      </FormSection>
      <FormSection title="Prezzi">
        <TextField
          {...label('customizationPrice')}
          required
          slotProps={euro}
          {...field('customizationPrice', 'Proposto per i nuovi prodotti personalizzabili.')}
        />
      </FormSection>
      <FormSection title="Testimonianze">
        <TextField
          {...label('testimonialRequestDays')}
          required
          slotProps={days}
          {...field(
            'testimonialRequestDays',
            "Dopo 'Consegnato', il cliente riceve un'e-mail per lasciare una testimonianza.",
          )}
        />
      </FormSection>
      <FormSection title="Homepage">
        <TextField {...label('heroTitle')} required {...field('heroTitle')} />
        <TextField {...label('heroSubtitle')} required multiline minRows={2} {...field('heroSubtitle')} />
      </FormSection>
    </>
  );
}
