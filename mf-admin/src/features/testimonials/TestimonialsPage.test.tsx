import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTestimonial } from '@vetrina/contracts';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../../test/render.tsx';
import { TestimonialsPage } from './TestimonialsPage.tsx';

const LONG =
  'Abbiamo ordinato un set nascita per la nostra bambina: cuciture perfette, tessuti morbidissimi e un nome ricamato che ci ha commosso.';
const TESTIMONIALS: AdminTestimonial[] = [
  {
    id: 1,
    name: 'Giulia Verdi',
    content: LONG,
    rating: 4,
    initials: 'GV',
    childName: 'Sofia',
    childAge: '3 anni',
    createdAt: '2026-11-01T10:00:00.000Z',
    published: false,
    verifiedOrder: true,
  },
  {
    id: 2,
    name: 'Paolo Neri',
    content: 'Bavaglini bellissimi!',
    rating: 5,
    initials: null,
    childName: null,
    childAge: null,
    createdAt: '2026-11-02T10:00:00.000Z',
    published: true,
    verifiedOrder: false,
  },
];

const renderList = () => renderPage(<TestimonialsPage />, { path: '/admin/testimonials' });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TestimonialsPage', () => {
  it('shows placeholders while loading', async () => {
    mockApi({ 'GET /api/admin/testimonials': pending() });
    renderList();
    expect(await screen.findByRole('status', { name: 'Caricamento testimonianze' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Testimonianze \| /);
  });

  it('lists ID, name with child, stars out of 5, the start of the text and the actions', async () => {
    mockApi({ 'GET /api/admin/testimonials': reply(TESTIMONIALS) });
    renderList();
    const table = await screen.findByRole('table', { name: 'Testimonianze dei clienti' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Nome', 'Valutazione', 'Stato', 'Testimonianza', 'Azioni']);
    const [giulia, paolo] = within(table).getAllByRole('row').slice(1);
    expect(giulia).toHaveTextContent('Non pubblicata');
    expect(giulia).toHaveTextContent('Ordine verificato');
    expect(paolo).toHaveTextContent('Pubblicata');
    expect(paolo).not.toHaveTextContent('Ordine verificato');
    expect(giulia).toHaveTextContent('Giulia Verdi');
    expect(giulia).toHaveTextContent('Mamma di Sofia, 3 anni');
    expect(within(giulia!).getByRole('img', { name: 'Valutazione: 4 stelle su 5' })).toBeInTheDocument();
    expect(giulia).not.toHaveTextContent(LONG);
    expect(within(giulia!).getByText(/^Abbiamo ordinato .*…$/)).toHaveAttribute('title', LONG);
    expect(within(paolo!).getByRole('img', { name: 'Valutazione: 5 stelle su 5' })).toBeInTheDocument();
    expect(paolo).not.toHaveTextContent('Mamma di');
    expect(
      within(giulia!).getByRole('link', { name: 'Modifica la testimonianza di Giulia Verdi' }),
    ).toHaveAttribute('href', '/admin/testimonials/1/edit');
    expect(screen.getByRole('link', { name: 'Nuova Testimonianza' })).toHaveAttribute(
      'href',
      '/admin/testimonials/new',
    );
  });

  it('shows cards instead of a table on phones', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    mockApi({ 'GET /api/admin/testimonials': reply(TESTIMONIALS) });
    renderList();
    const list = await screen.findByRole('list', { name: 'Testimonianze dei clienti' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [giulia] = within(list).getAllByRole('listitem');
    expect(within(giulia!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Giulia VerdiMamma di Sofia, 3 anni',
    );
    expect(within(giulia!).getByRole('img', { name: 'Valutazione: 4 stelle su 5' })).toBeInTheDocument();
  });

  it('says when there are no testimonials', async () => {
    mockApi({ 'GET /api/admin/testimonials': reply([]) });
    renderList();
    expect(await screen.findByText('Nessuna testimonianza trovata.')).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    const api = mockApi({ 'GET /api/admin/testimonials': reply('', 503) });
    renderList();
    expect(
      await screen.findByText('Non è stato possibile caricare le testimonianze. Riprova più tardi.'),
    ).toBeInTheDocument();
    api.set('GET /api/admin/testimonials', reply(TESTIMONIALS));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Paolo Neri')).toBeInTheDocument();
  });

  it('deletes after confirmation, refreshing the admin list and the public one', async () => {
    let testimonials = TESTIMONIALS;
    const api = mockApi({
      'GET /api/admin/testimonials': () => reply(testimonials),
      'DELETE /api/admin/testimonials/2': () => {
        testimonials = [TESTIMONIALS[0]!];
        return reply(undefined, 204);
      },
    });
    const { client } = renderList();
    client.setQueryData(['testimonials'], TESTIMONIALS);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Elimina la testimonianza di Paolo Neri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare questa testimonianza?' });
    expect(dialog).toHaveTextContent('Paolo Neri');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Testimonianza eliminata')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Paolo Neri')).not.toBeInTheDocument());
    expect(client.getQueryState(['testimonials'])?.isInvalidated).toBe(true);
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("shows the server's message, or a generic one, when deleting fails", async () => {
    mockApi({
      'GET /api/admin/testimonials': reply(TESTIMONIALS),
      'DELETE /api/admin/testimonials/1': reply({ message: 'Testimonianza non trovata', issues: [] }, 404),
      'DELETE /api/admin/testimonials/2': reply('', 502),
    });
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Elimina la testimonianza di Giulia Verdi' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Testimonianza non trovata')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Elimina la testimonianza di Paolo Neri' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Non è stato possibile eliminare la testimonianza.')).toBeInTheDocument();
  });
});
