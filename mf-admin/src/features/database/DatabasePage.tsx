import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import Backup from '@mui/icons-material/Backup';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import Refresh from '@mui/icons-material/Refresh';
import { queryKeys } from '@vetrina/web-kit';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { BackupList } from './BackupList.tsx';
import { GuideCards } from './GuideCards.tsx';
import { JobProgress } from './JobProgress.tsx';
import { RestoreCard } from './RestoreCard.tsx';
import { useDatabaseJobs } from './use-database-jobs.ts';

const buttonSx = { minHeight: 44 };

/** /admin/database: create, list, download and restore backups. */
export function DatabasePage() {
  useAdminPageTitle('Database');
  const queryClient = useQueryClient();
  const { backup, restore, jobs, busy } = useDatabaseJobs();
  const fallback = backup.isPending ? 'Backup in corso' : restore.isPending ? 'Ripristino in corso' : null;

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Database"
        subtitle="Backup e ripristino dei dati del sito."
        crumbs={[{ label: 'Dashboard', to: '/admin/dashboard' }, { label: 'Database' }]}
      />
      <Card variant="outlined" component="section" aria-labelledby="backups-title">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography id="backups-title" variant="h6" component="h2">
              Backup disponibili
            </Typography>
            <Button
              startIcon={<Refresh aria-hidden />}
              onClick={() => void queryClient.invalidateQueries({ queryKey: queryKeys.backups })}
              sx={buttonSx}
            >
              Aggiorna
            </Button>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant="contained"
              startIcon={<Backup aria-hidden />}
              disabled={busy}
              onClick={() => backup.mutate(false)}
              sx={buttonSx}
            >
              Crea Backup
            </Button>
            <Button
              variant="outlined"
              startIcon={<Inventory aria-hidden />}
              disabled={busy}
              onClick={() => backup.mutate(true)}
              sx={buttonSx}
            >
              Backup completo (con le foto)
            </Button>
          </Box>
          <JobProgress jobs={jobs} fallback={fallback} />
          <BackupList busy={busy} />
        </CardContent>
      </Card>
      <RestoreCard busy={busy} onRestore={(file) => restore.mutate(file)} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <GuideCards />
      </Box>
    </Stack>
  );
}
