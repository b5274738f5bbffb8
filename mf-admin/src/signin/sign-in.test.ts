import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply, type Reply } from '@vetrina/web-kit/test/api-mock';
// The document the gateway serves: the script is tested against the very markup it enhances.
import { signInDocument } from '../../../gateway/src/admin-signin/sign-in-document.ts';
import { startAuthentication } from '@simplewebauthn/browser';
import { goTo } from './go-to.ts';

vi.mock('./go-to.ts', () => ({ goTo: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(async () => ({ id: 'cred-1' })) }));

const ADMIN = { id: 1, username: 'anna', isAdmin: true };
const NO_SESSION = reply({ message: 'Sessione non valida', issues: [] }, 401);
const WRONG = 'Nome utente o password non corretti. Riprova.';

/** The document as served for a signed-out visit of `next`, with its script run. */
async function openSignIn(next = '/admin/ordini', tamper?: () => void) {
  const served = new DOMParser().parseFromString(signInDocument(next), 'text/html');
  document.head.innerHTML = served.head.innerHTML;
  document.body.innerHTML = served.body.innerHTML;
  tamper?.();
  vi.resetModules();
  await import('./sign-in.ts');
}

const user = () => userEvent.setup();
const submit = () => screen.getByRole('button', { name: /^Accedi$|^Accesso in corso/ });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.mocked(goTo).mockClear();
  Reflect.deleteProperty(window, 'PublicKeyCredential');
});

describe('the sign-in document’s script', () => {
  it('says what is missing before asking the server', async () => {
    const api = mockApi({ 'GET /api/admin/session': NO_SESSION });
    await openSignIn();
    await user().click(submit());
    expect(screen.getByText('Inserisci il tuo nome utente')).toBeVisible();
    expect(screen.getByText('Inserisci la tua password')).toBeVisible();
    expect(screen.getByLabelText('Nome utente')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nome utente')).toHaveFocus();
    expect(api.calls.filter((c) => c.path === '/api/admin/login')).toHaveLength(0);
  });

  it('signs in, saying so while it waits, and goes to the asked page with a greeting for the app', async () => {
    let answer: (value: Reply<unknown>) => void = () => {};
    const api = mockApi({
      'GET /api/admin/session': NO_SESSION,
      'POST /api/admin/login': () => new Promise<Reply<unknown>>((resolve) => (answer = resolve)),
    });
    await openSignIn('/admin/ordini?stato=nuovo');
    await user().type(screen.getByLabelText('Nome utente'), 'anna');
    await user().type(screen.getByLabelText('Password'), 'una-password-lunga');
    await user().click(submit());
    expect(await screen.findByRole('button', { name: 'Accesso in corso...' })).toBeDisabled();
    answer(reply(ADMIN));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/admin/ordini?stato=nuovo'));
    expect(api.calls.find((c) => c.path === '/api/admin/login')?.body).toEqual({
      username: 'anna',
      password: 'una-password-lunga',
    });
    expect(sessionStorage.getItem('vetrina-signed-in')).toBe('1');
  });

  it('on wrong credentials shows the Italian error, empties and focuses the password, keeps the name', async () => {
    mockApi({
      'GET /api/admin/session': NO_SESSION,
      'POST /api/admin/login': reply({ message: 'Credenziali non valide', issues: [] }, 401),
    });
    await openSignIn();
    await user().type(screen.getByLabelText('Nome utente'), 'anna');
    await user().type(screen.getByLabelText('Password'), 'sbagliata');
    await user().click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);
    expect(screen.getByLabelText('Nome utente')).toHaveValue('anna');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(submit()).toHaveTextContent('Accedi');
    expect(submit()).toBeEnabled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it("shows the server's message after too many attempts, and a calm one when the service is down", async () => {
    const message = 'Troppi tentativi di accesso. Riprova tra 15 minuti.';
    const api = mockApi({
      'GET /api/admin/session': NO_SESSION,
      'POST /api/admin/login': reply({ message, issues: [] }, 429),
    });
    await openSignIn();
    await user().type(screen.getByLabelText('Nome utente'), 'anna');
    await user().type(screen.getByLabelText('Password'), 'x');
    await user().click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    api.set('POST /api/admin/login', reply({ message: 'Servizio non disponibile', issues: [] }, 503));
    await user().type(screen.getByLabelText('Password'), 'x');
    await user().click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Il servizio di accesso non è al momento disponibile. Riprova più tardi.',
      ),
    );
  });

  it('goes on at once when the session is still valid (a link from another site carries no cookie)', async () => {
    mockApi({ 'GET /api/admin/session': reply(ADMIN) });
    await openSignIn('/admin/messaggi/4');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/admin/messaggi/4'));
  });

  it('never leaves the admin area, even when the page was tampered with', async () => {
    mockApi({ 'GET /api/admin/session': NO_SESSION, 'POST /api/admin/login': reply(ADMIN) });
    await openSignIn('/admin/ordini', () => {
      document.querySelector<HTMLInputElement>('input[name="next"]')!.value = 'https://evil.example/admin';
    });
    await user().type(screen.getByLabelText('Nome utente'), 'anna');
    await user().type(screen.getByLabelText('Password'), 'una-password-lunga');
    await user().click(submit());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/admin/'));
  });

  it('confirms a sign-out once', async () => {
    mockApi({ 'GET /api/admin/session': NO_SESSION });
    sessionStorage.setItem('vetrina-signed-out', '1');
    await openSignIn();
    expect(screen.getByRole('status')).toHaveTextContent('Logout effettuato. A presto!');
    expect(sessionStorage.getItem('vetrina-signed-out')).toBeNull();
  });

  it('offers the passkey only where the browser has WebAuthn, and signs in with it', async () => {
    const api = mockApi({
      'GET /api/admin/session': NO_SESSION,
      'POST /api/admin/passkeys/login/options': reply({ flowId: 'flow-1', optionsJSON: { challenge: 'c' } }),
      'POST /api/admin/passkeys/login/verify': reply(ADMIN),
    });
    await openSignIn();
    expect(screen.queryByRole('button', { name: 'Accedi con passkey' })).not.toBeInTheDocument();

    Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
    await openSignIn('/admin/ordini');
    await user().click(screen.getByRole('button', { name: 'Accedi con passkey' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/admin/ordini'));
    expect(api.calls.find((c) => c.path === '/api/admin/passkeys/login/verify')?.body).toEqual({
      flowId: 'flow-1',
      response: { id: 'cred-1' },
    });
  });

  it("shows the server's Italian message when a passkey is refused", async () => {
    const message = 'Passkey non riconosciuta.';
    mockApi({
      'GET /api/admin/session': NO_SESSION,
      'POST /api/admin/passkeys/login/options': reply({ flowId: 'flow-2', optionsJSON: { challenge: 'c' } }),
      'POST /api/admin/passkeys/login/verify': reply({ message, issues: [] }, 401),
    });
    Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
    await openSignIn();
    await user().click(screen.getByRole('button', { name: 'Accedi con passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Accedi con passkey' })).toBeEnabled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it("says so calmly when she closes the device's prompt", async () => {
    mockApi({
      'GET /api/admin/session': NO_SESSION,
      'POST /api/admin/passkeys/login/options': reply({ flowId: 'flow-3', optionsJSON: { challenge: 'c' } }),
    });
    vi.mocked(startAuthentication).mockRejectedValueOnce(new DOMException('closed', 'NotAllowedError'));
    Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
    await openSignIn();
    await user().click(screen.getByRole('button', { name: 'Accedi con passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Operazione annullata o scaduta. Riprova quando vuoi.',
    );
  });
});
