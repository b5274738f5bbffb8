import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateIsland } from '../../test/hydrate-island.tsx';
import { renderServerPage } from '../../test/server-page.tsx';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';
import { contactPage } from './contact-page.tsx';

const TOKEN = { token: 'signed.token', questionIndex: 2, question: 'Quanto fa 10 - 7?' };

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The attributes of the input or textarea named `name` in server markup. */
const field = (html: string, name: string) =>
  new RegExp(`<(?:input|textarea) [^>]*name="${name}"[^>]*>`).exec(html)?.[0].match(/[\w-]+="[^"]*"/g) ?? [];

describe('Contact page (server render)', () => {
  it('holds the skeleton for scripts and, in <noscript>, a plain form that posts to /api/contact', async () => {
    const { html, islands } = await renderServerPage(contactPage, {
      search: 'oggetto=Richiesta%20di%20preventivo',
      answers: { '/api/contact/form': TOKEN },
    });
    expect(islands).toEqual([{ name: 'ContactForm', hydrate: 'load' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Contattaci' })).toBeInTheDocument();
    expect(screen.getByTestId('contact-form-skeleton')).toBeInTheDocument();
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';
    const formTag = /<form [^>]*>/.exec(noscript)?.[0] ?? '';
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/api/contact"');
    expect(noscript).toContain('[data-contact-skeleton]{display:none!important}');
    expect(noscript).toContain('Quanto fa 10 - 7?');
    expect(noscript).toMatch(/<input type="hidden" name="formToken" value="signed.token"\/>/);
    expect(noscript).toMatch(/<input type="hidden" name="questionIndex" value="2"\/>/);
    expect(field(noscript, 'name')).toEqual(expect.arrayContaining(['required=""', 'minLength="2"']));
    expect(field(noscript, 'email')).toEqual(expect.arrayContaining(['required=""', 'type="email"']));
    expect(field(noscript, 'subject')).toContain('value="Richiesta di preventivo"');
    expect(field(noscript, 'message')).toEqual(expect.arrayContaining(['required=""', 'minLength="10"']));
    expect(field(noscript, 'website')).toEqual(
      expect.arrayContaining(['tabindex="-1"', 'autoComplete="off"']),
    );
  });

  it('shows the thank-you after ?inviato=1 and the reason after ?errore=', async () => {
    await renderServerPage(contactPage, { search: 'inviato=1', answers: {} });
    expect(screen.getByRole('heading', { name: 'Grazie per averci contattato!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invia un altro messaggio' })).toHaveAttribute(
      'href',
      '/contatti',
    );

    await renderServerPage(contactPage, {
      search: 'errore=verifica',
      answers: { '/api/contact/form': TOKEN },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Verifica di sicurezza fallita');
  });

  it('says the form is unavailable (503) when no token could be read', async () => {
    const { status, html } = await renderServerPage(contactPage, { answers: {} });
    expect(status).toBe(503);
    expect(html).toContain('Modulo non disponibile');
  });
});

describe('ContactForm island', () => {
  const props: ContactFormProps = { form: TOKEN, subject: '', sent: false, errorCode: 'verifica' };

  async function showForm() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const hydrated = await hydrateIsland(ContactForm, props);
    await act(async () => {
      vi.advanceTimersByTime(800);
    });
    return hydrated;
  }

  /** Fills every field with valid text, the given security answer, and sends. */
  async function fillAndSend(securityAnswer: string) {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText(/^Nome/), 'Giulia Bianchi');
    await user.type(screen.getByLabelText(/^Email/), 'giulia.bianchi@example.it');
    await user.type(screen.getByLabelText(/^Oggetto/), 'Copertina');
    await user.type(screen.getByLabelText(/^Messaggio/), 'Vorrei una copertina con il nome Sofia.');
    await user.type(screen.getByLabelText(/^Domanda di sicurezza/), securityAnswer);
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    return user;
  }

  it("hydrates without mismatch, then checks the fields with the spec's messages before sending", async () => {
    const send = vi.fn();
    vi.stubGlobal('fetch', send);
    const { problems } = await showForm();
    expect(problems).toEqual([]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText(/^Nome/), 'G');
    await user.type(screen.getByLabelText(/^Email/), 'giulia@');
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(screen.getByText('Il nome deve contenere almeno 2 caratteri')).toBeInTheDocument();
    expect(screen.getByText('Inserisci un indirizzo email valido')).toBeInTheDocument();
    expect(screen.getByText("L'oggetto deve contenere almeno 3 caratteri")).toBeInTheDocument();
    expect(screen.getByText('Il messaggio deve contenere almeno 10 caratteri')).toBeInTheDocument();
    expect(screen.getByText('La risposta di sicurezza è obbligatoria')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveFocus();
    expect(screen.getByLabelText(/^Nome/)).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
    // Corrected fields lose their message as the visitor types.
    await user.type(screen.getByLabelText(/^Nome/), 'iulia');
    expect(screen.queryByText('Il nome deve contenere almeno 2 caratteri')).not.toBeInTheDocument();
  });

  it('sends the token it was shown with, then shows the thank-you panel and a toast', async () => {
    const send = vi.fn(async () => new Response(null, { status: 201 }));
    vi.stubGlobal('fetch', send);
    await showForm();
    const user = await fillAndSend('tre');

    expect(await screen.findByRole('heading', { name: 'Grazie per averci contattato!' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Messaggio inviato!Ti risponderemo al più presto.');
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'Giulia Bianchi',
      securityAnswer: 'tre',
      website: '',
      questionIndex: 2,
      formToken: 'signed.token',
    });
    await user.click(screen.getByRole('button', { name: 'Chiudi notifica' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the text after a refusal, says why, and fetches a new token (another question: answer cleared)', async () => {
    const send = vi.fn(async (url: string) =>
      url === '/api/contact/form'
        ? Response.json({ token: 'new.token', questionIndex: 0, question: 'Quanto fa 2 + 3?' })
        : Response.json({ message: 'Verifica di sicurezza fallita', issues: [] }, { status: 422 }),
    );
    vi.stubGlobal('fetch', send);
    await showForm();
    await fillAndSend('sbagliato');

    expect(await screen.findByText('Quanto fa 2 + 3?')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Verifica di sicurezza fallitaIl sistema ha rilevato un comportamento anomalo. Si prega di riprovare più tardi.',
    );
    expect(screen.getByLabelText(/^Oggetto/)).toHaveValue('Copertina');
    expect(screen.getByLabelText(/^Domanda di sicurezza/)).toHaveValue('');
    expect(document.querySelector('input[name="formToken"]')).toHaveValue('new.token');
  });
});
