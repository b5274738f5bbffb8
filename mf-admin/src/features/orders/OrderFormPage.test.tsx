import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import { contactMessage } from '../../test/message-fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { adminProduct } from '../products/product-fixtures.ts';
import { OrderFormPage } from './OrderFormPage.tsx';
import { order, orderLine } from './order-fixtures.ts';

const BAVAGLINO = adminProduct({
  id: 7,
  name: 'Bavaglino personalizzato con nome',
  price: '15.00',
  leadTimeMinDays: 5,
  leadTimeMaxDays: 7,
});
const PRODUCTS = [BAVAGLINO, adminProduct({ id: 8, name: 'Copertina nascita', price: null })];
const MESSAGE = contactMessage(5, {
  name: 'Giulia Bianchi',
  email: 'giulia@esempio.it',
  subject: 'Bavaglino per Sofia',
  message: 'Vorrei due bavaglini con il nome Sofia ricamato.',
  read: true,
});

const renderNew = (search = '') =>
  renderPage(<OrderFormPage />, { path: `/admin/ordini/nuovo${search}`, pattern: '/admin/ordini/nuovo' });
const renderEdit = () =>
  renderPage(<OrderFormPage />, { path: '/admin/ordini/12', pattern: '/admin/ordini/:id' });

afterEach(() => vi.restoreAllMocks());

