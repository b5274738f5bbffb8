import { Box, Stack, Typography } from '@mui/material';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';
import { StatCards } from './StatCards.tsx';
import { DashboardTabs } from './DashboardTabs.tsx';
import { MissingSafetyAlert } from './MissingSafetyAlert.tsx';
import { CategoriesCard, RecentProductsCard, SiteManagementCard } from './DashboardLists.tsx';

export function DashboardPage() {
  useAdminPageTitle('Dashboard');
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          Dashboard
        </Typography>
        <Typography color="text.secondary">Panoramica dei contenuti del sito.</Typography>
      </Box>
      <MissingSafetyAlert />
      <StatCards />
      <DashboardTabs />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <RecentProductsCard />
        <CategoriesCard />
        <SiteManagementCard />
      </Box>
    </Stack>
  );
}
