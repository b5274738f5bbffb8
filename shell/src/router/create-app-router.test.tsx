import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_LABEL, UNAVAILABLE_TEXT } from '../app/RemoteUnavailable.tsx';
import type { AreaName } from '../remotes/remote-areas.ts';
import { RemoteLoader } from '../remotes/remote-loader.ts';
import { renderWithTheme } from '../test/render.tsx';
import { createAppRouter } from './create-app-router.tsx';

function Crash(): never {
  throw new Error('boom');
}

const storefrontRoutes: RouteObject[] = [
  {
    path: '/',
    Component: () => (
      <div>
        <Link to="/admin/dashboard">Vai all'admin</Link>
        <Link to="/prodotti/bavaglino">Bavaglino</Link>
        <Outlet />
      </div>
    ),
    children: [
      { index: true, Component: () => <h1>Home negozio</h1> },
      { path: 'prodotti/:slug', Component: () => <h1>Dettaglio prodotto</h1> },
      { path: 'rotto', Component: Crash },
      { path: '*', Component: () => <h1>Pagina negozio non trovata</h1> },
    ],
  },
];
const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    children: [
      { index: true, Component: () => <h1>Login admin</h1> },
      { path: 'dashboard', Component: () => <h1>Dashboard</h1> },
      { path: 'rotto', Component: Crash },
    ],
  },
];

function setup(path: string, failing: AreaName[] = []) {
  const load = vi.fn(async (id: string) => {
    const area: AreaName = id.startsWith('mf_admin') ? 'admin' : 'storefront';
    if (failing.includes(area)) throw new Error(`${id} offline`);
    return { routes: area === 'admin' ? adminRoutes : storefrontRoutes };
  });
  const loader = new RemoteLoader(load);
  const router = createAppRouter(loader, (routes, opts) =>
    createMemoryRouter(routes, { ...opts, initialEntries: [path] }),
  );
  renderWithTheme(<RouterProvider router={router} />);
  return { router, load };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.scrollTo = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('shell router', () => {
  it('loads only the remote a deep URL needs', async () => {
    const { load } = setup('/prodotti/bavaglino');
    expect(await screen.findByRole('heading', { name: 'Dettaglio prodotto' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mf_storefront/routes');
  });

  it('opens an admin deep URL directly and navigates into the storefront tree', async () => {
    const { router, load } = setup('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await router.navigate('/');
    expect(await screen.findByRole('heading', { name: 'Home negozio' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('navigates from the storefront to the admin tree on a link click', async () => {
    setup('/');
    (await screen.findByRole('link', { name: "Vai all'admin" })).click();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('keeps the storefront working when the admin remote is down, with a message for the admin area', async () => {
    const { router } = setup('/', ['admin']);
    expect(await screen.findByRole('heading', { name: 'Home negozio' })).toBeInTheDocument();
    await router.navigate('/admin/dashboard');
    expect(await screen.findByText(UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: RELOAD_LABEL })).toBeInTheDocument();
    await router.navigate('/prodotti/bavaglino');
    expect(await screen.findByRole('heading', { name: 'Dettaglio prodotto' })).toBeInTheDocument();
  });

  it('shows the fallback message on / and a 404 elsewhere when the storefront is down', async () => {
    const { router } = setup('/', ['storefront']);
    expect(await screen.findByText(UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vetrina Creazioni' })).toBeInTheDocument();
    await router.navigate('/non-esiste');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    await router.navigate('/admin');
    expect(await screen.findByRole('heading', { name: 'Login admin' })).toBeInTheDocument();
  });

  it('contains a crash inside one remote to that area', async () => {
    const { router } = setup('/admin/rotto');
    expect(await screen.findByText(UNAVAILABLE_TEXT)).toBeInTheDocument();
    await router.navigate('/');
    expect(await screen.findByRole('heading', { name: 'Home negozio' })).toBeInTheDocument();
  });

  it('lets the storefront answer unknown paths with its own 404', async () => {
    setup('/qualcosa');
    expect(await screen.findByRole('heading', { name: 'Pagina negozio non trovata' })).toBeInTheDocument();
  });

  it('scrolls to the top on every route change, but keeps the position the first page was opened at', async () => {
    const { router } = setup('/');
    await screen.findByRole('heading', { name: 'Home negozio' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    await router.navigate('/prodotti/bavaglino');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
