import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../../../test/render.tsx';
import { adminProduct, media } from '../product-fixtures.ts';
import { MediaSection } from './MediaSection.tsx';

const ITEMS = [media(11, 1), media(12, 2), media(13, 3, true)];
const renderSection = () =>
  renderPage(<MediaSection product={adminProduct()} />, { path: '/admin/prodotti/7' });
const tiles = () =>
  within(screen.getByRole('list', { name: 'Immagini e video aggiuntivi' }))
    .getAllByRole('listitem')
    .map((tile) => tile.getAttribute('data-media-id'));

afterEach(() => vi.restoreAllMocks());

describe('MediaSection', () => {
  it('shows order badges, a video icon and the empty state', async () => {
    const api = mockApi({ 'GET /api/admin/products/7/images': reply(ITEMS) });
    const { unmount } = renderSection();
    expect(await screen.findByLabelText('Ordine: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Ordine: 3')).toBeInTheDocument();
    expect(screen.getAllByTitle('Video Instagram')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Foto 12' })).toBeInTheDocument();
    unmount();
    api.set('GET /api/admin/products/7/images', reply([]));
    renderSection();
    expect(await screen.findByText('Nessuna immagine aggiuntiva')).toBeInTheDocument();
  });

  it('moves an item and saves the whole order in one request', async () => {
    const api = mockApi({
      'GET /api/admin/products/7/images': reply(ITEMS),
      'PUT /api/admin/products/7/images/order': reply([media(12, 1), media(11, 2), media(13, 3, true)]),
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sposta giù Immagine 1' }));
    expect(tiles()).toEqual(['12', '11', '13']);
    expect(await screen.findByText('Ordine aggiornato')).toBeInTheDocument();
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes).toEqual([
      { method: 'PUT', path: '/api/admin/products/7/images/order', body: { ids: [12, 11, 13] } },
    ]);
  });

  it('puts the items back when the order cannot be saved', async () => {
    mockApi({
      'GET /api/admin/products/7/images': reply(ITEMS),
      'PUT /api/admin/products/7/images/order': reply({ message: 'Ordine non valido', issues: [] }, 400),
    });
    renderSection();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sposta su Video 3' }));
    expect(
      await screen.findByText('Non è stato possibile salvare il nuovo ordine. Riprova.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(tiles()).toEqual(['11', '12', '13']));
  });

  it('validates the add dialogs with the §5 messages, alt text pre-filled from the product name', async () => {
    const api = mockApi({ 'GET /api/admin/products/7/images': reply([]) });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Aggiungi immagine' }));
    let dialog = await screen.findByRole('dialog', { name: 'Aggiungi immagine' });
    expect(within(dialog).getByLabelText(/^Testo alternativo/)).toHaveValue('Bavaglino Volpe');
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    expect(await within(dialog).findByText("L'URL dell'immagine è obbligatorio")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Aggiungi video Instagram' }));
    dialog = await screen.findByRole('dialog', { name: 'Aggiungi video Instagram' });
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    expect(await within(dialog).findByText("L'URL del video Instagram è obbligatorio")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('adds an Instagram video with the product image as its cover', async () => {
    const api = mockApi({
      'GET /api/admin/products/7/images': reply([]),
      'POST /api/admin/products/7/images': reply(media(14, null, true), 201),
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Aggiungi video Instagram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi video Instagram' });
    await user.type(
      within(dialog).getByLabelText(/^URL del video Instagram/),
      'https://www.instagram.com/reel/xyz/',
    );
    const order = within(dialog).getByLabelText('Ordine di visualizzazione');
    expect(order).toHaveValue(1);
    await user.clear(order);
    await user.type(order, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText('Video aggiunto')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      imageUrl: '/uploads/volpe.webp',
      videoUrl: 'https://www.instagram.com/reel/xyz/',
      altText: 'Bavaglino Volpe',
      displayOrder: 2,
      isVideo: true,
    });
  });

  it('edits the display order and deletes after a confirmation', async () => {
    const api = mockApi({
      'GET /api/admin/products/7/images': reply(ITEMS),
      'PUT /api/admin/products/images/11': reply(media(11, 5)),
      'DELETE /api/admin/products/images/12': reply(undefined, 204),
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifica Immagine 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica immagine' });
    const order = within(dialog).getByLabelText('Ordine di visualizzazione');
    await user.clear(order);
    await user.type(order, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Immagine aggiornata')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      id: 11,
      productId: 7,
      displayOrder: 5,
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Elimina Immagine 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminare questa immagine?' });
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Immagine eliminata')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/admin/products/images/12',
    ]);
  });
});
