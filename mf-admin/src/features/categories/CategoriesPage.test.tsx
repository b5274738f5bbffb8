import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../../test/render.tsx';
import { CATEGORIES } from '../products/product-fixtures.ts';
import { CategoriesPage } from './CategoriesPage.tsx';

const renderCategories = () => renderPage(<CategoriesPage />, { path: '/admin/categorie' });

afterEach(() => vi.restoreAllMocks());

describe('CategoriesPage', () => {
  it('shows a skeleton, then image or icon, slug and description or the fallback', async () => {
    const api = mockApi({ 'GET /api/admin/categories': pending() });
    const { unmount } = renderCategories();
    expect(await screen.findByLabelText('Caricamento categorie')).toBeInTheDocument();
    expect(document.title).toMatch(/^Categorie \| /);
    unmount();
    api.set('GET /api/admin/categories', reply(CATEGORIES));
    renderCategories();
    const giochi = await screen.findByRole('row', { name: /Giochi/ });
    expect(within(giochi).getByText('giochi')).toBeInTheDocument();
    expect(within(giochi).getByText('Nessuna descrizione')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Accessori/ })).getByText('Per tutti i giorni'),
    ).toBeInTheDocument();
    expect(within(giochi).getByRole('link', { name: 'Visualizza Giochi' })).toHaveAttribute(
      'href',
      '/categorie/giochi',
    );
    expect(within(giochi).getByRole('link', { name: 'Modifica Giochi' })).toHaveAttribute(
      'href',
      '/admin/categorie/3',
    );
    expect(screen.getByRole('link', { name: 'Nuova Categoria' })).toHaveAttribute(
      'href',
      '/admin/categorie/nuova',
    );
  });

  it('shows the empty state and the error state with retry', async () => {
    const api = mockApi({ 'GET /api/admin/categories': reply([]) });
    const { unmount } = renderCategories();
    expect(
      await screen.findByText('Nessuna categoria trovata. Crea la tua prima categoria.'),
    ).toBeInTheDocument();
    unmount();
    api.set('GET /api/admin/categories', reply('', 503));
    renderCategories();
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    api.set('GET /api/admin/categories', reply(CATEGORIES));
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Accessori')).toBeInTheDocument();
  });

  it('warns that products lose their category, deletes, and says so', async () => {
    const api = mockApi({
      'GET /api/admin/categories': reply(CATEGORIES),
      'DELETE /api/admin/categories/3': reply(undefined, 204),
    });
    renderCategories();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Elimina Giochi' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('I suoi prodotti resteranno nel catalogo senza categoria.');
    api.set('GET /api/admin/categories', reply(CATEGORIES.slice(0, 1)));
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Categoria eliminata')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Giochi')).not.toBeInTheDocument());
  });

  it('shows the spec message when deleting fails', async () => {
    mockApi({
      'GET /api/admin/categories': reply(CATEGORIES),
      'DELETE /api/admin/categories/3': reply('', 500),
    });
    renderCategories();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Elimina Giochi' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    expect(
      await screen.findByText(
        'Non è stato possibile eliminare la categoria. Potrebbe contenere prodotti associati.',
      ),
    ).toBeInTheDocument();
  });
});
