import { screen, within } from '@testing-library/react';
import { category, otherCategory, product } from '../../test/fixtures.ts';
import { renderServerPage } from '../../test/server-page.tsx';
import { categoryPage } from './category-page.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

const open = (slug: string, answers: Record<string, unknown>) =>
  renderServerPage(categoryPage, { params: { slug }, answers });

describe('Category page (server render, no island)', () => {
  it('shows breadcrumb, name, description and the products', async () => {
    const { status, islands } = await open('accessori', {
      '/api/categories/accessori': {
        category,
        products: [product(), product({ id: 11, slug: 'b', name: 'Bavaglino Luna' })],
      },
    });
    expect(status).toBe(200);
    expect(islands).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Accessori' })).toBeInTheDocument();
    expect(screen.getByText('Bavaglini, ciucciotti e piccoli accessori.')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Prodotti']);
    const grid = screen.getByRole('list', { name: 'Prodotti in Accessori' });
    expect(within(grid).getByRole('link', { name: /Bavaglino Luna/ })).toHaveAttribute('href', '/prodotti/b');
  });

  it('shows the empty state with a way to every product', async () => {
    await open('natale', { '/api/categories/natale': { category: otherCategory, products: [] } });
    expect(screen.getByRole('heading', { name: 'Nessun prodotto in questa categoria' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visualizza tutti i prodotti' })).toHaveAttribute(
      'href',
      '/prodotti',
    );
  });

  it('answers unknown (404), unreadable and incomplete categories with their texts', async () => {
    const missing = await open('non-esiste', { '/api/categories/non-esiste': { status: 404 } });
    expect(missing.status).toBe(404);
    expect(screen.getByRole('heading', { level: 1, name: 'Categoria non trovata' })).toBeInTheDocument();
    expect(
      screen.getByText('La categoria che stai cercando non esiste o è stata rimossa.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna ai prodotti' })).toHaveAttribute('href', '/prodotti');

    // A slug the service refuses as malformed (400: '01', '+1', 2,000 characters) is no category either.
    const malformed = await open('01', { '/api/categories/01': { status: 400 } });
    expect(malformed.status).toBe(404);
    expect(screen.getByRole('heading', { level: 1, name: 'Categoria non trovata' })).toBeInTheDocument();

    const down = await open('accessori', {});
    expect(down.status).toBe(503);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Dati categoria non disponibili' }),
    ).toBeInTheDocument();

    const incomplete = await open('accessori', { '/api/categories/accessori': { category } });
    expect(incomplete.status).toBe(503);
    expect(
      screen.getByText('Impossibile caricare i dati della categoria. Riprova più tardi.'),
    ).toBeInTheDocument();
  });
});
