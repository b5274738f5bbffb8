import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage, renderRoutes } from '../../test/render.tsx';
import { routes } from '../../routes.tsx';
import { TestimonialFormPage } from './TestimonialFormPage.tsx';

const GIULIA = {
  id: 4,
  name: 'Giulia Verdi',
  content: 'Un set nascita meraviglioso, grazie!',
  rating: 4,
  initials: 'GV',
  childName: 'Sofia',
  childAge: '3 anni',
  createdAt: '2026-11-01T10:00:00.000Z',
  published: true,
  verifiedOrder: false,
};

const renderNew = () => renderPage(<TestimonialFormPage />, { path: '/admin/testimonials/new' });
const renderEdit = () =>
  renderPage(<TestimonialFormPage />, {
    path: '/admin/testimonials/4/edit',
    pattern: '/admin/testimonials/:id/edit',
  });

beforeAll(async () => {
  await Promise.all([import('../../layout/AdminRoot.tsx'), import('./TestimonialFormPage.tsx')]);
}, 60_000);

afterEach(() => vi.restoreAllMocks());

describe('TestimonialFormPage', () => {
  it('shows the §5 messages and sends nothing while the form is invalid', async () => {
    const api = mockApi({});
    renderNew();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nome \*?$/), 'G');
    await user.type(screen.getByLabelText(/^Contenuto/), 'Corto');
    await user.click(screen.getByRole('button', { name: 'Crea Testimonianza' }));
    expect(await screen.findByText('Il nome deve essere di almeno 2 caratteri.')).toBeInTheDocument();
    expect(screen.getByText('Il contenuto deve essere di almeno 10 caratteri.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('creates a testimonial with blank optional fields as null, refreshes both lists and goes back', async () => {
    const api = mockApi({ 'POST /api/admin/testimonials': reply({ ...GIULIA, id: 9 }, 201) });
    const { router, client } = renderNew();
    client.setQueryData(['testimonials'], []);
    client.setQueryData(['admin', 'testimonials'], []);
    expect(document.title).toMatch(/^Nuova Testimonianza \| /);
    expect(screen.getByRole('navigation', { name: 'Percorso' })).toHaveTextContent(
      'Dashboard/Testimonianze/Nuova',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nome \*?$/), '  Marta Blu ');
    await user.selectOptions(screen.getByLabelText(/^Valutazione/), '3 stelle');
    await user.type(screen.getByLabelText(/^Contenuto/), 'Copertina stupenda, consigliatissima.');
    await user.click(screen.getByRole('button', { name: 'Crea Testimonianza' }));
    expect(await screen.findByText('Testimonianza creata')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/testimonials'));
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/admin/testimonials',
      body: {
        name: 'Marta Blu',
        content: 'Copertina stupenda, consigliatissima.',
        rating: 3,
        initials: null,
        childName: null,
        childAge: null,
        published: true,
      },
    });
    expect(client.getQueryState(['testimonials'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['admin', 'testimonials'])?.isInvalidated).toBe(true);
  });

  it('edits a testimonial, emptying an optional field to null', async () => {
    const api = mockApi({
      'GET /api/admin/testimonials/4': reply(GIULIA),
      'PUT /api/admin/testimonials/4': reply({ ...GIULIA, childAge: null, rating: 5 }),
    });
    const { router } = renderEdit();
    expect(document.title).toMatch(/^Modifica Testimonianza \| /);
    const age = await screen.findByLabelText(/^Età del bambino/);
    expect(age).toHaveValue('3 anni');
    expect(screen.getByLabelText(/^Valutazione/)).toHaveValue('4');
    expect(screen.getByLabelText(/^Iniziali/)).toHaveValue('GV');
    const user = userEvent.setup();
    await user.clear(age);
    await user.selectOptions(screen.getByLabelText(/^Valutazione/), '5 stelle');
    await user.click(screen.getByRole('button', { name: 'Aggiorna Testimonianza' }));
    expect(await screen.findByText('Testimonianza aggiornata')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/testimonials'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Giulia Verdi',
      content: 'Un set nascita meraviglioso, grazie!',
      rating: 5,
      initials: 'GV',
      childName: 'Sofia',
      childAge: null,
      published: true,
    });
  });

  it("shows 'Ordine verificato' on a customer's testimonial, unpublished until the owner ticks it", async () => {
    const api = mockApi({
      'GET /api/admin/testimonials/4': reply({ ...GIULIA, published: false, verifiedOrder: true }),
      'PUT /api/admin/testimonials/4': reply({ ...GIULIA, verifiedOrder: true }),
    });
    renderEdit();
    const user = userEvent.setup();
    expect(await screen.findByText('Ordine verificato')).toBeInTheDocument();
    const published = screen.getByRole('checkbox', { name: 'Pubblicata sul sito' });
    expect(published).not.toBeChecked();
    await user.click(published);
    await user.click(screen.getByRole('button', { name: 'Aggiorna Testimonianza' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ published: true }),
    );
  });

  it('disables the buttons and shows the saving label while saving', async () => {
    mockApi({ 'GET /api/admin/testimonials/4': reply(GIULIA), 'PUT /api/admin/testimonials/4': pending() });
    renderEdit();
    const user = userEvent.setup();
    await screen.findByDisplayValue('Giulia Verdi');
    await user.click(screen.getByRole('button', { name: 'Aggiorna Testimonianza' }));
    expect(await screen.findByRole('button', { name: 'Salvataggio...' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Annulla' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the server's field messages when it refuses the testimonial", async () => {
    mockApi({
      'POST /api/admin/testimonials': reply(
        {
          message: 'Dati non validi',
          issues: [{ path: ['rating'], message: 'La valutazione deve essere tra 1 e 5 stelle.' }],
        },
        400,
      ),
    });
    const { router } = renderNew();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nome \*?$/), 'Marta Blu');
    await user.type(screen.getByLabelText(/^Contenuto/), 'Copertina stupenda, consigliatissima.');
    await user.click(screen.getByRole('button', { name: 'Crea Testimonianza' }));
    expect(await screen.findByText('La valutazione deve essere tra 1 e 5 stelle.')).toBeInTheDocument();
    expect(screen.getByText('Dati non validi')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/testimonials/new');
  });

  it('falls back to the generic save error', async () => {
    mockApi({ 'POST /api/admin/testimonials': reply('', 502) });
    renderNew();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nome \*?$/), 'Marta Blu');
    await user.type(screen.getByLabelText(/^Contenuto/), 'Copertina stupenda, consigliatissima.');
    await user.click(screen.getByRole('button', { name: 'Crea Testimonianza' }));
    expect(
      await screen.findByText('Si è verificato un errore durante il salvataggio della testimonianza.'),
    ).toBeInTheDocument();
  });

  it('says when the testimonial to edit does not exist', async () => {
    mockApi({
      'GET /api/admin/testimonials/4': reply({ message: 'Testimonianza non trovata', issues: [] }, 404),
    });
    renderEdit();
    expect(await screen.findByText('Testimonianza non trovata.')).toBeInTheDocument();
  });

  it.each([
    ['/admin/testimonials/nuova', 'Nuova Testimonianza'],
    ['/admin/testimonials/4/edit', 'Modifica Testimonianza'],
    ['/admin/testimonials/4', 'Modifica Testimonianza'],
  ])('%s opens the editor', async (path, heading) => {
    mockApi({
      'GET /api/admin/session': reply({ id: 1, username: 'admin', isAdmin: true }),
      'GET /api/admin/messages/unread-count': reply({ unread: 0 }),
      'GET /api/admin/testimonials/4': reply(GIULIA),
    });
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Contenuto/)).toBeInTheDocument();
  });
});
