import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS, SETTINGS_CONFLICT_MESSAGE, type AdminSiteSettings } from '@vetrina/contracts';
import { mockApi, pending, reply, type Reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../../test/render.tsx';
import { SettingsPage } from './SettingsPage.tsx';

const SAVED = { ...DEFAULT_SITE_SETTINGS, version: 3, updatedAt: '2026-11-20T10:00:00.000Z' };

const renderSettings = () => renderPage(<SettingsPage />, { path: '/admin/impostazioni' });
const input = (name: string | RegExp) => screen.getByRole('textbox', { name });

afterEach(() => vi.restoreAllMocks());

describe('SettingsPage', () => {
  it('shows placeholders while loading', async () => {
    mockApi({ 'GET /api/admin/settings': pending() });
    renderSettings();
    expect(await screen.findByLabelText('Caricamento impostazioni')).toBeInTheDocument();
    expect(document.title).toMatch(/^Impostazioni \| /);
  });

  it('groups the fields in seven sections, amounts the Italian way', async () => {
    mockApi({ 'GET /api/admin/settings': reply(SAVED) });
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Impostazioni del sito' });
    expect(
      within(form)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Sito',
      'Produttore',
      'Contatti',
      'Social',
      'Spedizioni',
      'Prezzi',
      'Testimonianze',
      'Homepage',
    ]);
    expect(input(/Richiesta di testimonianza/)).toHaveValue('7');
    expect(input(/Nome del sito/)).toHaveValue('Vetrina Creazioni');
    expect(input(/Costo di spedizione/)).toHaveValue('6,65');
    expect(input(/Sovrapprezzo personalizzazione/)).toHaveValue('8,00');
    expect(screen.getByRole('button', { name: 'Salva' })).toBeEnabled();
  });

  it('shows Italian messages under the fields and sends nothing while they are wrong', async () => {
    const api = mockApi({ 'GET /api/admin/settings': reply(SAVED) });
    renderSettings();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Email di contatto/ }));
    await user.type(input(/Email di contatto/), 'titolare@');
    await user.clear(input(/Instagram/));
    await user.type(input(/Instagram/), 'https://example.com/x');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Inserisci un indirizzo email valido')).toBeInTheDocument();
    expect(
      screen.getByText("Inserisci l'indirizzo del profilo Instagram (https://www.instagram.com/...)"),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('saves the changes at the version read, with progress, and shows server issues under their fields', async () => {
    let answer: Reply<AdminSiteSettings> = reply(
      { message: 'Dati non validi', issues: [{ path: ['phone'], message: 'Numero rifiutato' }] },
      400,
    );
    const api = mockApi({
      'GET /api/admin/settings': reply(SAVED),
      'PUT /api/admin/settings': () => answer,
    });
    renderSettings();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Email di contatto/ }));
    await user.type(input(/Email di contatto/), 'anna@bottega.it');
    await user.type(input(/Telefono/), '+39 333 123 4567');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Numero rifiutato')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      contactEmail: 'anna@bottega.it',
      phone: '+39 333 123 4567',
      version: 3,
    });

    answer = reply({ ...SAVED, contactEmail: 'anna@bottega.it', version: 4 });
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Impostazioni salvate')).toBeInTheDocument();
  });

  it("shows the server's message when someone else saved meanwhile (409)", async () => {
    mockApi({
      'GET /api/admin/settings': reply(SAVED),
      'PUT /api/admin/settings': reply({ message: SETTINGS_CONFLICT_MESSAGE, issues: [] }, 409),
    });
    renderSettings();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Partita IVA/ }), 'P.IVA 1');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(SETTINGS_CONFLICT_MESSAGE)).toBeInTheDocument();
  });

  it('gives the Users page refusal to a non-administrator, and a retry after a load error', async () => {
    const api = mockApi({
      'GET /api/admin/settings': reply({ message: 'Accesso negato', issues: [] }, 403),
    });
    renderSettings();
    expect(
      await screen.findByText('Solo gli amministratori possono gestire le impostazioni.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    api.set('GET /api/admin/settings', reply({ message: 'Servizio non disponibile', issues: [] }, 503));
    renderSettings();
    expect(await screen.findByText(/Non è stato possibile caricare le impostazioni/)).toBeInTheDocument();
    api.set('GET /api/admin/settings', reply(SAVED));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Impostazioni del sito' })).toBeInTheDocument(),
    );
  });
});
