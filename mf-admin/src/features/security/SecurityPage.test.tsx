import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Passkey } from '@vetrina/contracts';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import { renderPage } from '../../test/render.tsx';
import { NO_WEBAUTHN, SecurityPage } from './SecurityPage.tsx';

const PHONE: Passkey = {
  id: 4,
  name: 'Telefono di Anna',
  createdAt: '2026-11-20T09:30:00.000Z',
  lastUsedAt: '2026-11-26T18:05:00.000Z',
  synced: true,
};
const LAPTOP: Passkey = {
  id: 7,
  name: 'Portatile',
  createdAt: '2026-11-25T10:00:00.000Z',
  lastUsedAt: null,
  synced: false,
};

const renderSecurity = () => renderPage(<SecurityPage />, { path: '/admin/sicurezza' });

// jsdom has no WebAuthn: the screen is tested as in a browser that has it, unless a test removes it.
beforeEach(() => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SecurityPage', () => {
  it('shows placeholders while loading', async () => {
    mockApi({ 'GET /api/admin/passkeys': pending() });
    renderSecurity();
    expect(await screen.findByLabelText('Caricamento passkey')).toBeInTheDocument();
    expect(document.title).toMatch(/^Sicurezza \| /);
  });

  it('lists her passkeys with when each was created and last used', async () => {
    mockApi({ 'GET /api/admin/passkeys': reply([PHONE, LAPTOP]) });
    renderSecurity();
    const list = await screen.findByRole('list', { name: 'Le tue passkey' });
    const [phone, laptop] = within(list).getAllByRole('listitem');
    expect(phone).toHaveTextContent('Telefono di Anna');
    expect(phone).toHaveTextContent('Sincronizzata');
    expect(phone).toHaveTextContent(/Creata il 20\/11\/2026/);
    expect(phone).toHaveTextContent(/Ultimo uso: 26\/11\/2026/);
    expect(laptop).toHaveTextContent('Mai usata per accedere');
    expect(screen.getByRole('button', { name: 'Aggiungi passkey' })).toBeEnabled();
  });

  it('says when she has none, and shows a load error with a retry', async () => {
    const api = mockApi({ 'GET /api/admin/passkeys': reply({ message: 'Errore', issues: [] }, 503) });
    renderSecurity();
    expect(await screen.findByText(/Non è stato possibile caricare le passkey/)).toBeInTheDocument();
    api.set('GET /api/admin/passkeys', reply([]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText(/^Nessuna passkey\./)).toBeInTheDocument();
  });

  it('renames a passkey, refusing an empty name before asking the server', async () => {
    let passkeys = [PHONE];
    const api = mockApi({
      'GET /api/admin/passkeys': () => reply(passkeys),
      'PATCH /api/admin/passkeys/4': (call) => {
        passkeys = [{ ...PHONE, name: (call.body as { name: string }).name }];
        return reply(passkeys[0]);
      },
    });
    renderSecurity();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rinomina Telefono di Anna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rinomina passkey' });
    const field = within(dialog).getByLabelText('Nome della passkey');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Dai un nome alla passkey')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await user.type(field, 'iPhone nuovo');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('iPhone nuovo')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'iPhone nuovo' });
  });

  it('removes a passkey after confirmation', async () => {
    let passkeys = [PHONE, LAPTOP];
    mockApi({
      'GET /api/admin/passkeys': () => reply(passkeys),
      'DELETE /api/admin/passkeys/7': () => {
        passkeys = [PHONE];
        return reply(undefined, 204);
      },
    });
    renderSecurity();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rimuovi Portatile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rimuovere questa passkey?' });
    expect(dialog).toHaveTextContent('Portatile');
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(screen.queryByText('Portatile')).not.toBeInTheDocument());
    expect(screen.getByText('Telefono di Anna')).toBeInTheDocument();
  });

  it('explains that this browser cannot make passkeys, and offers no add', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('PublicKeyCredential', undefined);
    mockApi({ 'GET /api/admin/passkeys': reply([]) });
    renderSecurity();
    expect(await screen.findByText(NO_WEBAUTHN)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi passkey' })).toBeDisabled();
  });
});
