import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '@vetrina/contracts';
import { mockApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import type { HandlerTable } from '@vetrina/web-kit/test/api-mock';
import { createTestQueryClient, renderPage, renderRoutes } from '../../test/render.tsx';
import { MessagesPage } from './MessagesPage.tsx';
import { unreadCountKey } from './messages-api.ts';
import { AdminNav } from '../../layout/AdminNav.tsx';
import { contactMessage } from '../../test/message-fixtures.ts';

const UNREAD = contactMessage(1);
const READ = contactMessage(2, {
  name: 'Marco Bianchi',
  email: 'marco@posta.com',
  read: true,
  mailStatus: 'failed',
});
const SPAM = contactMessage(3, {
  name: 'Bot',
  email: 'bot@spam.example',
  folder: 'quarantine',
  mailStatus: 'pending',
});

/** GET /api/admin/messages answers by its ?folder=. */
function mockInbox(
  folders: { inbox: ContactMessage[]; quarantine?: ContactMessage[] },
  extra: HandlerTable = {},
) {
  return mockApi({
    'GET /api/admin/messages': (_call, url) =>
      reply(url.searchParams.get('folder') === 'quarantine' ? (folders.quarantine ?? []) : folders.inbox),
    ...extra,
  });
}

const renderMessages = (path = '/admin/messaggi') =>
  renderPage(<MessagesPage />, { path, pattern: '/admin/messaggi' });
const card = (subject: string) => screen.getByRole('article', { name: subject });

afterEach(() => vi.restoreAllMocks());

describe('MessagesPage', () => {
  it('shows six placeholder cards while loading', async () => {
    mockApi({ 'GET /api/admin/messages': pending() });
    renderMessages();
    expect(await screen.findByRole('status', { name: 'Caricamento messaggi' })).toBeInTheDocument();
    expect(screen.getAllByTestId('message-skeleton')).toHaveLength(6);
    expect(document.title).toMatch(/^Messaggi \| /);
  });

  it('shows each message as a card: subject, sender, domain, date, unread mark and e-mail status', async () => {
    mockInbox({ inbox: [UNREAD, READ] });
    renderMessages();
    const unread = await screen.findByRole('article', { name: 'Richiesta 1' });
    expect(within(unread).getByRole('heading', { level: 2 })).toHaveTextContent('Richiesta 1');
    expect(unread).toHaveTextContent('Anna Rossi');
    expect(within(unread).getByText('esempio.it')).toBeInTheDocument();
    expect(within(unread).getByText('20/11/2026, 10:05')).toHaveAttribute('datetime', UNREAD.createdAt);
    expect(within(unread).getByText('Nuovo')).toBeInTheDocument();
    expect(within(unread).getByText('E-mail inviata')).toBeInTheDocument();
    expect(within(unread).getByRole('button', { name: 'Segna come letto' })).toBeInTheDocument();
    expect(unread).toHaveTextContent(UNREAD.message);
    // 'Crea ordine' opens a new order prefilled from this message (issue 20).
    expect(within(unread).getByRole('link', { name: 'Crea ordine' })).toHaveAttribute(
      'href',
      '/admin/ordini/nuovo?messaggio=1',
    );

    const read = card('Richiesta 2');
    expect(within(read).queryByText('Nuovo')).not.toBeInTheDocument();
    expect(within(read).getByText('Invio non riuscito')).toBeInTheDocument();
    expect(within(read).getByRole('button', { name: 'Segna come non letto' })).toBeInTheDocument();
  });

  it("replies with a mailto link: 'Re: ' subject, greeting and the message quoted", async () => {
    mockInbox({ inbox: [UNREAD] });
    renderMessages();
    const link = within(await screen.findByRole('article', { name: 'Richiesta 1' })).getByRole('link', {
      name: 'Rispondi',
    });
    const href = new URL(link.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('anna@esempio.it');
    expect(href.searchParams.get('subject')).toBe('Re: Richiesta 1');
    expect(href.searchParams.get('body')).toMatch(/^Gentile Anna Rossi,/);
    expect(href.searchParams.get('body')).toContain(`> ${UNREAD.message}`);
  });

  it('says when the inbox is empty', async () => {
    mockInbox({ inbox: [] });
    renderMessages();
    expect(await screen.findByText('Nessun messaggio ricevuto')).toBeInTheDocument();
  });

  it('shows the load error with a retry that reloads the messages', async () => {
    const api = mockApi({
      'GET /api/admin/messages': reply({ message: 'Servizio non disponibile', issues: [] }, 503),
    });
    renderMessages();
    expect(
      await screen.findByText('Non è stato possibile caricare i messaggi. Riprova più tardi.'),
    ).toBeInTheDocument();
    api.set('GET /api/admin/messages', reply([UNREAD]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: 'Richiesta 1' })).toBeInTheDocument();
  });

  it('marks a message read at once, before the server answers', async () => {
    const api = mockInbox({ inbox: [UNREAD] }, { 'PATCH /api/admin/messages/1': pending() });
    renderMessages();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Richiesta 1' })).getByRole('button', {
        name: 'Segna come letto',
      }),
    );
    expect(
      await within(card('Richiesta 1')).findByRole('button', { name: 'Segna come non letto' }),
    ).toBeDisabled();
    expect(within(card('Richiesta 1')).queryByText('Nuovo')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/admin/messages/1',
      body: { read: true },
    });
  });

  it('puts the unread mark back and says so when marking fails', async () => {
    mockInbox({ inbox: [UNREAD] }, { 'PATCH /api/admin/messages/1': reply('', 502) });
    renderMessages();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Richiesta 1' })).getByRole('button', {
        name: 'Segna come letto',
      }),
    );
    expect(await screen.findByText('Non è stato possibile aggiornare il messaggio')).toBeInTheDocument();
    expect(within(card('Richiesta 1')).getByRole('button', { name: 'Segna come letto' })).toBeEnabled();
    expect(within(card('Richiesta 1')).getByText('Nuovo')).toBeInTheDocument();
  });

  it('deletes after a confirmation naming subject, sender and e-mail, then refreshes the list', async () => {
    let inbox = [UNREAD, READ];
    const api = mockInbox(
      {
        get inbox() {
          return inbox;
        },
      },
      {
        'DELETE /api/admin/messages/2': () => {
          inbox = [UNREAD];
          return reply(undefined, 204);
        },
      },
    );
    renderMessages();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Richiesta 2' })).getByRole('button', {
        name: 'Elimina',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare questo messaggio?' });
    expect(dialog).toHaveTextContent('Richiesta 2');
    expect(dialog).toHaveTextContent('Marco Bianchi');
    expect(dialog).toHaveTextContent('marco@posta.com');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Messaggio eliminato')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Richiesta 2' })).not.toBeInTheDocument(),
    );
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says when a message could not be deleted', async () => {
    mockInbox({ inbox: [UNREAD] }, { 'DELETE /api/admin/messages/1': reply('', 502) });
    renderMessages();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Richiesta 1' })).getByRole('button', {
        name: 'Elimina',
      }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Non è stato possibile eliminare il messaggio')).toBeInTheDocument();
    // The dialog stays open: the owner may try again or cancel, and the message is still there.
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annulla' }));
    expect(await screen.findByRole('article', { name: 'Richiesta 1' })).toBeInTheDocument();
  });

  it("shows the quarantine and releases a message with 'Non è spam'", async () => {
    let inbox: ContactMessage[] = [];
    let quarantine = [SPAM];
    const api = mockInbox(
      {
        get inbox() {
          return inbox;
        },
        get quarantine() {
          return quarantine;
        },
      },
      {
        'POST /api/admin/messages/3/release': () => {
          inbox = [{ ...SPAM, folder: 'inbox' }];
          quarantine = [];
          return reply(inbox[0]);
        },
      },
    );
    const { router } = renderMessages();
    const user = userEvent.setup();
    await screen.findByText('Nessun messaggio ricevuto');
    await user.click(screen.getByRole('tab', { name: 'Quarantena' }));
    expect(router.state.location.search).toBe('?cartella=quarantena');
    const spam = await screen.findByRole('article', { name: 'Richiesta 3' });
    expect(spam).toHaveTextContent('In quarantena: nessuna e-mail inviata');
    expect(within(spam).queryByRole('link', { name: 'Rispondi' })).not.toBeInTheDocument();
    await user.click(within(spam).getByRole('button', { name: 'Non è spam' }));
    expect(await screen.findByText('Messaggio spostato in Posta in arrivo')).toBeInTheDocument();
    expect(await screen.findByText('Nessun messaggio in quarantena')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/admin/messages/3/release')).toBe(
      true,
    );

    await user.click(screen.getByRole('tab', { name: 'Posta in arrivo' }));
    expect(await screen.findByRole('article', { name: 'Richiesta 3' })).toHaveTextContent('Invio in corso');
  });

  it('opens the quarantine from the address', async () => {
    mockInbox({ inbox: [UNREAD], quarantine: [] });
    renderMessages('/admin/messaggi?cartella=quarantena');
    expect(await screen.findByText('Nessun messaggio in quarantena')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Quarantena' })).toHaveAttribute('aria-selected', 'true');
  });

  it('rereads an unread count older than 5 minutes when the inbox opens, and keeps a fresh one', async () => {
    const api = mockInbox({ inbox: [] }, { 'GET /api/admin/messages/unread-count': reply({ unread: 2 }) });
    const countReads = () => api.calls.filter((c) => c.path === '/api/admin/messages/unread-count').length;
    const client = createTestQueryClient();
    const minutesAgo = (minutes: number) => ({ updatedAt: Date.now() - minutes * 60_000 });
    client.setQueryData(unreadCountKey, 0, minutesAgo(1));
    // The admin shell: the nav stays mounted while pages change.
    const shell = (
      <>
        <AdminNav />
        <Outlet />
      </>
    );
    const { router } = renderRoutes(
      [
        {
          element: shell,
          children: [
            { path: 'admin/dashboard', element: <p>Pagina dashboard</p> },
            { path: 'admin/messaggi', element: <MessagesPage /> },
          ],
        },
      ],
      '/admin/messaggi',
      client,
    );
    await screen.findByText('Nessun messaggio ricevuto');
    expect(countReads()).toBe(0);

    await router.navigate('/admin/dashboard');
    await screen.findByText('Pagina dashboard');
    client.setQueryData(unreadCountKey, 0, minutesAgo(6));
    await router.navigate('/admin/messaggi');
    expect(await screen.findByRole('link', { name: 'Messaggi, 2 non letti' })).toBeInTheDocument();
    expect(countReads()).toBe(1);
  });
});
