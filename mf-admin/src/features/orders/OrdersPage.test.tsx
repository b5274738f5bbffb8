import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../../test/render.tsx';
import { OrdersPage } from './OrdersPage.tsx';
import { page, summary } from './order-fixtures.ts';

const ORDERS = [
  summary({ id: 1, customerName: 'Anna Rossi', status: 'richiesta', agreedTotal: null, balance: null }),
  summary({ id: 2, customerName: 'Marco Bianchi', status: 'in-lavorazione', overdue: true }),
  summary({ id: 3, customerName: 'Giulia Verdi', status: 'in-lavorazione', expectedDelivery: null }),
  summary({ id: 4, customerName: 'Luca Neri', status: 'spedito' }),
];

const renderOrders = (path = '/admin/ordini') =>
  renderPage(<OrdersPage />, { path, pattern: '/admin/ordini' });
const asPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('OrdersPage', () => {
  it('shows a skeleton while the orders load', async () => {
    mockApi({ 'GET /api/admin/orders': pending() });
    renderOrders();
    expect(await screen.findByRole('status', { name: 'Caricamento ordini' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Ordini \| /);
  });

  it('groups the open orders by status in columns on a wide screen, the late one badged', async () => {
    const api = mockApi({ 'GET /api/admin/orders': reply(page(ORDERS)) });
    renderOrders();
    const column = await screen.findByRole('region', { name: 'In lavorazione (2)' });
    expect(
      within(column)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['order-2-title', 'order-3-title']);
    const late = within(column).getByRole('article', { name: 'Marco Bianchi' });
    expect(within(late).getByText('In ritardo')).toBeInTheDocument();
    expect(late).toHaveTextContent('Consegna prevista:03/12/2026');
    expect(late).toHaveTextContent('Saldo:30,00 € su 45,00 €');
    expect(within(late).getByRole('link', { name: 'Marco Bianchi' })).toHaveAttribute(
      'href',
      '/admin/ordini/2',
    );
    const onTime = within(column).getByRole('article', { name: 'Giulia Verdi' });
    expect(within(onTime).queryByText('In ritardo')).not.toBeInTheDocument();
    expect(onTime).toHaveTextContent('Consegna prevista:da definire');
    expect(screen.getByRole('region', { name: 'Richiesta (1)' })).toHaveTextContent('Anna Rossi');
    expect(screen.getByRole('region', { name: 'Spedito (1)' })).toHaveTextContent('Luca Neri');
    expect(screen.getByRole('region', { name: 'Pronto (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Consegnato/ })).not.toBeInTheDocument();
    expect(api.urls).toContain('/api/admin/orders?scope=open&pageSize=100');
    expect(screen.getByRole('link', { name: 'Nuovo Ordine' })).toHaveAttribute('href', '/admin/ordini/nuovo');
  });

  it('on a phone lists the orders with their status, and filters by status through the address', async () => {
    asPhone();
    const api = mockApi({
      'GET /api/admin/orders': (_call, url) =>
        reply(
          page(
            url.searchParams.get('status') === 'consegnato'
              ? [summary({ id: 9, customerName: 'Sara Blu', status: 'consegnato' })]
              : ORDERS,
          ),
        ),
    });
    const { router } = renderOrders();
    const list = await screen.findByRole('list', { name: 'Ordini' });
    expect(screen.queryByRole('region', { name: /Richiesta/ })).not.toBeInTheDocument();
    const marco = within(list).getByRole('article', { name: 'Marco Bianchi' });
    expect(within(marco).getByText('In lavorazione')).toBeInTheDocument();
    expect(within(marco).getByText('In ritardo')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Stato' }));
    await user.click(await screen.findByRole('option', { name: 'Consegnato' }));
    expect(await screen.findByRole('article', { name: 'Sara Blu' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?stato=consegnato');
    expect(api.urls).toContain('/api/admin/orders?status=consegnato&scope=all&pageSize=100');
  });

  it('searches by customer once typing pauses', async () => {
    const api = mockApi({
      'GET /api/admin/orders': (_call, url) =>
        reply(page(url.searchParams.get('q') === 'bianchi' ? [ORDERS[1]!] : ORDERS)),
    });
    renderOrders();
    await screen.findByRole('article', { name: 'Anna Rossi' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Cerca cliente' }), 'bianchi');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Anna Rossi' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Marco Bianchi' })).toBeInTheDocument();
    expect(api.urls.filter((url) => url.includes('q='))).toEqual([
      '/api/admin/orders?scope=open&q=bianchi&pageSize=100',
    ]);
  });

  it("says 'Nessun ordine' when there is none", async () => {
    mockApi({ 'GET /api/admin/orders': reply(page([])) });
    renderOrders();
    expect(await screen.findByText('Nessun ordine')).toBeInTheDocument();
  });

  it('shows the load error with a retry that reads again', async () => {
    const api = mockApi({
      'GET /api/admin/orders': reply({ message: 'Servizio non disponibile', issues: [] }, 503),
    });
    renderOrders();
    expect(
      await screen.findByText('Non è stato possibile caricare gli ordini. Riprova più tardi.'),
    ).toBeInTheDocument();
    api.set('GET /api/admin/orders', reply(page(ORDERS)));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: 'Anna Rossi' })).toBeInTheDocument();
  });

  it('exports the CSV of a period, and refuses a period that ends before it starts', async () => {
    mockApi({ 'GET /api/admin/orders': reply(page(ORDERS)) });
    renderOrders();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Esporta CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Esporta ordini in CSV' });
    const from = within(dialog).getByLabelText('Dal');
    const to = within(dialog).getByLabelText('Al');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-30');
    const link = within(dialog).getByRole('link', { name: 'Scarica CSV' });
    expect(link).toHaveAttribute('href', '/api/admin/orders/export.csv?from=2026-11-01&to=2026-11-30');
    expect(link).toHaveAttribute('download', 'ordini-2026-11-01-2026-11-30.csv');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    expect(
      within(dialog).getByText(
        'Il periodo non è valido: la data iniziale deve precedere quella finale (al massimo un anno).',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Scarica CSV' })).toBeDisabled();
  });
});
