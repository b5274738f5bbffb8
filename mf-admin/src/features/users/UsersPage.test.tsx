import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../../test/render.tsx';
import { UsersPage } from './UsersPage.tsx';

const USERS = [
  { id: 1, username: 'admin', isAdmin: true },
  { id: 2, username: 'laura', isAdmin: false },
];

const renderUsers = () => renderPage(<UsersPage />, { path: '/admin/users' });

afterEach(() => vi.restoreAllMocks());

describe('UsersPage', () => {
  it('shows placeholders while loading', async () => {
    mockApi({ 'GET /api/admin/users': pending() });
    renderUsers();
    expect(await screen.findByLabelText('Caricamento utenti')).toBeInTheDocument();
    expect(document.title).toMatch(/^Utenti \| /);
  });

  it('lists the users with their admin flag and actions', async () => {
    mockApi({ 'GET /api/admin/users': reply(USERS) });
    renderUsers();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Username', 'Admin', 'Azioni']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('admin');
    expect(rows[0]).toHaveTextContent('Sì');
    expect(rows[1]).toHaveTextContent('laura');
    expect(rows[1]).toHaveTextContent('No');
    expect(within(rows[1]!).getByRole('link', { name: /Modifica/ })).toHaveAttribute(
      'href',
      '/admin/users/2',
    );
    expect(screen.getByRole('link', { name: 'Nuovo Utente' })).toHaveAttribute('href', '/admin/users/new');
  });

  it('says when there are no users', async () => {
    mockApi({ 'GET /api/admin/users': reply([]) });
    renderUsers();
    expect(await screen.findByText('Nessun utente trovato.')).toBeInTheDocument();
  });

  it('shows a load error with a retry that reloads the list', async () => {
    const api = mockApi({
      'GET /api/admin/users': reply({ message: 'Servizio non disponibile', issues: [] }, 503),
    });
    renderUsers();
    expect(await screen.findByText(/Non è stato possibile caricare gli utenti/)).toBeInTheDocument();
    api.set('GET /api/admin/users', reply(USERS));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('laura')).toBeInTheDocument();
  });

  it('explains that only administrators can manage users on 403', async () => {
    mockApi({ 'GET /api/admin/users': reply({ message: 'Accesso negato', issues: [] }, 403) });
    renderUsers();
    expect(
      await screen.findByText('Solo gli amministratori possono gestire gli utenti.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();
  });

  it('deletes a user after confirmation and refreshes the list', async () => {
    let users = USERS;
    const api = mockApi({
      'GET /api/admin/users': () => reply(users),
      'DELETE /api/admin/users/2': () => {
        users = [USERS[0]!];
        return reply(undefined, 204);
      },
    });
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Elimina laura/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('laura');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Utente eliminato')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('laura')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the user when the dialog is cancelled', async () => {
    const api = mockApi({ 'GET /api/admin/users': reply(USERS) });
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Elimina laura/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it("shows the server's message when deleting fails", async () => {
    mockApi({
      'GET /api/admin/users': reply(USERS),
      'DELETE /api/admin/users/1': reply(
        { message: "Non puoi eliminare l'ultimo amministratore", issues: [] },
        409,
      ),
    });
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Elimina admin/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText("Non puoi eliminare l'ultimo amministratore")).toBeInTheDocument();
  });

  it('falls back to the generic message when the server gives none', async () => {
    mockApi({ 'GET /api/admin/users': reply(USERS), 'DELETE /api/admin/users/2': reply('', 502) });
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Elimina laura/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText("Errore durante l'eliminazione dell'utente")).toBeInTheDocument();
  });
});
