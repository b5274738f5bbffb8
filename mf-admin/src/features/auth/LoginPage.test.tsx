import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import { renderRoutes } from '../../test/render.tsx';
import { LoginPage } from './LoginPage.tsx';

const ADMIN = { id: 1, username: 'admin', isAdmin: true };
const NO_SESSION = reply({ message: 'Sessione non valida', issues: [] }, 401);

function renderLogin(path = '/admin') {
  return renderRoutes(
    [
      { path: 'admin', element: <LoginPage /> },
      { path: 'admin/*', element: <p>Area protetta</p> },
    ],
    path,
  );
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Nome utente/), username);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
}

afterEach(() => vi.restoreAllMocks());

describe('LoginPage', () => {
  it('sets the exact tab title and shows the assistance note', async () => {
    mockApi({ 'GET /api/admin/session': NO_SESSION });
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Area Amministrativa' })).toBeInTheDocument();
    expect(document.title).toBe('Area Amministrativa');
    expect(screen.getByText("Per assistenza contatta l'amministratore del sito")).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const api = mockApi({ 'GET /api/admin/session': NO_SESSION });
    renderLogin();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Inserisci il tuo nome utente')).toBeInTheDocument();
    expect(screen.getByText('Inserisci la tua password')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/admin/login')).toHaveLength(0);
  });

  it('signs in, greets the user and opens the dashboard', async () => {
    const api = mockApi({ 'GET /api/admin/session': NO_SESSION, 'POST /api/admin/login': reply(ADMIN) });
    const { router } = renderLogin();
    await fillAndSubmit('admin', 'una-password-lunga');
    expect(await screen.findByText('Login effettuato')).toBeInTheDocument();
    expect(screen.getByText("Benvenuto nell'area amministrativa")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(api.calls.find((c) => c.path === '/api/admin/login')?.body).toEqual({
      username: 'admin',
      password: 'una-password-lunga',
    });
  });

  it('goes back to the page that was asked for after signing in', async () => {
    mockApi({ 'GET /api/admin/session': NO_SESSION, 'POST /api/admin/login': reply(ADMIN) });
    const { router } = renderLogin('/admin?redirect=%2Fadmin%2Fusers%2F3');
    await fillAndSubmit('admin', 'una-password-lunga');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/3'));
  });

  it('never redirects outside the admin area', async () => {
    mockApi({ 'GET /api/admin/session': NO_SESSION, 'POST /api/admin/login': reply(ADMIN) });
    const { router } = renderLogin('/admin?redirect=https%3A%2F%2Fevil.example');
    await fillAndSubmit('admin', 'una-password-lunga');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('shows the pending label while signing in', async () => {
    mockApi({ 'GET /api/admin/session': NO_SESSION, 'POST /api/admin/login': pending() });
    renderLogin();
    await fillAndSubmit('admin', 'una-password-lunga');
    expect(await screen.findByRole('button', { name: 'Accesso in corso...' })).toBeDisabled();
  });

  it('on wrong credentials shows the alert, clears the password and keeps the username', async () => {
    mockApi({
      'GET /api/admin/session': NO_SESSION,
      'POST /api/admin/login': reply({ message: 'Credenziali non valide', issues: [] }, 401),
    });
    renderLogin();
    await fillAndSubmit('admin', 'sbagliata');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nome utente o password non corretti. Riprova.',
    );
    expect(screen.getByLabelText(/Nome utente/)).toHaveValue('admin');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
  });

  it("shows the server's message when there were too many attempts", async () => {
    const message = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';
    mockApi({
      'GET /api/admin/session': NO_SESSION,
      'POST /api/admin/login': reply({ message, issues: [] }, 429),
    });
    renderLogin();
    await fillAndSubmit('admin', 'sbagliata');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends a signed-in visitor straight to the dashboard', async () => {
    mockApi({ 'GET /api/admin/session': reply(ADMIN) });
    const { router } = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
