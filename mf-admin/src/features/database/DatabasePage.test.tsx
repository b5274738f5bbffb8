import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backup } from '@vetrina/contracts';
import { mockApi, reply } from '@vetrina/web-kit/test/api-mock';
import type { Handler } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../../test/render.tsx';
import { DatabasePage } from './DatabasePage.tsx';

const BACKUP: Backup = {
  filename: 'vetrina-2026-11-22T08-05-00-000Z-manual.sql',
  createdAt: '2026-11-22T08:05:00.000Z',
  size: 12636,
  downloadUrl: '/api/admin/database/backups/vetrina-2026-11-22T08-05-00-000Z-manual.sql',
  kind: 'manual',
  full: false,
  sha256: 'ab'.repeat(32),
};
const SCHEDULE = {
  cron: '0 3 * * 0',
  timezone: 'Europe/Rome',
  nextRunAt: '2026-11-29T02:00:00.000Z',
  keep: 8,
};

const base = (backups: Handler<Backup[]> = reply([BACKUP])) => ({
  'GET /api/admin/database/backups': backups,
  'GET /api/admin/database/schedule': reply(SCHEDULE),
  'GET /api/admin/database/jobs': reply([]),
});
const renderDatabase = () => renderPage(<DatabasePage />, { path: '/admin/database' });

afterEach(() => vi.restoreAllMocks());

describe('DatabasePage', () => {
  it('lists backups with Italian date, size in KB with two decimals, kind and download link', async () => {
    mockApi(base());
    renderDatabase();
    const table = await screen.findByRole('table', { name: 'Backup disponibili' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(BACKUP.filename);
    expect(row).toHaveTextContent('22/11/2026');
    expect(row).toHaveTextContent('09:05');
    expect(row).toHaveTextContent('12,34 KB');
    expect(row).toHaveTextContent('Manuale');
    expect(within(row).getByRole('link', { name: `Scarica ${BACKUP.filename}` })).toHaveAttribute(
      'href',
      BACKUP.downloadUrl,
    );
    expect(
      await screen.findByText(/Il prossimo backup automatico settimanale è previsto il 29\/11\/2026/),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Database \| /);
  });

  it('says when there is no backup, and shows the list error with a retry', async () => {
    const api = mockApi(base(reply({ message: 'giù', issues: [] }, 503)));
    renderDatabase();
    expect(await screen.findByText("Impossibile ottenere l'elenco dei backup")).toBeInTheDocument();
    api.set('GET /api/admin/database/backups', reply([]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText(/Nessun backup disponibile/)).toBeInTheDocument();
  });

  it('creates a backup, toasts and refreshes the list', async () => {
    const api = mockApi({ ...base(reply([])), 'POST /api/admin/database/backup': reply(BACKUP, 201) });
    renderDatabase();
    await screen.findByText(/Nessun backup disponibile/);
    api.set('GET /api/admin/database/backups', reply([BACKUP]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Crea Backup' }));
    expect(await screen.findByText('Backup completato')).toBeInTheDocument();
    expect(await screen.findByRole('table')).toHaveTextContent(BACKUP.filename);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ full: false });
  });

  it('shows the creation error toast', async () => {
    mockApi({ ...base(), 'POST /api/admin/database/backup': reply({ message: 'x', issues: [] }, 500) });
    renderDatabase();
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Backup completo (con le foto)' }));
    expect(await screen.findByText('Errore nella creazione del backup')).toBeInTheDocument();
  });

  it('restores only with a file chosen, after a confirmation naming it, and shows the server message on failure', async () => {
    const message = 'Il file non è un backup firmato da questa installazione.';
    mockApi({ ...base(), 'POST /api/admin/database/restore': reply({ message, issues: [] }, 422) });
    renderDatabase();
    const user = userEvent.setup();
    await screen.findByRole('table');
    const restore = screen.getByRole('button', { name: 'Ripristina' });
    expect(restore).toBeDisabled();
    expect(screen.getByText(/il ripristino sovrascrive tutti i dati esistenti/)).toBeInTheDocument();
    const file = new File(['SELECT 1;'], 'vecchio.sql', { type: 'application/sql' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file);
    expect(screen.getByText('File selezionato: vecchio.sql')).toBeInTheDocument();
    await user.click(restore);
    const dialog = await screen.findByRole('dialog', { name: 'Ripristinare il database?' });
    expect(dialog).toHaveTextContent('vecchio.sql');
    await user.click(within(dialog).getByRole('button', { name: 'Ripristina' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ripristina' })).toBeDisabled());
  });

  it('disables the actions and shows the phase while a job runs', async () => {
    mockApi({
      ...base(),
      'GET /api/admin/database/jobs': reply([
        {
          id: 'k-1',
          type: 'restore',
          state: 'active',
          progress: { phase: 'Ripristino del database', percent: 50 },
          error: null,
          backup: null,
        },
      ]),
    });
    renderDatabase();
    expect(await screen.findByText('Ripristino in corso: Ripristino del database (50%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Crea Backup' })).toBeDisabled();
  });
});
