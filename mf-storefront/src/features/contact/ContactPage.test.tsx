import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { mockApi, renderPage, type ApiRequest } from '../../test/render.tsx';
import { ContactPage } from './ContactPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const FIRST = { token: 'token-1', questionIndex: 0, question: 'Quanto fa 2 + 3?' };
const SECOND = { token: 'token-2', questionIndex: 3, question: 'Quale animale fa "miao"?' };
const SLOW = { timeout: 4000 };

/** GET /api/contact/form hands out FIRST, then SECOND, then SECOND again. */
function tokens() {
  const handedOut = [FIRST, SECOND];
  return () => handedOut.shift() ?? SECOND;
}

function renderContact(route = '/contatti') {
  return renderPage(
    <SnackbarProvider maxSnack={1}>
      <ContactPage />
    </SnackbarProvider>,
    { route, path: '/contatti' },
  );
}

async function fillForm(answer = '5') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Nome/, undefined, SLOW), 'Giulia');
  await user.type(screen.getByLabelText(/^Email/), 'giulia@example.it');
  await user.type(screen.getByLabelText(/^Oggetto/), 'Copertina');
  await user.type(screen.getByLabelText(/^Messaggio/), 'Vorrei una copertina con il nome Sofia.');
  await user.type(screen.getByLabelText(/Domanda di sicurezza/), answer);
  return user;
}

