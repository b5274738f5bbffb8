import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@vetrina/web-kit/test/api-mock';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from '../../routes.tsx';

const ADMIN = { id: 1, username: 'admin', isAdmin: true };
const UNAUTHORIZED = reply({ message: 'Sessione non valida', issues: [] }, 401);

// Load the lazy route modules up front: their first transform is slow on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('./LoginPage.tsx'),
    import('../layout/AdminRoot.tsx'),
    import('../messages/MessagesPage.tsx'),
    import('../layout/AdminNotFound.tsx'),
    import('../users/UsersPage.tsx'),
  ]);
}, 60_000);

afterEach(() => vi.restoreAllMocks());

describe('admin client guard', () => {
  it('sends a visitor without a session to the login and back to the asked page after signing in', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/admin/session': () => (signedIn ? reply(ADMIN) : UNAUTHORIZED),
      'POST /api/admin/login': () => {
        signedIn = true;
        return reply(ADMIN);
      },
      'GET /api/admin/users': reply([ADMIN]),
    });
    const { router } = renderRoutes(routes, '/admin/users');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fusers');

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Nome utente/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'una-password-lunga');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Utenti' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.getByText('Pannello Amministrativo')).toBeInTheDocument();
  });

  it('treats a 401 from any admin call as an expired session', async () => {
    mockApi({ 'GET /api/admin/session': reply(ADMIN), 'GET /api/admin/users': UNAUTHORIZED });
    const { router } = renderRoutes(routes, '/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fusers');
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('signs out: toast, then the login page without a return target', async () => {
    const api = mockApi({
      'GET /api/admin/session': reply(ADMIN),
      'POST /api/admin/logout': reply(undefined, 204),
      'GET /api/admin/users': reply([ADMIN]),
    });
    const { router } = renderRoutes(routes, '/admin/users');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Esci' }));
    expect(await screen.findByText('Logout effettuato')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(router.state.location.search).toBe('');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/admin/logout')).toBe(true);
  });

  it('tells the user when signing out fails', async () => {
    mockApi({
      'GET /api/admin/session': reply(ADMIN),
      'POST /api/admin/logout': reply({ message: 'Servizio non disponibile', issues: [] }, 503),
      'GET /api/admin/users': reply([ADMIN]),
    });
    renderRoutes(routes, '/admin/users');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Esci' }));
    expect(await screen.findByText('Si è verificato un errore durante il logout')).toBeInTheDocument();
  });

  it('renders the messages screen with the unread count in the nav, and the 404 page for unknown admin paths', async () => {
    mockApi({
      'GET /api/admin/session': reply(ADMIN),
      'GET /api/admin/messages': reply([]),
      'GET /api/admin/messages/unread-count': reply({ unread: 3 }),
    });
    const { router } = renderRoutes(routes, '/admin/messaggi');
    expect(await screen.findByText('Nessun messaggio ricevuto')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Messaggi' })).toBeInTheDocument();
    // jsdom has no matchMedia: the phone layout, whose navigation is in the side menu.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apri il menu di navigazione' }));
    expect(await screen.findByRole('link', { name: 'Messaggi, 3 non letti' })).toHaveAttribute(
      'href',
      '/admin/messaggi',
    );
    await router.navigate('/admin/non-esiste');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });
});
