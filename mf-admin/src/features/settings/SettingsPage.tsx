import { useQuery } from '@tanstack/react-query';
import { Alert, Paper, Skeleton, Stack } from '@mui/material';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';
import { LoadError } from '../../shared/LoadError.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { isHttpStatus } from '../auth/session-api.ts';
import { NotificationsSection } from './NotificationsSection.tsx';
import { adminSettingsQuery } from './settings-api.ts';
import { SettingsForm } from './SettingsForm.tsx';

export const SETTINGS_FORBIDDEN = 'Solo gli amministratori possono gestire le impostazioni.';
const LOAD_ERROR = 'Non è stato possibile caricare le impostazioni. Riprova più tardi.';

function SettingsContent() {
  const settings = useQuery(adminSettingsQuery);
  if (settings.isPending) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: 3, maxWidth: 880 }}
        role="status"
        aria-label="Caricamento impostazioni"
      >
        <Stack spacing={2.5}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      </Paper>
    );
  }
  if (settings.isError) {
    if (isHttpStatus(settings.error, 403)) return <Alert severity="warning">{SETTINGS_FORBIDDEN}</Alert>;
    return (
      <LoadError
        message={LOAD_ERROR}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  // A new version (after a save) starts the form afresh from what the server stored.
  return <SettingsForm key={settings.data.version} settings={settings.data} />;
}

/** /admin/impostazioni: the site's settings, administrators only. */
export function SettingsPage() {
  useAdminPageTitle('Impostazioni');
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Impostazioni"
        subtitle="Nome del sito, contatti, social, spedizioni e homepage: il sito pubblico li mostra subito dopo il salvataggio."
        crumbs={[{ label: 'Dashboard', to: '/admin/dashboard' }, { label: 'Impostazioni' }]}
      />
      <SettingsContent />
      <NotificationsSection />
    </Stack>
  );
}
