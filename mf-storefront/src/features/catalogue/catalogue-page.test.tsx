import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, pending, reply, type Reply } from '@vetrina/web-kit/test/api-mock';
import type { Product } from '@vetrina/contracts';
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
// The catalogue service's Italian search answers these; none of them contains the text typed, so a
// return to local substring matching would show nothing.
const [cuscino, bavaglino, pallina] = products as [Product, Product, Product];
const answers = {
  '/api/products': products,
  '/api/products?q=bavaglini': [bavaglino],
  '/api/products?q=copertna+natale': [pallina, cuscino],
  '/api/categories': [category, otherCategory],
};
const cards = () => within(screen.getByRole('list', { name: 'Prodotti' })).getAllByRole('listitem');
const headings = () => cards().map((card) => within(card).getByRole('heading').textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Cerca prodotti' });
const results = () => screen.getByRole('list', { name: 'Prodotti' }).closest('[aria-busy]')!;
const ERROR_TEXT = 'Si è verificato un errore nel caricamento dei prodotti. Riprova più tardi.';

describe('Catalogue page (server render: the no-JavaScript path)', () => {
  it("shows the search's ranked matches for ?q= in a GET search form, with ?categoria= applied", async () => {
    const { status, islands, reads } = await renderServerPage(cataloguePage, {
      search: 'q=copertna%20natale',
      answers,
    });
    expect(status).toBe(200);
    expect(reads).toContain('/api/products?q=copertna+natale');
    expect(reads).not.toContain('/api/products');
    expect(screen.getByRole('heading', { level: 1, name: 'I Nostri Prodotti' })).toBeInTheDocument();
    expect(headings()).toEqual(['Pallina di Natale', 'Cuscino Perché no']);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/prodotti');
    expect(searchBox()).toHaveAttribute('name', 'q');
    expect(searchBox()).toHaveValue('copertna natale');
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveAttribute('name', 'categoria');
    expect(islands).toEqual([{ name: 'CatalogueFilter', hydrate: 'load' }]);

    await renderServerPage(cataloguePage, { search: 'q=bavaglini', answers });
    expect(headings()).toEqual(['Bavaglino']);

    await renderServerPage(cataloguePage, { search: 'q=copertna+natale&categoria=natale', answers });
    expect(headings()).toEqual(['Pallina di Natale']);
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('natale');

    const all = await renderServerPage(cataloguePage, { search: 'q=%20%20&categoria=natale', answers });
    expect(all.reads).toContain('/api/products');
    expect(headings()).toEqual(['Pallina di Natale']);
  });

  it('shows the empty state (also for a text the search refuses), and the error text with 503 when the products cannot be read', async () => {
    await renderServerPage(cataloguePage, { search: 'q=bavaglini&categoria=natale', answers });
    expect(screen.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeInTheDocument();
    expect(
      screen.getByText('Non ci sono prodotti che corrispondono ai filtri selezionati.'),
    ).toBeInTheDocument();

    const long = 'a'.repeat(201);
    const refused = await renderServerPage(cataloguePage, {
      search: `q=${long}`,
      answers: { ...answers, [`/api/products?q=${long}`]: { status: 400 } },
    });
    expect(refused.status).toBe(200);
    expect(screen.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeInTheDocument();

    const down = await renderServerPage(cataloguePage, { answers: { '/api/categories': [category] } });
    expect(down.status).toBe(503);
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_TEXT);
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

  it("asks the server's search once typing pauses, shows its ranking, filters the category at once, keeps the URL in step", async () => {
    const api = mockApi({
      'GET /api/products?q=bavaglini': reply([bavaglino]),
      'GET /api/products?q=copertna+natale': reply([pallina, cuscino]),
      'GET /api/products': reply(products),
    });
    window.history.replaceState(null, '', '/prodotti');
    const { problems } = await hydrateIsland(CatalogueFilter, props);
    expect(problems).toEqual([]);
    // Keys typed with no timer between them, as a fast typist's: the pause can only come after the last one,
    // however slow the machine running the test is.
    const user = userEvent.setup({ delay: null });
    expect(cards()).toHaveLength(3);
    expect(results()).toHaveAttribute('aria-busy', 'false');

    await user.type(searchBox(), 'bavaglini');
    // Typing: no request yet; the previous results stay, marked busy.
    expect(api.urls).toEqual([]);
    expect(cards()).toHaveLength(3);
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(window.location.search).toBe('?q=bavaglini');
    await waitFor(() => expect(headings()).toEqual(['Bavaglino']));
    expect(results()).toHaveAttribute('aria-busy', 'false');
    expect(api.urls).toEqual(['/api/products?q=bavaglini']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'copertna natale');
    await waitFor(() => expect(headings()).toEqual(['Pallina di Natale', 'Cuscino Perché no']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'natale');
    expect(headings()).toEqual(['Pallina di Natale']);
    expect(window.location.search).toBe('?q=copertna+natale&categoria=natale');
    expect(api.urls).toEqual(['/api/products?q=bavaglini', '/api/products?q=copertna+natale']);

    await user.click(screen.getByRole('button', { name: 'Cancella filtri' }));
    expect(searchBox()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('all');
    expect(window.location.pathname + window.location.search).toBe('/prodotti');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(api.urls.at(-1)).toBe('/api/products');
  });

  it('drops an answer to a text the visitor has since changed', async () => {
    let answerFirst: (value: Reply<Product[]>) => void = () => {};
    const api = mockApi({
      'GET /api/products?q=cuscin': () => new Promise((resolve) => (answerFirst = resolve)),
      'GET /api/products?q=cuscini': reply([cuscino]),
    });
    await hydrateIsland(CatalogueFilter, props);
    const user = userEvent.setup();
    await user.type(searchBox(), 'cuscin');
    await waitFor(() => expect(api.urls).toEqual(['/api/products?q=cuscin']));
    await user.type(searchBox(), 'i');
    await waitFor(() => expect(headings()).toEqual(['Cuscino Perché no']));
    await act(async () => answerFirst(reply([pallina, bavaglino])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(headings()).toEqual(['Cuscino Perché no']);
  });

  it('says the products could not be read when the search fails, and waits for the answer otherwise', async () => {
    mockApi({
      'GET /api/products?q=feltro': reply({ message: 'Errore interno' }, 500),
      'GET /api/products?q=orsetto': pending(),
    });
    await hydrateIsland(CatalogueFilter, props);
    const user = userEvent.setup();
    await user.type(searchBox(), 'feltro');
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXT);

    await user.clear(searchBox());
    await user.type(searchBox(), 'orsetto');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('alert').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('searches what the visitor typed before the script ran', async () => {
    const api = mockApi({ 'GET /api/products?q=bavaglini': reply([bavaglino]) });
    const container = document.createElement('div');
    document.body.append(container);
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    container.innerHTML = renderToString(<CatalogueFilter {...props} />, { identifierPrefix: 'i0-' });
    container.querySelector('input')!.value = 'bavaglini';
    await act(async () => {
      hydrateRoot(container, <CatalogueFilter {...props} />, { identifierPrefix: 'i0-' });
    });
    await waitFor(() => expect(headings()).toEqual(['Bavaglino']));
    expect(api.urls).toEqual(['/api/products?q=bavaglini']);
  });
});
