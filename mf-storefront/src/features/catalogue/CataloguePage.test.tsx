import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, mockApi } from '../../test/render.tsx';
import { category, otherCategory, product } from '../../test/fixtures.ts';
import { CataloguePage } from './CataloguePage.tsx';

afterEach(() => vi.unstubAllGlobals());

const products = [
  product({ id: 1, slug: 'cuscino', name: 'Cuscino Perché no', description: 'Cuscino morbido' }),
  product({ id: 2, slug: 'bavaglino', name: 'Bavaglino Orsetto', description: 'Cotone' }),
  product({
    id: 3,
    slug: 'pallina',
    name: 'Pallina di Natale',
    description: 'Feltro',
    categoryId: 2,
    category: { id: 2, name: 'Natale', slug: 'natale', description: null },
  }),
];

function names() {
  return within(screen.getByRole('list', { name: 'Prodotti' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
}

describe('Catalogue', () => {
  it('shows 6 placeholders while loading', () => {
    mockApi({ '/api/products': 'pending', '/api/categories': 'pending' });
    renderPage(<CataloguePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'I Nostri Prodotti' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(6);
  });

  it('searches name and description ignoring accents, filters by category and resets', async () => {
    mockApi({ '/api/products': products, '/api/categories': [category, otherCategory] });
    const user = userEvent.setup();
    renderPage(<CataloguePage />, { route: '/prodotti', path: '/prodotti' });
    await screen.findByText('Bavaglino Orsetto');
    expect(names()).toHaveLength(3);

    await user.type(screen.getByPlaceholderText('Cerca prodotti...'), 'PERCHE');
    expect(names()).toEqual(['Cuscino Perché no']);

    await user.clear(screen.getByPlaceholderText('Cerca prodotti...'));
    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Natale' }));
    await waitFor(() => expect(names()).toEqual(['Pallina di Natale']));

    await user.type(screen.getByPlaceholderText('Cerca prodotti...'), 'cuscino');
    expect(await screen.findByText('Nessun prodotto trovato')).toBeInTheDocument();
    expect(
      screen.getByText('Non ci sono prodotti che corrispondono ai filtri selezionati.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancella filtri' }));
    expect(names()).toHaveLength(3);
    expect(screen.getByPlaceholderText('Cerca prodotti...')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveTextContent('Tutte le categorie');
  });

  it('restores the filters from the URL', async () => {
    mockApi({ '/api/products': products, '/api/categories': [category, otherCategory] });
    renderPage(<CataloguePage />, { route: '/prodotti?q=orsetto', path: '/prodotti' });
    await screen.findByText('Bavaglino Orsetto');
    expect(names()).toEqual(['Bavaglino Orsetto']);
    expect(screen.getByPlaceholderText('Cerca prodotti...')).toHaveValue('orsetto');
  });
});
