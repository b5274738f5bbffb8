import { randomBytes } from 'node:crypto';
import { expectScreensAxeClean } from '../support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, adminAndVisitorApis, apiSignIn, toast } from '../support/admin-session.ts';
import { findMessage, messagesNavName, sendContactMessage, unreadCount } from '../support/contact-api.ts';
import { newPage, themedPage } from '../support/storefront-fixtures.ts';
import { waitForMail } from '../support/mail-sink.ts';

/**
 * The owner's side of the contact form and the testimonials: a visitor's message reaches the inbox
 * unread (badge in the nav), is answered by mail, marked read and deleted; a bot's message waits in
 * quarantine until released; a testimonial written in the admin shows on Home at once.
 */

const apis = adminAndVisitorApis();

const unique = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;
const messagesNav = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Navigazione amministrazione' })
    .getByRole('link', { name: /^Messaggi/ });
const card = (page: Page, subject: string) => page.getByRole('article', { name: subject });

test('a message arrives unread with the nav badge; the owner replies, marks it read and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sent = {
    name: 'Giulia Bianchi',
    email: 'giulia.bianchi@example.it',
    subject: unique('Copertina per Sofia'),
    message: 'Buongiorno,\nvorrei una copertina con il nome Sofia ricamato.',
  };
  await sendContactMessage(apis.visitor, sent);
  const unread = await unreadCount(apis.admin);
  expect(unread).toBeGreaterThan(0);

  await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  await page.goto('/admin/messaggi');
  await expect(page).toHaveTitle(/^Messaggi \| /);
  await expect(messagesNav(page)).toHaveAccessibleName(messagesNavName(unread));
  const message = card(page, sent.subject);
  await expect(message.getByText('Nuovo', { exact: true })).toBeVisible();
  await expect(message).toContainText(sent.name);
  await expect(message.getByText('example.it', { exact: true })).toBeVisible();
  await expect(message).toContainText('vorrei una copertina con il nome Sofia ricamato.');

  // Reply: the visitor's address, 'Re: ' subject, greeting, original text quoted.
  const href = await message.getByRole('link', { name: 'Rispondi' }).getAttribute('href');
  const mailto = new URL(href!);
  expect(mailto.protocol).toBe('mailto:');
  expect(mailto.pathname).toBe(sent.email);
  expect(mailto.searchParams.get('subject')).toBe(`Re: ${sent.subject}`);
  const body = mailto.searchParams.get('body')!;
  expect(body.startsWith(`Gentile ${sent.name},`)).toBe(true);
  expect(body).toContain('> Buongiorno,\r\n> vorrei una copertina con il nome Sofia ricamato.');

  // The owner's notification went out (to the e2e system's SMTP server, scripts/src/e2e-mail-sink.ts).
  await expect.poll(async () => (await findMessage(apis.admin, sent.subject))?.mailStatus).toBe('sent');
  expect((await waitForMail({ subject: sent.subject })).headers['reply-to']).toContain(sent.email);

  await message.getByRole('button', { name: 'Segna come letto' }).click();
  await expect(message.getByRole('button', { name: 'Segna come non letto' })).toBeVisible();
  await expect(message.getByText('Nuovo', { exact: true })).toHaveCount(0);
  await expect(messagesNav(page)).toHaveAccessibleName(messagesNavName(unread - 1));
  await expect(message.getByText('E-mail inviata')).toBeVisible();
  expect((await findMessage(apis.admin, sent.subject))?.read).toBe(true);

  await message.getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare questo messaggio?' });
  await expect(dialog).toContainText(sent.subject);
  await expect(dialog).toContainText(sent.name);
  await expect(dialog).toContainText(sent.email);
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page, 'Messaggio eliminato')).toBeVisible();
  await expect(message).toHaveCount(0);
  expect(await findMessage(apis.admin, sent.subject)).toBeUndefined();
});

