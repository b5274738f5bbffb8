import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import type { AdminUser } from '@vetrina/contracts';
import { renderPage } from '../../test/render.tsx';
import { ActivityPage } from './ActivityPage.tsx';
import { activityEntry, activityPage } from './activity-fixtures.ts';
import { FORBIDDEN_ACTIVITY, LOAD_ERROR } from './ActivityStates.tsx';

const USERS: AdminUser[] = [
  { id: 1, username: 'admin', isAdmin: true },
  { id: 2, username: 'anna', isAdmin: true },
];

const renderActivity = (path = '/admin/attivita') =>
  renderPage(<ActivityPage />, { path, pattern: '/admin/attivita' });
const entries = () => within(screen.getByRole('list', { name: 'Attività' })).getAllByRole('listitem');
const activityUrls = (urls: string[]) => urls.filter((url) => url.startsWith('/api/admin/activity'));

afterEach(() => vi.restoreAllMocks());

describe('ActivityPage', () => {
  it('shows placeholders while the log loads, under the page title', async () => {
    mockApi({ 'GET /api/admin/activity': pending(), 'GET /api/admin/users': reply(USERS) });
    renderActivity();
    expect(await screen.findByRole('status', { name: 'Caricamento attività' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Attività Recenti' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Attività Recenti \| /);
  });

  it('lists entries newest first: item link, summary, kind, user and relative Italian time', async () => {
    const latest = activityEntry(3, 2);
    const api = mockApi({
      'GET /api/admin/activity': reply(
        activityPage([
          latest,
          activityEntry(2, 90, {
            id: 'content:7',
            kind: 'testimonial',
            action: 'deleted',
            item: { id: '7', label: 'Giulia B.', href: null },
            summary: 'Testimonianza eliminata',
          }),
          activityEntry(1, 60 * 5, {
            id: 'backup:1',
            kind: 'backup',
            action: 'created',
            username: null,
            item: null,
            summary: 'Backup programmato creato',
          }),
        ]),
      ),
      'GET /api/admin/users': reply(USERS),
    });
    renderActivity();
    await screen.findByRole('list', { name: 'Attività' });
    const [product, testimonial, backup] = entries();

    expect(within(product!).getByRole('link', { name: 'Prodotto 3' })).toHaveAttribute(
      'href',
      '/admin/prodotti/3',
    );
    expect(product).toHaveTextContent('Modificati: prezzo, descrizione');
    expect(product).toHaveTextContent('Prodotti · anna · 2 minuti fa');
    const time = within(product!).getByText('2 minuti fa');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', latest.at);
    expect(time.getAttribute('title')).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);

    // A deleted item keeps its name, without a link.
    expect(within(testimonial!).queryByRole('link')).not.toBeInTheDocument();
    expect(testimonial).toHaveTextContent('Giulia B.');
    expect(testimonial).toHaveTextContent('Testimonianze · anna · 1 ora fa');
    // No item: the summary is the title; no user: the system did it.
    expect(backup).toHaveTextContent('Backup programmato creato');
    expect(backup).toHaveTextContent('Backup · Sistema · 5 ore fa');

    expect(activityUrls(api.urls)).toEqual(['/api/admin/activity?limit=20']);
  });

  it("loads the next page with the cursor on 'Carica altre', until there is none", async () => {
    const api = mockApi({
      'GET /api/admin/activity': (_call, url) =>
        url.searchParams.get('before') === 'cursore-1'
          ? reply(activityPage([activityEntry(1, 30)]))
          : reply(activityPage([activityEntry(3, 1), activityEntry(2, 2)], 'cursore-1')),
      'GET /api/admin/users': reply(USERS),
    });
    renderActivity();
    await screen.findByRole('list', { name: 'Attività' });
    expect(entries()).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Carica altre' }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(entries()[2]).toHaveTextContent('Prodotto 1');
    expect(screen.queryByRole('button', { name: 'Carica altre' })).not.toBeInTheDocument();
    expect(activityUrls(api.urls)).toEqual([
      '/api/admin/activity?limit=20',
      '/api/admin/activity?limit=20&before=cursore-1',
    ]);
  });

  it('says when loading more failed, and retries that page', async () => {
    const api = mockApi({
      'GET /api/admin/activity': (_call, url) =>
        url.searchParams.has('before')
          ? reply({ message: 'Servizio non disponibile', issues: [] }, 502)
          : reply(activityPage([activityEntry(2, 1)], 'cursore-1')),
      'GET /api/admin/users': reply(USERS),
    });
    renderActivity();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Carica altre' }));
    expect(await screen.findByText('Non è stato possibile caricare altre attività.')).toBeInTheDocument();
    expect(entries()).toHaveLength(1);
    api.set('GET /api/admin/activity', reply(activityPage([activityEntry(1, 5)])));
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(entries()).toHaveLength(2));
  });

  it('filters by kind and user from the address, and writes a new choice into it', async () => {
    const api = mockApi({
      'GET /api/admin/activity': reply(activityPage([activityEntry(1, 1)])),
      'GET /api/admin/users': reply(USERS),
    });
    const { router } = renderActivity('/admin/attivita?tipo=category&utente=anna');
    await screen.findByRole('list', { name: 'Attività' });
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Categorie');
    expect(screen.getByRole('combobox', { name: 'Utente' })).toHaveTextContent('anna');
    expect(activityUrls(api.urls)).toEqual(['/api/admin/activity?limit=20&kind=category&user=anna']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    const kinds = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(kinds.map((option) => option.textContent)).toEqual([
      'Tutti i tipi',
      'Prodotti',
      'Foto',
      'Categorie',
      'Testimonianze',
      'Utenti',
      'Messaggi',
      'Impostazioni',
      'Ordini',
      'Backup',
      'Ripristini',
      'Accessi',
    ]);
    await user.click(screen.getByRole('option', { name: 'Prodotti' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tipo=product&utente=anna'));
    await waitFor(() =>
      expect(activityUrls(api.urls)).toContain('/api/admin/activity?limit=20&kind=product&user=anna'),
    );

    await user.click(screen.getByRole('combobox', { name: 'Utente' }));
    await user.click(screen.getByRole('option', { name: 'Tutti gli utenti' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tipo=product'));
  });

  it('keeps a user of the address who is no longer in the user list, and ignores an unknown kind', async () => {
    const api = mockApi({
      'GET /api/admin/activity': reply(activityPage([])),
      'GET /api/admin/users': reply(USERS),
    });
    renderActivity('/admin/attivita?tipo=ricette&utente=marco');
    expect(await screen.findByText('Nessuna attività corrisponde ai filtri scelti.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Tutti i tipi');
    expect(screen.getByRole('combobox', { name: 'Utente' })).toHaveTextContent('marco');
    expect(activityUrls(api.urls)).toEqual(['/api/admin/activity?limit=20&user=marco']);
  });

  it('says when nothing was recorded yet', async () => {
    mockApi({ 'GET /api/admin/activity': reply(activityPage([])), 'GET /api/admin/users': reply(USERS) });
    renderActivity();
    expect(await screen.findByText('Nessuna attività registrata')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carica altre' })).not.toBeInTheDocument();
  });

  it('shows an error with Riprova, and recovers', async () => {
    const api = mockApi({
      'GET /api/admin/activity': reply({ message: 'Servizio non disponibile', issues: [] }, 502),
      'GET /api/admin/users': reply(USERS),
    });
    renderActivity();
    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
    api.set('GET /api/admin/activity', reply(activityPage([activityEntry(1, 1)])));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('link', { name: 'Prodotto 1' })).toBeInTheDocument();
    expect(screen.queryByText(LOAD_ERROR)).not.toBeInTheDocument();
  });

  it('tells a user who is not an administrator that the log is not for them', async () => {
    mockApi({
      'GET /api/admin/activity': reply({ message: 'Accesso negato', issues: [] }, 403),
      'GET /api/admin/users': reply({ message: 'Accesso negato', issues: [] }, 403),
    });
    renderActivity();
    expect(await screen.findByText(FORBIDDEN_ACTIVITY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();
  });

  it('warns that some services did not answer', async () => {
    mockApi({
      'GET /api/admin/activity': reply({ ...activityPage([activityEntry(1, 1)]), unavailable: ['backup'] }),
      'GET /api/admin/users': reply(USERS),
    });
    renderActivity();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Alcune attività non sono disponibili in questo momento (Backup e ripristini)',
    );
    expect(entries()).toHaveLength(1);
  });
});
