import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Stack } from '@mui/material';
import { siteSettingsSchema, type AdminSiteSettings } from '@vetrina/contracts';
import { EditorActions } from '../../shared/EditorActions.tsx';
import { useEditorSave } from '../../shared/use-editor-save.ts';
import { adminSettingsQuery, saveSettings } from './settings-api.ts';
import {
  SETTINGS_FIELDS,
  settingsFormValues,
  type SettingsFormOutput,
  type SettingsFormValues,
} from './settings-form-values.ts';
import { SettingsFields } from './SettingsFields.tsx';

export const SETTINGS_SAVE_ERROR = 'Non è stato possibile salvare le impostazioni. Riprova.';

/** The settings as read (at their version); saved whole, the public pages show them at once. */
export function SettingsForm({ settings }: { settings: AdminSiteSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<SettingsFormValues, unknown, SettingsFormOutput>({
    resolver: zodResolver(siteSettingsSchema) as unknown as Resolver<
      SettingsFormValues,
      unknown,
      SettingsFormOutput
    >,
    defaultValues: settingsFormValues(settings),
  });
  const { submit, saving, guardDialog } = useEditorSave({
    form,
    fields: SETTINGS_FIELDS,
    save: (values: SettingsFormOutput) => saveSettings(values, settings.version),
    savedText: 'Impostazioni salvate',
    errorText: SETTINGS_SAVE_ERROR,
    // A save made meanwhile (409) or a refusal: the server's Italian message says what to do.
    toastServerMessage: true,
    afterSave: () => queryClient.invalidateQueries({ queryKey: adminSettingsQuery.queryKey }),
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Impostazioni del sito">
      <Stack spacing={2.5} sx={{ maxWidth: 880 }}>
        <SettingsFields form={form} />
        <EditorActions cancelTo="/admin/dashboard" saving={saving} submitText="Salva" />
      </Stack>
      {guardDialog}
    </form>
  );
}
