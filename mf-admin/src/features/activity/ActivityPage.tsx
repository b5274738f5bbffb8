import { useSearchParams } from 'react-router';
import { Stack } from '@mui/material';
import { useAdminPageTitle } from '../../lib/use-admin-page-title.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { filterFromParams, paramsFromFilter } from './activity-address.ts';
import type { ActivityFilter } from './activity-api.ts';
import { ActivityFilters } from './ActivityFilters.tsx';
import { ActivityResults } from './ActivityResults.tsx';

export const ACTIVITY_TITLE = 'Attività Recenti';

/** /admin/attivita: the whole activity log; the filters live in the address, so a reload or a link keeps them. */
export function ActivityPage() {
  useAdminPageTitle(ACTIVITY_TITLE);
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const applyFilter = (next: ActivityFilter) => setParams(paramsFromFilter(next), { replace: true });

  return (
    <Stack spacing={3}>
      <PageHeader
        title={ACTIVITY_TITLE}
        subtitle="Le modifiche fatte nel pannello e gli accessi, dalla più recente."
      />
      <ActivityFilters value={filter} onChange={applyFilter} />
      <ActivityResults filter={filter} />
    </Stack>
  );
}
