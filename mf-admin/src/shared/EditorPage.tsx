import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Stack } from '@mui/material';
import { useAdminPageTitle } from '../lib/use-admin-page-title.ts';
import { PageHeader } from './PageHeader.tsx';

interface EditorPageProps {
  /** Page and tab titles, e.g. 'Nuovo Prodotto' / 'Modifica Prodotto'. */
  titles: { create: string; edit: string };
  /** The list the editor belongs to, second in the breadcrumb. */
  section: { label: string; to: string };
  /** Last crumb in create mode: 'Nuovo' or 'Nuova'. */
  createCrumb: string;
  create: ReactNode;
  edit: (id: string) => ReactNode;
}

/** An admin editor's page: create mode without an :id, edit mode with one (spec §4), titled and breadcrumbed. */
export function EditorPage({ titles, section, createCrumb, create, edit }: EditorPageProps) {
  const { id } = useParams();
  const title = id ? titles.edit : titles.create;
  useAdminPageTitle(title);
  return (
    <Stack spacing={3}>
      <PageHeader
        title={title}
        crumbs={[
          { label: 'Dashboard', to: '/admin/dashboard' },
          section,
          { label: id ? 'Modifica' : createCrumb },
        ]}
      />
      {id ? edit(id) : create}
    </Stack>
  );
}
