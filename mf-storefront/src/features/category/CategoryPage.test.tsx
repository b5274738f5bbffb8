import { screen } from '@testing-library/react';
import { renderPage, mockApi } from '../../test/render.tsx';
import { category, product } from '../../test/fixtures.ts';
import { CategoryPage } from './CategoryPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const open = () => renderPage(<CategoryPage />, { route: '/categorie/accessori', path: '/categorie/:slug' });

function expectBackLink() {
  expect(screen.getByRole('link', { name: /prodotti/i })).toHaveAttribute('href', '/prodotti');
}

describe('Category page', () => {
  it('shows a skeleton while loading', () => {
    mockApi({ '/api/categories/accessori': 'pending' });
    open();
    expect(screen.getByTestId('category-skeleton')).toBeInTheDocument();
  });

  it('shows breadcrumb, name, description and products', async () => {
    mockApi({ '/api/categories/accessori': { category, products: [product()] } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessori' })).toBeInTheDocument();
    expect(screen.getByText('Bavaglini, ciucciotti e piccoli accessori.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Percorso di navigazione' })).toHaveTextContent(
      /Home.*Prodotti.*Accessori/,
    );
    expect(screen.getByText('Bavaglino Orsetto').closest('a')).toHaveAttribute(
      'href',
      '/prodotti/bavaglino-orsetto',
    );
    expect(document.title).toBe('Accessori | Vetrina Creazioni');
  });

  it('shows the empty state with a link to all products', async () => {
    mockApi({ '/api/categories/accessori': { category, products: [] } });
    open();
    expect(await screen.findByText('Nessun prodotto in questa categoria')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visualizza tutti i prodotti' })).toHaveAttribute(
      'href',
      '/prodotti',
    );
  });

  it('shows not found on 404', async () => {
    mockApi({ '/api/categories/accessori': { status: 404, body: { message: 'Categoria non trovata' } } });
    open();
    expect(await screen.findByRole('heading', { name: 'Categoria non trovata' })).toBeInTheDocument();
    expect(
      screen.getByText('La categoria che stai cercando non esiste o è stata rimossa.'),
    ).toBeInTheDocument();
    expectBackLink();
  });

  it('shows the unavailable state on incomplete data or other errors', async () => {
    mockApi({ '/api/categories/accessori': { products: [] } });
    const { unmount } = open();
    expect(
      await screen.findByRole('heading', { name: 'Dati categoria non disponibili' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Impossibile caricare i dati della categoria. Riprova più tardi.'),
    ).toBeInTheDocument();
    expectBackLink();
    unmount();
    mockApi({ '/api/categories/accessori': { status: 503, body: { message: 'down' } } });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Dati categoria non disponibili' }),
    ).toBeInTheDocument();
  });
});
