import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import type { Category } from '@vetrina/contracts';
import { renderPage } from '../../test/render.tsx';
import { adminTestimonial } from '../../test/testimonial-fixtures.ts';
import { adminProduct } from '../products/product-fixtures.ts';
import { counts } from '../orders/order-fixtures.ts';
import { activityEntry, activityPage } from '../activity/activity-fixtures.ts';
import { DashboardPage } from './DashboardPage.tsx';

const product = (id: number, featured: boolean) =>
  adminProduct({ id, slug: `prodotto-${id}`, name: `Prodotto ${id}`, featured });
const PRODUCTS = [1, 2, 3, 4, 5, 6, 7].map((id) => product(id, id <= 2));
const CATEGORIES: Category[] = ['Accessori', 'Set nascita', 'Giochi', 'Per noi Mamme', 'Natale', 'Extra'].map(
  (name, i) => ({
    id: i + 1,
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    description: null,
    image: null,
  }),
);

const renderDashboard = () => renderPage(<DashboardPage />, { path: '/admin/dashboard' });
const counter = (label: string) => screen.getByRole('heading', { name: label }).parentElement!;

afterEach(() => vi.restoreAllMocks());

describe('DashboardPage', () => {
  it('shows skeletons while the counters load', async () => {
    mockApi({
      'GET /api/admin/products': pending(),
      'GET /api/admin/categories': pending(),
      'GET /api/admin/testimonials': pending(),
      'GET /api/admin/orders/counts': pending(),
    });
    renderDashboard();
    expect(await screen.findByLabelText('Prodotti Totali: caricamento')).toBeInTheDocument();
    expect(document.title).toMatch(/^Dashboard \| /);
  });

  it('counts products, featured products, categories and testimonials, and lists five of each', async () => {
    mockApi({
      'GET /api/admin/products': reply(PRODUCTS),
      'GET /api/admin/categories': reply(CATEGORIES),
      'GET /api/admin/testimonials': reply([1, 2, 3].map((id) => adminTestimonial(id))),
      'GET /api/admin/orders/counts': reply(counts(4, 1)),
    });
    renderDashboard();
    await screen.findAllByText('Prodotto 1');
    expect(counter('Prodotti Totali')).toHaveTextContent('7');
    expect(counter('Prodotti in Evidenza')).toHaveTextContent('2');
    expect(counter('Categorie')).toHaveTextContent('6');
    expect(counter('Testimonianze')).toHaveTextContent('3');
    expect(counter('Ordini aperti')).toHaveTextContent('4');
    expect(counter('Ordini in ritardo')).toHaveTextContent('1');

    const recent = screen.getByRole('region', { name: 'Prodotti Recenti' });
    expect(within(recent).getAllByRole('link')).toHaveLength(5);
    expect(within(recent).getByRole('link', { name: /Prodotto 1/ })).toHaveAttribute(
      'href',
      '/admin/prodotti/1',
    );
    const categories = screen.getByRole('region', { name: 'Elenco Categorie' });
    expect(within(categories).getAllByRole('link')).toHaveLength(5);
    expect(within(categories).queryByText('Extra')).not.toBeInTheDocument();

    const management = screen.getByRole('region', { name: 'Gestione Sito' });
    expect(within(management).getByRole('link', { name: 'Utenti' })).toHaveAttribute('href', '/admin/users');
    expect(within(management).getByRole('link', { name: 'Ordini' })).toHaveAttribute('href', '/admin/ordini');
    expect(within(management).getByRole('link', { name: 'Impostazioni' })).toHaveAttribute(
      'href',
      '/admin/impostazioni',
    );
  });

  it('offers quick actions and the recent activity tab', async () => {
    mockApi({
      'GET /api/admin/products': reply([]),
      'GET /api/admin/categories': reply([]),
      'GET /api/admin/testimonials': reply([]),
      'GET /api/admin/orders/counts': reply(counts(0, 0)),
    });
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Nuovo Prodotto' })).toHaveAttribute(
      'href',
      '/admin/prodotti/nuovo',
    );
    expect(screen.getByRole('link', { name: 'Nuova Categoria' })).toHaveAttribute(
      'href',
      '/admin/categorie/nuova',
    );
    // The spec's link (§2); the router opens the testimonial editor on it.
    expect(screen.getByRole('link', { name: 'Nuova Testimonianza' })).toHaveAttribute(
      'href',
      '/admin/testimonials/nuova',
    );
  });

  it("shows the latest ten real entries on the 'Attività Recenti' tab, with a link to all of them", async () => {
    const latest = activityEntry(12, 2, {
      action: 'created',
      username: 'maria',
      item: { id: '12', label: 'Bavaglino personalizzato con nome', href: '/admin/prodotti/12' },
      summary: 'Prodotto creato',
    });
    const older = Array.from({ length: 9 }, (_, i) => activityEntry(11 - i, 60 * 20 + i));
    const api = mockApi({
      'GET /api/admin/products': reply([]),
      'GET /api/admin/categories': reply([]),
      'GET /api/admin/testimonials': reply([]),
      'GET /api/admin/orders/counts': reply(counts(0, 0)),
      'GET /api/admin/activity?limit=10': reply(activityPage([latest, ...older], 'cursore')),
    });
    renderDashboard();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Attività Recenti' }));
    const list = await screen.findByRole('list', { name: 'Ultime attività' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(10);
    expect(
      within(entries[0]!).getByRole('link', { name: 'Bavaglino personalizzato con nome' }),
    ).toHaveAttribute('href', '/admin/prodotti/12');
    expect(entries[0]).toHaveTextContent('Prodotto creato');
    expect(entries[0]).toHaveTextContent('Prodotti · maria · 2 minuti fa');
    expect(entries[1]).toHaveTextContent('anna · 20 ore fa');
    expect(screen.queryByText('Nuovo prodotto aggiunto')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi tutte' })).toHaveAttribute('href', '/admin/attivita');
    expect(api.urls).toContain('/api/admin/activity?limit=10');
  });

  it("shows placeholders, then an error with 'Riprova', then 'Nessuna attività registrata' on the tab", async () => {
    const api = mockApi({
      'GET /api/admin/products': reply([]),
      'GET /api/admin/categories': reply([]),
      'GET /api/admin/testimonials': reply([]),
      'GET /api/admin/orders/counts': reply(counts(0, 0)),
      'GET /api/admin/activity': pending(),
    });
    const { client } = renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Attività Recenti' }));
    expect(await screen.findByRole('status', { name: 'Caricamento attività' })).toBeInTheDocument();

    await client.cancelQueries();
    api.set('GET /api/admin/activity', reply({ message: 'Servizio non disponibile', issues: [] }, 502));
    await client.resetQueries({ queryKey: ['admin', 'activity'] });
    expect(await screen.findByText(/Non è stato possibile caricare le attività/)).toBeInTheDocument();

    api.set('GET /api/admin/activity', reply(activityPage([])));
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Nessuna attività registrata')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi tutte' })).toBeInTheDocument();
  });

  it('shows an error state per counter and recovers on retry', async () => {
    const api = mockApi({
      'GET /api/admin/products': reply([]),
      'GET /api/admin/categories': reply([]),
      'GET /api/admin/testimonials': reply({ message: 'Servizio non disponibile', issues: [] }, 503),
      'GET /api/admin/orders/counts': reply(counts(2, 0)),
    });
    renderDashboard();
    expect(await screen.findByText('Dato non disponibile')).toBeInTheDocument();
    api.set('GET /api/admin/testimonials', reply([adminTestimonial(1)]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova a caricare: Testimonianze' }));
    expect(await within(counter('Testimonianze')).findByText('1')).toBeInTheDocument();
  });
});
