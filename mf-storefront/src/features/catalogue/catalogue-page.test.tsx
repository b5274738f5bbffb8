import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { category, otherCategory, product } from '../../test/fixtures.ts';
import { hydrateIsland } from '../../test/hydrate-island.tsx';
import { renderServerPage } from '../../test/server-page.tsx';
import { CatalogueFilter, type CatalogueFilterProps } from './CatalogueFilter.tsx';
import { toCatalogueItem } from './catalogue-filter.ts';
import { cataloguePage } from './catalogue-page.tsx';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const products = [
  product({ id: 1, slug: 'cuscino', name: 'Cuscino Perché no', description: 'Cuscino con tasca termica' }),
  product({ id: 2, slug: 'bavaglino', name: 'Bavaglino', description: 'Con orsetto ricamato' }),
  product({
    id: 3,
    slug: 'pallina',
    name: 'Pallina di Natale',
    description: 'Decorazione in feltro',
    category: { id: 2, name: 'Natale', slug: 'natale', description: null },
  }),
];
const answers = { '/api/products': products, '/api/categories': [category, otherCategory] };
const cards = () => within(screen.getByRole('list', { name: 'Prodotti' })).getAllByRole('listitem');
const headings = () => cards().map((card) => within(card).getByRole('heading').textContent);

describe('Catalogue page (server render: the no-JavaScript path)', () => {
  it('applies ?q= and ?categoria= from the query string in a GET search form', async () => {
    const { status, islands } = await renderServerPage(cataloguePage, { search: 'q=PERCHE', answers });
    expect(status).toBe(200);
    expect(screen.getByRole('heading', { level: 1, name: 'I Nostri Prodotti' })).toBeInTheDocument();
    expect(headings()).toEqual(['Cuscino Perché no']);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/prodotti');
    expect(screen.getByRole('searchbox', { name: 'Cerca prodotti' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('searchbox', { name: 'Cerca prodotti' })).toHaveValue('PERCHE');
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveAttribute('name', 'categoria');
    expect(islands).toEqual([{ name: 'CatalogueFilter', hydrate: 'load' }]);

    await renderServerPage(cataloguePage, { search: 'categoria=natale', answers });
    expect(headings()).toEqual(['Pallina di Natale']);
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('natale');
  });

  it('shows the empty state, and the error text with 503 when the products cannot be read', async () => {
    await renderServerPage(cataloguePage, { search: 'q=qwertyuiop', answers });
    expect(screen.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeInTheDocument();
    expect(
      screen.getByText('Non ci sono prodotti che corrispondono ai filtri selezionati.'),
    ).toBeInTheDocument();

    const down = await renderServerPage(cataloguePage, { answers: { '/api/categories': [category] } });
    expect(down.status).toBe(503);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Si è verificato un errore nel caricamento dei prodotti. Riprova più tardi.',
    );
  });
});

describe('CatalogueFilter island', () => {
  const props: CatalogueFilterProps = {
    items: products.map(toCatalogueItem),
    categories: [
      { slug: 'accessori', name: 'Accessori' },
      { slug: 'natale', name: 'Natale' },
    ],
    query: '',
    category: 'all',
  };

  it('hydrates without mismatch, filters as the visitor types and keeps the URL in step', async () => {
    window.history.replaceState(null, '', '/prodotti');
    const { problems } = await hydrateIsland(CatalogueFilter, props);
    expect(problems).toEqual([]);
    const user = userEvent.setup();
    expect(cards()).toHaveLength(3);

    await user.type(screen.getByRole('searchbox', { name: 'Cerca prodotti' }), 'tasca termica');
    expect(headings()).toEqual(['Cuscino Perché no']);
    expect(window.location.search).toBe('?q=tasca+termica');

    await user.clear(screen.getByRole('searchbox', { name: 'Cerca prodotti' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'natale');
    expect(headings()).toEqual(['Pallina di Natale']);
    expect(window.location.search).toBe('?categoria=natale');

    await user.type(screen.getByRole('searchbox', { name: 'Cerca prodotti' }), 'bavaglino');
    expect(screen.getByRole('status')).toHaveTextContent('Nessun prodotto trovato');

    await user.click(screen.getByRole('button', { name: 'Cancella filtri' }));
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Cerca prodotti' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('all');
    expect(window.location.pathname + window.location.search).toBe('/prodotti');
  });

  it('keeps what the visitor typed before the script ran', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    container.innerHTML = renderToString(<CatalogueFilter {...props} />, { identifierPrefix: 'i0-' });
    container.querySelector('input')!.value = 'orsetto';
    await act(async () => {
      hydrateRoot(container, <CatalogueFilter {...props} />, { identifierPrefix: 'i0-' });
    });
    expect(headings()).toEqual(['Bavaglino']);
  });
});
