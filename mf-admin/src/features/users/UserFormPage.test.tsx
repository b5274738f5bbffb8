import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../../test/render.tsx';
import { UserFormPage } from './UserFormPage.tsx';

const LAURA = { id: 2, username: 'laura', isAdmin: false };

const renderNew = () => renderPage(<UserFormPage />, { path: '/admin/users/new' });
const renderEdit = () =>
  renderPage(<UserFormPage />, { path: '/admin/users/2', pattern: '/admin/users/:id' });

afterEach(() => vi.restoreAllMocks());

describe('UserFormPage', () => {
  it('validates the new user before saving', async () => {
    const api = mockApi({});
    renderNew();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Nome utente/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Crea Utente' }));
    expect(await screen.findByText('Il nome utente deve essere di almeno 3 caratteri.')).toBeInTheDocument();
    expect(screen.getByText('Inserisci una password')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('creates a user and returns to the list', async () => {
    const api = mockApi({ 'POST /api/admin/users': reply({ id: 3, username: 'marta', isAdmin: true }, 201) });
    const { router } = renderNew();
    expect(document.title).toMatch(/^Nuovo Utente \| /);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Nome utente/), 'marta');
    await user.type(screen.getByLabelText(/Password/), 'una-password-sicura');
    await user.click(screen.getByRole('checkbox', { name: 'Amministratore' }));
    await user.click(screen.getByRole('button', { name: 'Crea Utente' }));
    expect(await screen.findByText('Utente creato')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/admin/users',
      body: { username: 'marta', password: 'una-password-sicura', isAdmin: true },
    });
  });

  it('edits a user leaving a blank password out of the payload', async () => {
    const api = mockApi({
      'GET /api/admin/users/2': reply(LAURA),
      'PUT /api/admin/users/2': reply({ ...LAURA, username: 'laura.b' }),
    });
    const { router } = renderEdit();
    const username = await screen.findByLabelText(/Nome utente/);
    expect(username).toHaveValue('laura');
    expect(screen.getByText('Lascia vuoto per mantenere la password attuale.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(username);
    await user.type(username, 'laura.b');
    await user.click(screen.getByRole('button', { name: 'Aggiorna Utente' }));
    expect(await screen.findByText('Utente aggiornato')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ username: 'laura.b', isAdmin: false });
  });

  it('disables the buttons and shows the saving label while saving', async () => {
    mockApi({ 'GET /api/admin/users/2': reply(LAURA), 'PUT /api/admin/users/2': pending() });
    renderEdit();
    const user = userEvent.setup();
    await screen.findByDisplayValue('laura');
    await user.click(screen.getByRole('button', { name: 'Aggiorna Utente' }));
    expect(await screen.findByRole('button', { name: 'Salvataggio...' })).toBeDisabled();
  });

  it("shows the server's message when saving fails", async () => {
    mockApi({
      'GET /api/admin/users/2': reply(LAURA),
      'PUT /api/admin/users/2': reply({ message: 'Nome utente già in uso', issues: [] }, 409),
    });
    const { router } = renderEdit();
    const user = userEvent.setup();
    await screen.findByDisplayValue('laura');
    await user.click(screen.getByRole('button', { name: 'Aggiorna Utente' }));
    expect(await screen.findByText('Nome utente già in uso')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users/2');
  });

  it('falls back to the generic save error', async () => {
    mockApi({ 'POST /api/admin/users': reply('', 502) });
    renderNew();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Nome utente/), 'marta');
    await user.type(screen.getByLabelText(/Password/), 'una-password-sicura');
    await user.click(screen.getByRole('button', { name: 'Crea Utente' }));
    expect(
      await screen.findByText("Si è verificato un errore durante il salvataggio dell'utente."),
    ).toBeInTheDocument();
  });

  it('says when the user to edit does not exist', async () => {
    mockApi({ 'GET /api/admin/users/2': reply({ message: 'Utente non trovato', issues: [] }, 404) });
    renderEdit();
    expect(await screen.findByText('Utente non trovato.')).toBeInTheDocument();
  });
});
