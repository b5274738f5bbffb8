import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS, EMPTY_PRODUCT_SAFETY } from '@vetrina/contracts';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../../test/render.tsx';
import { ProductFormPage } from './ProductFormPage.tsx';
import { adminProduct, CATEGORIES } from './product-fixtures.ts';

const renderNew = () =>
  renderPage(<ProductFormPage />, { path: '/admin/prodotti/nuovo', pattern: '/admin/prodotti/nuovo' });
const renderEdit = () =>
  renderPage(<ProductFormPage />, { path: '/admin/prodotti/7', pattern: '/admin/prodotti/:id' });

afterEach(() => vi.restoreAllMocks());

describe('ProductFormPage', () => {
  it('shows the §5 messages of the shared schema and sends nothing', async () => {
    const api = mockApi({ 'GET /api/admin/categories': reply(CATEGORIES) });
    renderNew();
    expect(document.title).toMatch(/^Nuovo Prodotto \| /);
    const nav = screen.getByRole('navigation', { name: 'Percorso' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(within(nav).getByRole('link', { name: 'Prodotti' })).toHaveAttribute('href', '/admin/prodotti');
    expect(within(nav).getByText('Nuovo')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nome/), 'ab');
    await user.type(screen.getByRole('textbox', { name: 'Immagine' }), 'immagine.jpg');
    await user.click(screen.getByRole('button', { name: 'Crea Prodotto' }));
    expect(await screen.findByText('Il nome deve contenere almeno 3 caratteri')).toBeInTheDocument();
    expect(screen.getByText('Lo slug deve contenere almeno 3 caratteri')).toBeInTheDocument();
    expect(screen.getByText('La descrizione deve contenere almeno 10 caratteri')).toBeInTheDocument();
    expect(
      screen.getByText("L'immagine deve essere un URL valido o un percorso locale che inizia con /uploads/"),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('requires alt text and a lead time whose maximum is not below the minimum', async () => {
    mockApi({ 'GET /api/admin/categories': reply(CATEGORIES) });
    renderNew();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nome/), 'Bavaglino');
    await user.clear(screen.getByLabelText(/^Testo alternativo/));
    await user.type(screen.getByLabelText('Minimo (giorni lavorativi)'), '5');
    await user.type(screen.getByLabelText('Massimo (giorni lavorativi)'), '2');
    await user.click(screen.getByRole('button', { name: 'Crea Prodotto' }));
    expect(await screen.findByText("Descrivi l'immagine per chi non può vederla")).toBeInTheDocument();
    expect(screen.getByText('Il massimo non può essere inferiore al minimo')).toBeInTheDocument();
  });

  it('fills slug and alt text from the name only while the user has not written them', async () => {
    mockApi({ 'GET /api/admin/categories': reply(CATEGORIES) });
    renderNew();
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Nome/);
    const slug = screen.getByLabelText(/^Slug/);
    await user.type(name, "Cuscino dell'Orso, è Morbido!");
    expect(slug).toHaveValue('cuscino-dellorso-e-morbido');
    expect(screen.getByLabelText(/^Testo alternativo/)).toHaveValue("Cuscino dell'Orso, è Morbido!");
    await user.clear(slug);
    await user.type(slug, 'cuscino-orso');
    await user.type(name, ' blu');
    expect(slug).toHaveValue('cuscino-orso');
  });

  it('creates a product: empty price is null, empty customisation price is 8.00', async () => {
    const api = mockApi({
      'GET /api/admin/categories': reply(CATEGORIES),
      'POST /api/admin/products': reply(adminProduct({ id: 9 }), 201),
    });
    const { router } = renderNew();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nome/), 'Sacchetto Nanna');
    await user.type(screen.getByLabelText(/^Descrizione \*/), 'Un sacchetto per il cambio del nido.');
    await user.type(screen.getByRole('textbox', { name: 'Immagine' }), '/uploads/sacchetto.webp');
    await user.clear(screen.getByLabelText('Prezzo personalizzazione (€)'));
    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Giochi' }));
    await user.click(screen.getByRole('combobox', { name: 'Disponibilità' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Disponibile',
      'Pezzo unico',
      'Esaurito',
      'Su ordinazione',
    ]);
    await user.click(screen.getByRole('option', { name: 'Pezzo unico' }));
    await user.click(screen.getByRole('switch', { name: 'Pubblicato' }));
    await user.click(screen.getByRole('button', { name: 'Crea Prodotto' }));
    expect(await screen.findByText('Prodotto creato')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/prodotti'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Sacchetto Nanna',
      slug: 'sacchetto-nanna',
      description: 'Un sacchetto per il cambio del nido.',
      shortDescription: null,
      image: '/uploads/sacchetto.webp',
      imageAlt: 'Sacchetto Nanna',
      categoryId: 3,
      availability: 'Pezzo unico',
      price: null,
      isCustomizable: false,
      customizationPrice: '8.00',
      featured: false,
      published: false,
      leadTimeMinDays: null,
      leadTimeMaxDays: null,
      questions: [],
      ...EMPTY_PRODUCT_SAFETY,
    });
  });

  it("proposes the surcharge of 'Impostazioni' for a new product, the built-in one when it cannot be read", async () => {
    mockApi({
      'GET /api/admin/categories': reply(CATEGORIES),
      'GET /api/admin/settings': reply({
        ...DEFAULT_SITE_SETTINGS,
        customizationPrice: '12.50',
        version: 3,
        updatedAt: null,
      }),
    });
    const { unmount } = renderNew();
    expect(await screen.findByLabelText('Prezzo personalizzazione (€)')).toHaveValue(12.5);
    unmount();

    mockApi({
      'GET /api/admin/categories': reply(CATEGORIES),
      'GET /api/admin/settings': reply({ message: 'Solo gli amministratori', issues: [] }, 403),
    });
    renderNew();
    expect(await screen.findByLabelText('Prezzo personalizzazione (€)')).toHaveValue(8);
  });

  it('edits a product after a skeleton, with a saving label while saving', async () => {
    const api = mockApi({
      'GET /api/admin/categories': reply(CATEGORIES),
      'GET /api/admin/products/7': pending(),
      'GET /api/admin/products/7/images': reply([]),
    });
    const { unmount } = renderEdit();
    expect(await screen.findByLabelText('Caricamento prodotto')).toBeInTheDocument();
    expect(document.title).toMatch(/^Modifica Prodotto \| /);
    unmount();
    api.set('GET /api/admin/products/7', reply(adminProduct({ leadTimeMinDays: 3, leadTimeMaxDays: 5 })));
    api.set('PUT /api/admin/products/7', pending());
    renderEdit();
    const name = await screen.findByLabelText(/^Nome/);
    expect(name).toHaveValue('Bavaglino Volpe');
    expect(screen.getByLabelText('Minimo (giorni lavorativi)')).toHaveValue(3);
    expect(await screen.findByText('Nessuna immagine aggiuntiva')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(name, ' Blu');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('bavaglino-volpe');
    await user.click(screen.getByRole('button', { name: 'Aggiorna Prodotto' }));
    expect(await screen.findByRole('button', { name: 'Salvataggio...' })).toBeDisabled();
    const body = api.calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Bavaglino Volpe Blu',
      price: '12.50',
      leadTimeMinDays: 3,
      leadTimeMaxDays: 5,
    });
  });

  it('shows the spec error when saving fails and stays on the form', async () => {
    mockApi({
      'GET /api/admin/categories': reply(CATEGORIES),
      'GET /api/admin/products/7': reply(adminProduct()),
      'GET /api/admin/products/7/images': reply([]),
      'PUT /api/admin/products/7': reply({ message: 'Esiste già un prodotto con questo slug' }, 409),
    });
    const { router } = renderEdit();
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Nome/)).toHaveValue('Bavaglino Volpe');
    await user.click(screen.getByRole('button', { name: 'Aggiorna Prodotto' }));
    expect(
      await screen.findByText('Si è verificato un errore durante il salvataggio. Riprova.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Esiste già un prodotto con questo slug')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/prodotti/7');
  });

  it('asks before leaving with unsaved changes', async () => {
    mockApi({ 'GET /api/admin/categories': reply(CATEGORIES) });
    const { router } = renderNew();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nome/), 'Bavaglino');
    await user.click(screen.getByRole('link', { name: 'Annulla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    await user.click(within(dialog).getByRole('button', { name: 'Resta nella pagina' }));
    expect(router.state.location.pathname).toBe('/admin/prodotti/nuovo');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'Annulla' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Modifiche non salvate' })).getByRole('button', {
        name: 'Esci senza salvare',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/prodotti'));
  });

  it('creates a preview link for a draft and shows it', async () => {
    mockApi({
      'GET /api/admin/categories': reply(CATEGORIES),
      'GET /api/admin/products/7': reply(adminProduct({ published: false })),
      'GET /api/admin/products/7/images': reply([]),
      'POST /api/admin/products/7/preview-link': reply({
        url: '/prodotti/bavaglino-volpe?anteprima=tok',
        expiresAt: '2026-12-01T10:00:00.000Z',
      }),
    });
    renderEdit();
    // user-event puts its own clipboard in place of the browser's.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copia link di anteprima' }));
    const link = await screen.findByRole('link', { name: /anteprima=tok/ });
    expect(link.getAttribute('href')).toMatch(/\/prodotti\/bavaglino-volpe\?anteprima=tok$/);
    expect(await navigator.clipboard.readText()).toBe(link.getAttribute('href'));
    expect(await screen.findByText('Link copiato')).toBeInTheDocument();
  });
});
