import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@vetrina/web-kit/test/api-mock';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from '../../routes.tsx';
import { goToSignIn } from './sign-in-navigation.ts';
import type * as SignInNavigation from './sign-in-navigation.ts';

// The sign-in is a document of its own (a full page load), not a route of this app.
vi.mock('./sign-in-navigation.ts', async (original) => ({
  ...(await original<typeof SignInNavigation>()),
  goToSignIn: vi.fn(),
}));

const ADMIN = { id: 1, username: 'admin', isAdmin: true };
const UNAUTHORIZED = reply({ message: 'Sessione non valida', issues: [] }, 401);

// Load the lazy route modules up front: their first transform is slow on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('../dashboard/DashboardPage.tsx'),
    import('../../layout/AdminRoot.tsx'),
    import('../messages/MessagesPage.tsx'),
    import('../../layout/AdminNotFound.tsx'),
    import('../users/UsersPage.tsx'),
  ]);
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(goToSignIn).mockClear();
  sessionStorage.clear();
});

describe('admin client guard', () => {
  it('sends a visitor without a session to the sign-in document, to come back to the asked page', async () => {
    mockApi({ 'GET /api/admin/session': UNAUTHORIZED });
    renderRoutes(routes, '/admin/users?pagina=2');
    await waitFor(() => expect(goToSignIn).toHaveBeenCalledWith('/admin/users?pagina=2'));
    expect(screen.queryByText('Pannello Amministrativo')).not.toBeInTheDocument();
  });

  it('treats a 401 from any admin call as an expired session', async () => {
    mockApi({ 'GET /api/admin/session': reply(ADMIN), 'GET /api/admin/users': UNAUTHORIZED });
    renderRoutes(routes, '/admin/users');
    await waitFor(() => expect(goToSignIn).toHaveBeenCalledWith('/admin/users'));
  });

  it('greets once on arriving from the sign-in document, and opens the dashboard for /admin', async () => {
    // The dashboard's reads are left unanswered (404): only the greeting and the way there matter here.
    mockApi({ 'GET /api/admin/session': reply(ADMIN) });
    sessionStorage.setItem('vetrina-signed-in', '1');
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByText('Login effettuato')).toBeInTheDocument();
    expect(screen.getByText("Benvenuto nell'area amministrativa")).toBeInTheDocument();
    expect(sessionStorage.getItem('vetrina-signed-in')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('signs out: the sign-in document, saying so, with no page to come back to', async () => {
    const api = mockApi({
      'GET /api/admin/session': reply(ADMIN),
      'POST /api/admin/logout': reply(undefined, 204),
      'GET /api/admin/users': reply([ADMIN]),
    });
    renderRoutes(routes, '/admin/users');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(goToSignIn).toHaveBeenCalledWith(null));
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