test("a honeypot submission waits in 'Quarantena' and 'Non è spam' moves it to the inbox", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const spam = {
    name: 'Offerte Web',
    email: 'promo@spam.example',
    subject: unique('Sito in prima pagina'),
    message: 'Posizioniamo il tuo sito in prima pagina su Google.',
    website: 'https://spam.example',
  };
  await sendContactMessage(apis.visitor, spam);
  expect(await findMessage(apis.admin, spam.subject)).toMatchObject({ folder: 'quarantine', read: false });
  const unread = await unreadCount(apis.admin);

  await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  await page.goto('/admin/messaggi');
  await expect(page.getByRole('tab', { name: 'Posta in arrivo' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('article').first().or(page.getByText('Nessun messaggio ricevuto')),
  ).toBeVisible();
  await expect(card(page, spam.subject)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Quarantena' }).click();
  await expect(page).toHaveURL(/\/admin\/messaggi\?cartella=quarantena$/);
  const quarantined = card(page, spam.subject);
  await expect(quarantined).toContainText('In quarantena: nessuna e-mail inviata');
  await quarantined.getByRole('button', { name: 'Non è spam' }).click();
  await expect(toast(page, 'Messaggio spostato in Posta in arrivo')).toBeVisible();
  await expect(quarantined).toHaveCount(0);

  await page.getByRole('tab', { name: 'Posta in arrivo' }).click();
  await expect(card(page, spam.subject).getByText('Nuovo', { exact: true })).toBeVisible();
  await expect(messagesNav(page)).toHaveAccessibleName(messagesNavName(unread + 1));
  expect(await findMessage(apis.admin, spam.subject)).toMatchObject({ folder: 'inbox' });
  // Released, it is mailed like any other message.
  await expect.poll(async () => (await findMessage(apis.admin, spam.subject))?.mailStatus).toBe('sent');

  const { id } = (await findMessage(apis.admin, spam.subject))!;
  expect((await apis.admin.delete(`/api/admin/messages/${id}`)).status()).toBe(204);
});

test('a testimonial written in the admin shows on Home at once, and leaves it when deleted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const name = unique('Chiara Gialli');
  const content = `Il bavaglino con il nome è bellissimo, cucito con cura. ${randomBytes(3).toString('hex')}`;
  const homeTestimonials = async () => {
    const visitor = await newPage(browser, baseURL);
    await visitor.goto('/');
    const section = visitor.getByRole('region', { name: 'Cosa Dicono di Noi' });
    await expect(section.locator('figure').first()).toBeVisible();
    const text = await section.innerText();
    await visitor.context().close();
    return text;
  };
  // A visitor sees Home first, so any cached copy of it holds the old list.
  expect(await homeTestimonials()).not.toContain(content);

  await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  await page.goto('/admin/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonianze' })).toBeVisible();
  await page.getByRole('link', { name: 'Nuova Testimonianza' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials\/new$/);
  await expect(page).toHaveTitle(/^Nuova Testimonianza \| /);
  await page.getByLabel(/^Nome\W*$/).fill(name);
  await page.getByLabel('Iniziali').fill('CG');
  await page.getByLabel('Nome del bambino').fill('Leo');
  await page.getByLabel('Età del bambino').fill('2 anni');
  await page.getByLabel('Valutazione').selectOption({ label: '4 stelle' });
  await page.getByLabel('Contenuto').fill(content);
  const [create] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/admin/testimonials')),
    page.getByRole('button', { name: 'Crea Testimonianza' }).click(),
  ]);
  expect(create.postDataJSON()).toEqual({
    name,
    initials: 'CG',
    childName: 'Leo',
    childAge: '2 anni',
    rating: 4,
    content,
    // Written by the maker herself: published at once (a customer's arrives unpublished, issue 30).
    published: true,
  });
  await expect(toast(page, 'Testimonianza creata')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Mamma di Leo, 2 anni');
  await expect(row.getByRole('img', { name: 'Valutazione: 4 stelle su 5' })).toBeVisible();

  const home = await homeTestimonials();
  expect(home).toContain(content);
  expect(home).toContain('Mamma di Leo, 2 anni');

  // The list's edit link is the spec's /{id}/edit.
  await row.getByRole('link', { name: `Modifica la testimonianza di ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials\/\d+\/edit$/);
  await expect(page.getByLabel(/^Nome\W*$/)).toHaveValue(name);
  await page.getByRole('link', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);

  await row.getByRole('button', { name: `Elimina la testimonianza di ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare questa testimonianza?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(toast(page, 'Testimonianza eliminata')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await homeTestimonials()).not.toContain(content);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the inbox, the quarantine and the testimonial screens have no axe violations (${theme})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await sendContactMessage(apis.visitor, {
      name: 'Anna Rossi',
      email: 'anna@example.it',
      subject: unique('Axe'),
      message: 'Un messaggio per controllare il contrasto delle schede.',
    });
    const page = await themedPage(browser, baseURL, theme);
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    await expectScreensAxeClean(page, theme, [
      ['/admin/messaggi', page.getByRole('article').first()],
      ['/admin/messaggi?cartella=quarantena', page.getByRole('tabpanel')],
      ['/admin/testimonials', page.getByRole('table')],
      ['/admin/testimonials/new', page.getByLabel('Contenuto')],
    ]);
    await page.context().close();
  });
}
