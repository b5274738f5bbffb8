import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Paper, Tab, Tabs } from '@mui/material';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import { preloadRecentActivity, RecentActivityTab } from '../activity/index.ts';

const QUICK_ACTIONS = [
  { label: 'Nuovo Prodotto', to: '/admin/prodotti/nuovo' },
  { label: 'Nuova Categoria', to: '/admin/categorie/nuova' },
  { label: 'Nuova Testimonianza', to: '/admin/testimonials/nuova' },
] as const;

const TABS = ['Azioni Rapide', 'Attività Recenti'] as const;
const preload = () => void preloadRecentActivity();

export function DashboardTabs() {
  const [tab, setTab] = useState(0);
  return (
    <Paper variant="outlined" component="section" aria-label="Azioni e attività">
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((label, index) => (
          <Tab
            key={label}
            label={label}
            id={`dashboard-tab-${index}`}
            aria-controls={`dashboard-tabpanel-${index}`}
            {...(index === 1 && { onPointerEnter: preload, onFocus: preload })}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="dashboard-tabpanel-0"
        aria-labelledby="dashboard-tab-0"
        hidden={tab !== 0}
        sx={{ p: 2 }}
      >
        {tab === 0 && (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            {QUICK_ACTIONS.map((action) => (
              <Button
                key={action.to}
                component={RouterLink}
                to={action.to}
                variant="outlined"
                startIcon={<AddCircleOutline aria-hidden />}
                sx={{ py: 1.5 }}
              >
                {action.label}
              </Button>
            ))}
          </Box>
        )}
      </Box>
      <Box
        role="tabpanel"
        id="dashboard-tabpanel-1"
        aria-labelledby="dashboard-tab-1"
        hidden={tab !== 1}
        sx={{ p: 2 }}
      >
        {tab === 1 && <RecentActivityTab />}
      </Box>
    </Paper>
  );
}