describe('OrderFormPage: a new order', () => {
  it("shows the shared schema's Italian messages and sends nothing", async () => {
    const api = mockApi({ 'GET /api/admin/products': reply(PRODUCTS) });
    renderNew();
    expect(document.title).toMatch(/^Nuovo Ordine \| /);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nome del cliente/), 'A');
    await user.type(screen.getByLabelText(/^E-mail/), 'non-una-mail');
    await user.type(screen.getByLabelText(/^Prezzo concordato/), '12,345');
    await user.click(screen.getByRole('button', { name: 'Crea Ordine' }));
    expect(
      await screen.findByText('Il nome del cliente deve essere di almeno 2 caratteri.'),
    ).toBeInTheDocument();
    expect(screen.getByText("Inserisci un'e-mail valida.")).toBeInTheDocument();
    expect(
      screen.getByText('Scegli un prodotto del catalogo oppure scrivi una descrizione.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Inserisci un importo valido in euro, con al massimo due decimali (es. 12,50).'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it("starts from a message: the visitor's name, e-mail and request; a catalogue line; the balance as typed", async () => {
    const api = mockApi({
      'GET /api/admin/products': reply(PRODUCTS),
      'GET /api/admin/messages': reply([MESSAGE]),
      'POST /api/admin/orders': reply(order({ id: 12, messageId: 5 }), 201),
      'GET /api/admin/orders/12': reply(order({ id: 12, messageId: 5 })),
    });
    const { router } = renderNew('?messaggio=5');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Nome del cliente/)).toHaveValue('Giulia Bianchi');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('giulia@esempio.it');
    expect(screen.getByLabelText(/^Note private/)).toHaveValue(
      'Richiesta del 20/11/2026: Bavaglino per Sofia\n\nVorrei due bavaglini con il nome Sofia ricamato.',
    );
    expect(screen.getByRole('link', { name: 'Vai al messaggio di origine' })).toHaveAttribute(
      'href',
      '/admin/messaggi',
    );

    await user.click(screen.getByRole('combobox', { name: 'Prodotto' }));
    await user.click(await screen.findByRole('option', { name: 'Bavaglino personalizzato con nome' }));
    expect(screen.getByText('15,00 € cad. · 5–7 giorni lavorativi')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Descrizione/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Quantità/));
    await user.type(screen.getByLabelText(/^Quantità/), '2');
    await user.type(screen.getByLabelText('Testo da ricamare'), 'Sofia');
    await user.type(screen.getByLabelText('Colori'), 'rosa');
    await user.type(screen.getByLabelText(/^Prezzo concordato/), '45,5');
    expect(screen.getByLabelText('Saldo')).toHaveTextContent('45,50 €');
    await user.type(screen.getByLabelText(/^Acconto ricevuto/), '15');
    expect(screen.getByLabelText('Saldo')).toHaveTextContent('30,50 €');

    await user.click(screen.getByRole('button', { name: 'Crea Ordine' }));
    expect(await screen.findByText('Ordine creato')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/ordini/12'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      customerName: 'Giulia Bianchi',
      customerEmail: 'giulia@esempio.it',
      customerPhone: null,
      lines: [
        {
          productId: 7,
          description: null,
          unitPrice: null,
          quantity: 2,
          personalisation: { text: 'Sofia', colours: 'rosa', notes: null },
          answers: [],
        },
      ],
      agreedTotal: '45.50',
      depositRequested: null,
      deposit: '15.00',
      expectedDelivery: null,
      privateNotes:
        'Richiesta del 20/11/2026: Bavaglino per Sofia\n\nVorrei due bavaglini con il nome Sofia ricamato.',
      messageId: 5,
    });
  });

  it('takes free descriptions, adds and removes lines, and refuses a deposit over the agreed price', async () => {
    const api = mockApi({ 'GET /api/admin/products': reply(PRODUCTS) });
    renderNew();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nome del cliente/), 'Anna Rossi');
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@esempio.it');
    await user.type(screen.getByLabelText(/^Descrizione/), 'Sacca asilo con orsetto');
    await user.click(screen.getByRole('button', { name: 'Aggiungi riga' }));
    expect(screen.getByRole('group', { name: 'Riga 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rimuovi riga 2' }));
    expect(screen.queryByRole('group', { name: 'Riga 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rimuovi riga/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Prezzo concordato/), '20');
    await user.type(screen.getByLabelText(/^Acconto ricevuto/), '25');
    expect(screen.getByLabelText('Saldo')).toHaveTextContent('-5,00 €');
    await user.click(screen.getByRole('button', { name: 'Crea Ordine' }));
    expect(
      await screen.findByText("L'acconto ricevuto non può superare il prezzo concordato."),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});

const SAVED = order({
  status: 'preventivo-inviato',
  allowedTransitions: ['confermato', 'annullato'],
  expectedDelivery: null,
  proposedDelivery: '2026-12-03',
  history: [
    { at: '2026-11-20T09:05:00.000Z', username: 'admin', from: null, to: 'richiesta', note: 'Ordine creato' },
    {
      at: '2026-11-20T10:00:00.000Z',
      username: 'admin',
      from: 'richiesta',
      to: 'preventivo-inviato',
      note: 'Preventivo inviato per e-mail',
    },
  ],
  emails: [
    {
      id: 1,
      kind: 'quote',
      to: 'anna@esempio.it',
      state: 'failed',
      createdAt: '2026-11-20T10:00:00.000Z',
      sentAt: null,
    },
    {
      id: 2,
      kind: 'quote',
      to: 'anna@esempio.it',
      state: 'sent',
      createdAt: '2026-11-20T11:00:00.000Z',
      sentAt: '2026-11-20T11:00:05.000Z',
    },
    {
      id: 3,
      kind: 'shipping',
      to: 'anna@esempio.it',
      state: 'queued',
      createdAt: '2026-11-20T12:00:00.000Z',
      sentAt: null,
    },
  ],
});

describe('OrderFormPage: an existing order', () => {
  it('shows a skeleton, then the order: status, copied line, history and the state of each e-mail', async () => {
    const api = mockApi({
      'GET /api/admin/products': reply(PRODUCTS),
      'GET /api/admin/orders/12': pending(),
    });
    const { unmount } = renderEdit();
    expect(await screen.findByRole('status', { name: 'Caricamento ordine' })).toBeInTheDocument();
    unmount();
    api.set('GET /api/admin/orders/12', reply(SAVED));
    renderEdit();
    const panel = await screen.findByRole('region', { name: 'Ordine n. 12' });
    expect(within(panel).getByText('Preventivo inviato')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Saldo45,00 €');
    expect(within(panel).getByRole('button', { name: 'Conferma' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Invia di nuovo il preventivo' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Annulla ordine' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Spedito' })).not.toBeInTheDocument();

    const line = screen.getByRole('group', { name: 'Riga 1' });
    expect(line).toHaveTextContent('Bavaglino personalizzato con nome');
    expect(line).toHaveTextContent('15,00 € cad. (prezzo al momento dell’ordine)');
    expect(within(line).queryByRole('combobox', { name: 'Prodotto' })).not.toBeInTheDocument();
    expect(within(line).getByLabelText('Testo da ricamare')).toHaveValue('Sofia');

    const emails = screen.getByRole('list', { name: 'E-mail al cliente' });
    expect(
      within(emails)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Preventivo.*Non inviata$/),
      expect.stringMatching(/^Preventivo.*Inviata$/),
      expect.stringMatching(/^Avviso di spedizione.*In coda$/),
    ]);
    const history = screen.getByRole('list', { name: 'Storico dell’ordine' });
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(
      'Richiesta → Preventivo inviato · Preventivo inviato per e-mail20/11/2026, 11:00 · admin',
    );
  });

  it('proposes the delivery date from the lead times and saves the edit with the lines kept by id', async () => {
    // As the server does: once saved, the order is read back as saved.
    let stored = SAVED;
    const api = mockApi({
      'GET /api/admin/products': reply(PRODUCTS),
      'GET /api/admin/orders/12': () => reply(stored),
      'PUT /api/admin/orders/12': () => {
        stored = order({ ...SAVED, expectedDelivery: '2026-12-03', updatedAt: '2026-11-21T08:00:00.000Z' });
        return reply(stored);
      },
    });
    renderEdit();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Usa la data proposta (03/12/2026)' }));
    expect(screen.getByLabelText(/^Consegna prevista/)).toHaveValue('2026-12-03');
    expect(
      screen.getByText('Salva le modifiche prima di cambiare lo stato dell’ordine.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Conferma' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Salva Ordine' }));
    expect(await screen.findByText('Ordine aggiornato')).toBeInTheDocument();
    const body = api.calls.find((call) => call.method === 'PUT')?.body as {
      lines: unknown[];
      expectedDelivery: string;
    };
    expect(body.expectedDelivery).toBe('2026-12-03');
    expect(body.lines).toEqual([
      {
        id: 31,
        productId: 7,
        description: null,
        unitPrice: null,
        quantity: 2,
        personalisation: { text: 'Sofia', colours: 'rosa e bianco', notes: null },
        answers: [],
      },
    ]);
    // Saved, the order is read again into a fresh form: the actions are back. The read and the new
    // form's first render took over 5 s on a busy 2-core machine (seen in CI): a bound, not a speed check.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Conferma' })).toBeEnabled(), {
      timeout: 15_000,
    });
  }, 30_000);

  it("moves the order with the status's action and shows the server's Italian message on a 409", async () => {
    const api = mockApi({
      'GET /api/admin/products': reply(PRODUCTS),
      'GET /api/admin/orders/12': reply(SAVED),
      'POST /api/admin/orders/12/status': reply(
        { message: "Un ordine nello stato 'Preventivo inviato' non può passare a 'Confermato'.", issues: [] },
        409,
      ),
    });
    renderEdit();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    expect(
      await screen.findAllByText(
        "Un ordine nello stato 'Preventivo inviato' non può passare a 'Confermato'.",
      ),
    ).not.toHaveLength(0);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ to: 'confermato' });

    const confirmed = order({
      ...SAVED,
      status: 'confermato',
      allowedTransitions: ['in-lavorazione', 'annullato'],
      updatedAt: '2026-11-21T09:00:00.000Z',
    });
    api.set('POST /api/admin/orders/12/status', reply(confirmed));
    api.set('GET /api/admin/orders/12', reply(confirmed));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Stato aggiornato: Confermato')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Inizia lavorazione' })).toBeInTheDocument();
  });

  it('sends the quote from a request, with an optional message', async () => {
    const request = order();
    const api = mockApi({
      'GET /api/admin/products': reply(PRODUCTS),
      'GET /api/admin/orders/12': reply(request),
      'POST /api/admin/orders/12/quote': reply(SAVED),
    });
    renderEdit();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invia preventivo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invia preventivo' });
    expect(dialog).toHaveTextContent('anna@esempio.it');
    await user.type(within(dialog).getByLabelText('Messaggio per il cliente'), 'Grazie per la richiesta!');
    await user.click(within(dialog).getByRole('button', { name: 'Invia preventivo' }));
    expect(await screen.findByText('Preventivo in invio')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      message: 'Grazie per la richiesta!',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("ships with a tracking link and the notice, refusing a link that isn't one", async () => {
    const ready = order({ status: 'pronto', allowedTransitions: ['spedito', 'annullato'] });
    const api = mockApi({
      'GET /api/admin/products': reply(PRODUCTS),
      'GET /api/admin/orders/12': reply(ready),
      'POST /api/admin/orders/12/status': reply(
        order({ status: 'spedito', allowedTransitions: ['consegnato'] }),
      ),
    });
    renderEdit();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Spedito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Segna come spedito' });
    expect(within(dialog).getByRole('checkbox', { name: 'Invia avviso di spedizione' })).toBeChecked();
    const link = within(dialog).getByLabelText('Link di tracciamento');
    await user.type(link, 'pacco 123');
    await user.click(within(dialog).getByRole('button', { name: 'Spedito' }));
    expect(
      within(dialog).getByText("Inserisci l'indirizzo di tracciamento (https://...)."),
    ).toBeInTheDocument();
    await user.clear(link);
    await user.type(link, 'https://tracking.example/123');
    await user.click(within(dialog).getByRole('button', { name: 'Spedito' }));
    expect(await screen.findByText('Stato aggiornato: Spedito')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      to: 'spedito',
      sendShippingNotice: true,
      trackingUrl: 'https://tracking.example/123',
    });
  });

  it('cancels only after the confirmation', async () => {
    const api = mockApi({
      'GET /api/admin/products': reply(PRODUCTS),
      'GET /api/admin/orders/12': reply(SAVED),
      'POST /api/admin/orders/12/status': reply(order({ status: 'annullato', allowedTransitions: [] })),
    });
    renderEdit();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Annulla ordine' }));
    let dialog = await screen.findByRole('dialog', { name: 'Annullare questo ordine?' });
    expect(dialog).toHaveTextContent('Anna Rossi');
    await user.click(within(dialog).getByRole('button', { name: 'Torna all’ordine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Annulla ordine' }));
    dialog = await screen.findByRole('dialog', { name: 'Annullare questo ordine?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla ordine' }));
    expect(await screen.findByText('Stato aggiornato: Annullato')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ to: 'annullato' });
  });

  it('shows a delivered order read-only, without actions', async () => {
    mockApi({
      'GET /api/admin/products': reply(PRODUCTS),
      'GET /api/admin/orders/12': reply(
        order({ status: 'consegnato', allowedTransitions: [], lines: [orderLine()] }),
      ),
    });
    renderEdit();
    expect(await screen.findByLabelText(/^Nome del cliente/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salva Ordine' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annulla ordine' })).not.toBeInTheDocument();
  });

  it('says when the order does not exist, and offers a retry on other errors', async () => {
    const api = mockApi({
      'GET /api/admin/products': reply(PRODUCTS),
      'GET /api/admin/orders/12': reply({ message: 'Ordine non trovato', issues: [] }, 404),
    });
    const { unmount } = renderEdit();
    expect(await screen.findByText('Ordine non trovato.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna agli ordini' })).toHaveAttribute('href', '/admin/ordini');
    unmount();
    api.set('GET /api/admin/orders/12', reply({ message: 'Servizio non disponibile', issues: [] }, 503));
    renderEdit();
    expect(await screen.findByText('Errore nel recupero dell’ordine')).toBeInTheDocument();
    api.set('GET /api/admin/orders/12', reply(SAVED));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('region', { name: 'Ordine n. 12' })).toBeInTheDocument();
  });
});
