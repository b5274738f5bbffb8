import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Breadcrumbs, Button, Link, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';

export interface Crumb {
  label: string;
  to?: string;
}

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Dashboard > ... > current page; the last crumb is the current page. */
  crumbs?: Crumb[];
  actions?: ReactNode;
}

/** The title block of an admin screen: breadcrumb, h1, optional subtitle and actions. */
export function PageHeader({ title, subtitle, crumbs, actions }: PageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {crumbs && (
        <Breadcrumbs aria-label="Percorso">
          {crumbs.map((crumb) =>
            crumb.to ? (
              <Link
                key={crumb.label}
                component={RouterLink}
                to={crumb.to}
                underline="hover"
                color="inherit"
                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
              >
                {crumb.label}
              </Link>
            ) : (
              <Typography key={crumb.label} color="text.primary" aria-current="page">
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Box>
        {actions}
      </Box>
    </Box>
  );
}

/** A list screen's 'Nuovo ...' button, in its header: the link to the editor of a new item. */
export function NewItemButton({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      variant="contained"
      startIcon={<Add aria-hidden />}
      sx={{ minHeight: 44 }}
    >
      {label}
    </Button>
  );
}
