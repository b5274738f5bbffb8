import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../../test/render.tsx';
import { ProductsPage } from './ProductsPage.tsx';
import { adminProduct, CATEGORIES } from './product-fixtures.ts';

const VOLPE = adminProduct();
const ORSO = adminProduct({
  id: 8,
  slug: 'cuscino-orso',
  name: 'Cuscino Orso',
  price: null,
  categoryId: null,
  category: null,
  availability: 'Su ordinazione',
  featured: true,
  published: false,
});

const renderProducts = () => renderPage(<ProductsPage />, { path: '/admin/prodotti' });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

afterEach(() => vi.restoreAllMocks());

describe('ProductsPage', () => {
  it('shows a skeleton while loading, then the products with price, category, availability and drafts', async () => {
    mockApi({ 'GET /api/admin/products': pending(), 'GET /api/admin/categories': reply(CATEGORIES) });
    const { unmount } = renderProducts();
    expect(await screen.findByLabelText('Caricamento prodotti')).toBeInTheDocument();
    expect(document.title).toMatch(/^Prodotti \| /);
    unmount();

    mockApi({
      'GET /api/admin/products': reply([VOLPE, ORSO]),
      'GET /api/admin/categories': reply(CATEGORIES),
    });
    renderProducts();
    await screen.findByText('Bavaglino Volpe');
    const volpe = rowOf('Bavaglino Volpe');
    expect(within(volpe).getByText('12,50 €')).toBeInTheDocument();
    expect(within(volpe).getByText('Accessori')).toBeInTheDocument();
    expect(within(volpe).getByText('Disponibile')).toBeInTheDocument();
    expect(within(volpe).queryByText('Bozza')).not.toBeInTheDocument();
    const orso = rowOf('Cuscino Orso');
    expect(within(orso).getByText('Nessuna categoria')).toBeInTheDocument();
    expect(within(orso).getByText('Bozza')).toBeInTheDocument();
    expect(within(orso).getByRole('checkbox', { name: 'In evidenza: Cuscino Orso' })).toBeChecked();
    expect(within(volpe).getByRole('link', { name: 'Visualizza Bavaglino Volpe' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(volpe).getByRole('link', { name: 'Modifica Bavaglino Volpe' })).toHaveAttribute(
      'href',
      '/admin/prodotti/7',
    );
    expect(screen.getByRole('link', { name: 'Nuovo Prodotto' })).toHaveAttribute(
      'href',
      '/admin/prodotti/nuovo',
    );
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /api/admin/products': reply([]), 'GET /api/admin/categories': reply(CATEGORIES) });
    renderProducts();
    expect(
      await screen.findByText('Nessun prodotto trovato. Crea il tuo primo prodotto.'),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry that recovers', async () => {
    const api = mockApi({
      'GET /api/admin/products': reply({ message: 'Servizio non disponibile', issues: [] }, 503),
      'GET /api/admin/categories': reply(CATEGORIES),
    });
    renderProducts();
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    api.set('GET /api/admin/products', reply([VOLPE]));
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Bavaglino Volpe')).toBeInTheDocument();
  });

  it('searches by name on the server (Italian forms, typos) and filters by category', async () => {
    const api = mockApi({
      'GET /api/admin/products?q=orsi': reply([ORSO]),
      'GET /api/admin/products': reply([VOLPE, ORSO]),
      'GET /api/admin/categories': reply(CATEGORIES),
    });
    renderProducts();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Cerca per nome' }), 'orsi');
    // 'orsi' is not a substring of 'Cuscino Orso': only the server's Italian search finds it.
    await waitFor(() => {
      expect(screen.queryByText('Bavaglino Volpe')).not.toBeInTheDocument();
      expect(screen.getByText('Cuscino Orso')).toBeInTheDocument();
    });
    // Asked once typing paused, not once per letter.
    expect(api.urls.filter((url) => url.startsWith('/api/admin/products'))).toEqual([
      '/api/admin/products',
      '/api/admin/products?q=orsi',
    ]);
  });

  it('filters by category', async () => {
    mockApi({
      'GET /api/admin/products?q=orso': reply([ORSO]),
      'GET /api/admin/products': reply([VOLPE, ORSO]),
      'GET /api/admin/categories': reply(CATEGORIES),
    });
    renderProducts();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Cerca per nome' }), 'orso');
    await waitFor(() => {
      expect(screen.queryByText('Bavaglino Volpe')).not.toBeInTheDocument();
      expect(screen.getByText('Cuscino Orso')).toBeInTheDocument();
    });
    await user.clear(screen.getByRole('searchbox', { name: 'Cerca per nome' }));
    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Accessori' }));
    await waitFor(() => expect(screen.queryByText('Cuscino Orso')).not.toBeInTheDocument());
    expect(screen.getByText('Bavaglino Volpe')).toBeInTheDocument();
  });

  it('toggles featured at once and confirms with the spec toast', async () => {
    const api = mockApi({
      'GET /api/admin/products': reply([VOLPE]),
      'GET /api/admin/categories': reply(CATEGORIES),
      'PATCH /api/admin/products/7': reply({ ...VOLPE, featured: true }),
    });
    renderProducts();
    const checkbox = await screen.findByRole('checkbox', { name: 'In evidenza: Bavaglino Volpe' });
    await userEvent.setup().click(checkbox);
    expect(checkbox).toBeChecked();
    expect(await screen.findByText("Stato 'in evidenza' aggiornato con successo")).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ featured: true });
  });

  it('flips the featured checkbox before the server answers', async () => {
    mockApi({
      'GET /api/admin/products': reply([VOLPE]),
      'GET /api/admin/categories': reply(CATEGORIES),
      'PATCH /api/admin/products/7': pending(),
    });
    renderProducts();
    const checkbox = await screen.findByRole('checkbox', { name: 'In evidenza: Bavaglino Volpe' });
    await userEvent.setup().click(checkbox);
    expect(checkbox).toBeChecked();
  });

  it('rolls the featured checkbox back when the server refuses', async () => {
    const api = mockApi({
      'GET /api/admin/products': reply([VOLPE]),
      'GET /api/admin/categories': reply(CATEGORIES),
      'PATCH /api/admin/products/7': reply({ message: 'Errore interno', issues: [] }, 500),
    });
    renderProducts();
    const checkbox = await screen.findByRole('checkbox', { name: 'In evidenza: Bavaglino Volpe' });
    await userEvent.setup().click(checkbox);
    expect(
      await screen.findByText('Non è stato possibile aggiornare lo stato del prodotto'),
    ).toBeInTheDocument();
    expect(checkbox).not.toBeChecked();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('deletes a product after a confirmation naming it', async () => {
    const api = mockApi({
      'GET /api/admin/products': reply([VOLPE, ORSO]),
      'GET /api/admin/categories': reply(CATEGORIES),
      'DELETE /api/admin/products/7': reply(undefined, 204),
    });
    renderProducts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Elimina Bavaglino Volpe' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Sei sicuro di voler eliminare questo prodotto?',
    });
    expect(dialog).toHaveTextContent('Bavaglino Volpe');
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
    api.set('GET /api/admin/products', reply([ORSO]));
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Prodotto eliminato')).toBeInTheDocument();
    expect(screen.getByText('Il prodotto è stato eliminato con successo')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bavaglino Volpe')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/admin/products/7',
    ]);
  });

  it('tells the user when deleting fails', async () => {
    mockApi({
      'GET /api/admin/products': reply([VOLPE]),
      'GET /api/admin/categories': reply(CATEGORIES),
      'DELETE /api/admin/products/7': reply('', 502),
    });
    renderProducts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Elimina Bavaglino Volpe' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Non è stato possibile eliminare il prodotto')).toBeInTheDocument();
  });
});
