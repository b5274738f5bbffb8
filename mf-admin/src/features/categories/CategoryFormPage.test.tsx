import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@vetrina/web-kit';
import { mockApi, reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../../test/render.tsx';
import { CATEGORIES } from '../products/product-fixtures.ts';
import { CategoryFormPage } from './CategoryFormPage.tsx';

const renderNew = () => renderPage(<CategoryFormPage />, { path: '/admin/categorie/nuova' });
const renderEdit = () =>
  renderPage(<CategoryFormPage />, { path: '/admin/categorie/3', pattern: '/admin/categorie/:id' });

afterEach(() => vi.restoreAllMocks());

describe('CategoryFormPage', () => {
  it('validates with the §5 messages', async () => {
    const api = mockApi({});
    renderNew();
    expect(document.title).toMatch(/^Nuova Categoria \| /);
    expect(
      within(screen.getByRole('navigation', { name: 'Percorso' })).getByText('Nuova'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nome/), 'ab');
    await user.type(screen.getByRole('textbox', { name: 'Immagine (facoltativa)' }), 'foto.png');
    await user.click(screen.getByRole('button', { name: 'Crea Categoria' }));
    expect(await screen.findByText('Il nome deve contenere almeno 3 caratteri')).toBeInTheDocument();
    expect(screen.getByText('Lo slug deve contenere almeno 3 caratteri')).toBeInTheDocument();
    expect(
      screen.getByText("L'immagine deve essere un URL valido o un percorso locale che inizia con /uploads/"),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('creates a category with an automatic slug, refreshes the category caches and returns to the list', async () => {
    const api = mockApi({ 'POST /api/admin/categories': reply({ ...CATEGORIES[0], id: 9 }, 201) });
    const { router, client } = renderNew();
    client.setQueryData(queryKeys.categories, CATEGORIES);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nome/), 'Per noi Mamme');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('per-noi-mamme');
    await user.click(screen.getByRole('button', { name: 'Crea Categoria' }));
    expect(await screen.findByText('Categoria creata')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/categorie'));
    expect(client.getQueryState(queryKeys.categories)?.isInvalidated).toBe(true);
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/admin/categories',
      body: { name: 'Per noi Mamme', slug: 'per-noi-mamme', description: null, image: null },
    });
  });

  it('edits a category keeping its slug, and shows the spec error on failure', async () => {
    const api = mockApi({
      'GET /api/admin/categories/3': reply(CATEGORIES[1]!),
      'PUT /api/admin/categories/3': reply('', 500),
    });
    const { router } = renderEdit();
    expect(document.title).toMatch(/^Modifica Categoria \| /);
    const name = await screen.findByLabelText(/^Nome/);
    const user = userEvent.setup();
    await user.type(name, ' e passatempi');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('giochi');
    await user.click(screen.getByRole('button', { name: 'Aggiorna Categoria' }));
    expect(
      await screen.findByText('Si è verificato un errore durante il salvataggio. Riprova.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/categorie/3');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Giochi e passatempi',
      slug: 'giochi',
      description: null,
      image: '/uploads/giochi.webp',
    });
  });
});