describe('Contact page', () => {
  it('shows the skeleton, then the labelled form with the question and the hidden anti-bot fields', async () => {
    mockApi({ '/api/contact/form': FIRST });
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contattaci' })).toBeInTheDocument();
    expect(screen.getByTestId('contact-form-skeleton')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Modulo di contatto' }, SLOW);
    expect(screen.queryByTestId('contact-form-skeleton')).not.toBeInTheDocument();
    for (const label of [/^Nome/, /^Email/, /^Oggetto/, /^Messaggio/])
      expect(within(form).getByLabelText(label)).toBeRequired();
    expect(within(form).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText(/^Nome/)).toHaveAttribute('minLength', '2');
    expect(within(form).getByLabelText(/^Messaggio/)).toHaveAttribute('minLength', '10');
    expect(within(form).getByLabelText(/^Domanda di sicurezza: Quanto fa 2 \+ 3\?/)).toBeRequired();
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(form.querySelector('input[type="hidden"][name="questionIndex"]')).toHaveValue('0');
    expect(form.querySelector('input[type="hidden"][name="formToken"]')).toHaveValue('token-1');
    // The e-mail and social links stay on the page.
    expect(screen.getByRole('link', { name: /info@vetrinacreazioni\.it/ })).toHaveAttribute(
      'href',
      'mailto:info@vetrinacreazioni.it',
    );
  });

  it('pre-fills the subject from ?oggetto=', async () => {
    mockApi({ '/api/contact/form': FIRST });
    renderContact('/contatti?oggetto=Richiesta%20di%20preventivo');
    expect(await screen.findByLabelText(/^Oggetto/, undefined, SLOW)).toHaveValue('Richiesta di preventivo');
  });

  it('shows the spec messages under the fields and sends nothing while they are wrong', async () => {
    const { calls } = mockApi({ '/api/contact/form': FIRST });
    renderContact();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nome/, undefined, SLOW), 'G');
    await user.type(screen.getByLabelText(/^Email/), 'non-una-email');
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    for (const message of [
      'Il nome deve contenere almeno 2 caratteri',
      'Inserisci un indirizzo email valido',
      "L'oggetto deve contenere almeno 3 caratteri",
      'Il messaggio deve contenere almeno 10 caratteri',
      'La risposta di sicurezza è obbligatoria',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((url) => url === '/api/contact')).toEqual([]);
  });

  it('sends, shows "Invio in corso...", then the thank-you and the toast; another message gets an empty form and a new token', async () => {
    const sent: unknown[] = [];
    let answer: (reply: unknown) => void = () => undefined;
    mockApi({
      '/api/contact/form': tokens(),
      '/api/contact': ({ body }: ApiRequest) => {
        sent.push(body);
        return new Promise((resolve) => (answer = resolve));
      },
    });
    renderContact();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByRole('button', { name: 'Invio in corso...' })).toBeDisabled();
    answer({ status: 201, body: { message: 'Messaggio inviato!' } });

    expect(await screen.findByRole('heading', { name: 'Grazie per averci contattato!' })).toBeInTheDocument();
    expect(
      screen.getByText('Abbiamo ricevuto il tuo messaggio e ti risponderemo al più presto.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Messaggio inviato!')).toBeInTheDocument();
    expect(screen.getByText('Ti risponderemo al più presto.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Giulia',
        email: 'giulia@example.it',
        subject: 'Copertina',
        message: 'Vorrei una copertina con il nome Sofia.',
        website: '',
        securityAnswer: '5',
        questionIndex: 0,
        formToken: 'token-1',
      },
    ]);

    await user.click(screen.getByRole('link', { name: 'Invia un altro messaggio' }));
    const form = await screen.findByRole('form', {}, SLOW);
    expect(within(form).getByLabelText(/^Nome/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Messaggio/)).toHaveValue('');
    expect(within(form).getByText(SECOND.question)).toBeInTheDocument();
    expect(form.querySelector('input[name="formToken"]')).toHaveValue('token-2');
  });

  it('a refused security check: the spec toast, the text kept, a new token and question', async () => {
    const sentTokens: unknown[] = [];
    mockApi({
      '/api/contact/form': tokens(),
      '/api/contact': ({ body }: ApiRequest) => {
        sentTokens.push((body as { formToken: string }).formToken);
        return { status: 422, body: { message: 'Verifica di sicurezza fallita', issues: [] } };
      },
    });
    renderContact();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByText('Verifica di sicurezza fallita')).toBeInTheDocument();
    expect(
      screen.getByText('Il sistema ha rilevato un comportamento anomalo. Si prega di riprovare più tardi.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(SECOND.question)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Giulia');
    expect(screen.getByLabelText(/^Messaggio/)).toHaveValue('Vorrei una copertina con il nome Sofia.');
    // The old answer was for another question.
    expect(screen.getByLabelText(/Domanda di sicurezza/)).toHaveValue('');
    await user.type(screen.getByLabelText(/Domanda di sicurezza/), 'gatto');
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    await waitFor(() => expect(sentTokens).toEqual(['token-1', 'token-2']));
  });

  it.each([
    [
      429,
      { message: 'Hai inviato troppi messaggi. Riprova tra qualche minuto.' },
      'Hai inviato troppi messaggi. Riprova tra qualche minuto.',
    ],
    [500, { message: 'boom' }, "Si è verificato un errore durante l'invio del messaggio. Riprova più tardi."],
  ])('an answer %i shows its toast and keeps the form', async (status, body, text) => {
    mockApi({ '/api/contact/form': tokens(), '/api/contact': { status, body } });
    renderContact();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Errore')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Oggetto/)).toHaveValue('Copertina');
  });

  it('shows the server field messages of a 400 answer under their fields', async () => {
    mockApi({
      '/api/contact/form': tokens(),
      '/api/contact': {
        status: 400,
        body: { message: 'Dati non validi', issues: [{ path: ['email'], message: 'Indirizzo rifiutato' }] },
      },
    });
    renderContact();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByText('Indirizzo rifiutato')).toBeInTheDocument();
    expect(screen.getByText('Errore')).toBeInTheDocument();
  });

  it('after a form posted without JavaScript: ?inviato=1 shows the thank-you without asking for a token', async () => {
    const { calls } = mockApi({ '/api/contact/form': FIRST });
    renderContact('/contatti?inviato=1');
    expect(screen.getByRole('heading', { name: 'Grazie per averci contattato!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invia un altro messaggio' })).toHaveAttribute(
      'href',
      '/contatti',
    );
    expect(calls).toEqual([]);
  });

  it.each([
    ['verifica', 'Verifica di sicurezza fallita'],
    ['dati', 'Controlla i dati inseriti'],
    ['limite', 'Troppi messaggi'],
    ['invio', 'Errore'],
  ])('?errore=%s explains the refusal above a new form', async (code, title) => {
    mockApi({ '/api/contact/form': FIRST });
    renderContact(`/contatti?errore=${code}`);
    expect(within(screen.getByRole('alert')).getByText(title)).toBeInTheDocument();
    expect(await screen.findByRole('form', {}, SLOW)).toBeInTheDocument();
  });

  it('says when the form cannot be loaded, and retries', async () => {
    const replies: unknown[] = [{ status: 503, body: { message: 'down' } }, FIRST];
    mockApi({ '/api/contact/form': () => replies.shift() });
    renderContact();
    expect(await screen.findByText('Modulo non disponibile', undefined, SLOW)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('form')).toBeInTheDocument();
  });
});
