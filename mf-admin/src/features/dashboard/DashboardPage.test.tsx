import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import type { Category } from '@vetrina/contracts';
import { renderPage } from '../../test/render.tsx';
import { adminTestimonial } from '../../test/testimonial-fixtures.ts';
import { adminProduct } from '../products/product-fixtures.ts';
import { counts } from '../orders/order-fixtures.ts';
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
      'GET /api/categories': pending(),
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
      'GET /api/categories': reply(CATEGORIES),
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
  });

  it('offers quick actions and the recent activity tab', async () => {
    mockApi({
      'GET /api/admin/products': reply([]),
      'GET /api/categories': reply([]),
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
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Attività Recenti' }));
    expect(await screen.findByText('Nuovo prodotto aggiunto')).toBeInTheDocument();
  });

  it('shows an error state per counter and recovers on retry', async () => {
    const api = mockApi({
      'GET /api/admin/products': reply([]),
      'GET /api/categories': reply([]),
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
