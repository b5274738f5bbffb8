import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expectScreensAxeClean } from '../support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { ORDER_FORWARD_STATUSES, type Order, type OrderList } from '@vetrina/contracts';
import { ADMIN, adminAndVisitorApis, apiSignIn, toast } from '../support/admin-session.ts';
import { findMessage, sendContactMessage } from '../support/contact-api.ts';
import { sidewaysOverflow } from '../support/admin-catalog.ts';
import { waitForMail } from '../support/mail-sink.ts';
import { DEMO, themedPage } from '../support/storefront-fixtures.ts';

/**
 * Issue 20 on the maker's phone: from a visitor's message to a delivered, made-to-order bib — the quote
 * e-mailed (received by the e2e system's SMTP server), confirmed with a deposit, the delivery date proposed
 * from the product's lead time, every status to 'Consegnato'; a late order badged 'In ritardo'.
 */

const apis = adminAndVisitorApis();

const unique = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;
/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the screens show a day. */
const day = (iso: string) => iso.split('-').reverse().join('/');
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function apiOrder(id: number): Promise<Order> {
  const response = await apis.admin.get(`/api/admin/orders/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Order;
}

const panel = (page: Page, id: number) => page.getByRole('region', { name: `Ordine n. ${id}` });

/** Presses a status action and waits for the status it leads to. */
async function act(page: Page, id: number, action: string, status: string) {
  await panel(page, id).getByRole('button', { name: action, exact: true }).click();
  await expect(toast(page, `Stato aggiornato: ${status}`)).toBeVisible();
  await expect(panel(page, id)).toContainText(`Stato:${status}`);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('from a message to a delivered bib: quote e-mailed, deposit, proposed date, every status', async ({
    page,
  }) => {
    // 2.5 minutes measured on a shared 2-core machine under heavy load (load average 27).
    test.setTimeout(240_000);
    const visitor = { name: 'Giulia Bianchi', email: `giulia.${randomBytes(3).toString('hex')}@example.it` };
    const subject = unique('Bavaglino per Sofia');
    await sendContactMessage(apis.visitor, {
      ...visitor,
      subject,
      message: 'Buongiorno, vorrei un bavaglino con il nome Sofia ricamato in rosa.',
    });
    const message = (await findMessage(apis.admin, subject))!;

    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    await page.goto('/admin/messaggi');
    await page.getByRole('article', { name: subject }).getByRole('link', { name: 'Crea ordine' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/ordini/nuovo\\?messaggio=${message.id}$`));
    await expect(page).toHaveTitle(/^Nuovo Ordine \| /);
    await expect(page.getByRole('textbox', { name: 'Nome del cliente' })).toHaveValue(visitor.name);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(visitor.email);
    await expect(page.getByRole('textbox', { name: 'Note private' })).toHaveValue(
      /vorrei un bavaglino con il nome Sofia ricamato in rosa\.$/,
    );

    await page.getByRole('combobox', { name: 'Prodotto' }).click();
    await page.getByRole('option', { name: DEMO.gallery.name }).click();
    await page.getByRole('textbox', { name: 'Testo da ricamare' }).fill('Sofia');
    await page.getByRole('textbox', { name: 'Colori' }).fill('rosa antico');
    await page.getByRole('textbox', { name: 'Prezzo concordato (€)' }).fill('35,00');
    await page.getByRole('textbox', { name: 'Acconto richiesto (€)' }).fill('10');
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Crea Ordine' }).click();
    await expect(toast(page, 'Ordine creato')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/ordini\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())![1]);
    await expect(panel(page, id)).toContainText('Stato:Richiesta');
    expect((await apiOrder(id)).messageId).toBe(message.id);

    // The quote goes out by e-mail, to a real SMTP server, with the line, the name to embroider and the total.
    await panel(page, id).getByRole('button', { name: 'Invia preventivo' }).click();
    const quoteDialog = page.getByRole('dialog', { name: 'Invia preventivo' });
    await expect(quoteDialog).toContainText(visitor.email);
    await quoteDialog.getByRole('button', { name: 'Invia preventivo' }).click();
    await expect(toast(page, 'Preventivo in invio')).toBeVisible();
    await expect(panel(page, id)).toContainText('Stato:Preventivo inviato');
    const quote = await waitForMail({ to: visitor.email, subject: `Preventivo per il tuo ordine n. ${id}` });
    expect(quote.text).toContain(DEMO.gallery.name);
    expect(quote.text).toContain('Sofia');
    expect(quote.text).toContain('35,00');
    const emails = page.getByRole('list', { name: 'E-mail al cliente' });
    await expect(async () => {
      await page.reload();
      await expect(emails.getByRole('listitem').first()).toContainText('Inviata', { timeout: 1000 });
    }).toPass();

    // Confirmed with the deposit received: the delivery date is proposed from the bib's lead time.
    await page.getByRole('textbox', { name: 'Acconto ricevuto (€)' }).fill('10,00');
    await expect(page.getByLabel('Saldo', { exact: true })).toHaveText('25,00 €');
    await page.getByRole('button', { name: 'Salva Ordine' }).click();
    await expect(toast(page, 'Ordine aggiornato')).toBeVisible();
    await act(page, id, 'Conferma', 'Confermato');
    const confirmed = await apiOrder(id);
    expect(confirmed.proposedDelivery).not.toBeNull();
    expect(confirmed.proposedDelivery! > isoDay(0)).toBe(true);
    expect(confirmed.balance).toBe('25.00');
    // Confirming dates the order from the bib's lead time (5 working days at most) when it had no date.
    expect(confirmed.lines[0]?.leadTimeDays).toBe(5);
    expect(confirmed.expectedDelivery).toBe(confirmed.proposedDelivery);
    await expect(panel(page, id)).toContainText(`Consegna prevista${day(confirmed.proposedDelivery!)}`);
    await expect(page.getByLabel('Consegna prevista', { exact: true })).toHaveValue(
      confirmed.proposedDelivery!,
    );

    await act(page, id, 'Inizia lavorazione', 'In lavorazione');
    await act(page, id, 'Pronto', 'Pronto');
    await panel(page, id).getByRole('button', { name: 'Spedito', exact: true }).click();
    const shipping = page.getByRole('dialog', { name: 'Segna come spedito' });
    await shipping
      .getByRole('textbox', { name: 'Link di tracciamento' })
      .fill('https://tracking.example/AB123');
    await expect(shipping.getByRole('checkbox', { name: 'Invia avviso di spedizione' })).toBeChecked();
    await shipping.getByRole('button', { name: 'Spedito' }).click();
    await expect(toast(page, 'Stato aggiornato: Spedito')).toBeVisible();
    const notice = await waitForMail({ to: visitor.email, subject: '' });
    expect(notice).toBeDefined();
    await act(page, id, 'Consegnato', 'Consegnato');
    await expect(panel(page, id).getByRole('button')).toHaveCount(0);
    const { history } = await apiOrder(id);
    // Every change of status, who made it (the edits in between are in the history too).
    expect(history.filter((entry) => entry.from !== entry.to).map((entry) => entry.to)).toEqual(
      ORDER_FORWARD_STATUSES,
    );
    expect(new Set(history.map((entry) => entry.username))).toEqual(new Set([ADMIN.username]));
    const shown = page.getByRole('list', { name: 'Storico dell’ordine' }).getByRole('listitem');
    await expect(shown).toHaveCount(history.length);
    await expect(shown.last()).toContainText('Spedito → Consegnato');
    await expect(shown.last()).toContainText(ADMIN.username);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test("an order past its 'Consegna prevista' shows 'In ritardo' in the list", async ({ page }) => {
    test.setTimeout(60_000);
    const late = unique('Cliente in ritardo');
    const response = await apis.admin.post('/api/admin/orders', {
      data: {
        customerName: late,
        customerEmail: 'ritardo@example.it',
        lines: [{ description: 'Copertina con nome', quantity: 1 }],
        expectedDelivery: isoDay(-3),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    await page.goto('/admin/ordini');
    await page.getByRole('searchbox', { name: 'Cerca cliente' }).fill(late);
    const card = page.getByRole('article', { name: late });
    await expect(card.getByText('In ritardo', { exact: true })).toBeVisible();
    await expect(card).toContainText(`Consegna prevista:${day(isoDay(-3))}`);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    const list = (await (
      await apis.admin.get(`/api/admin/orders?q=${encodeURIComponent(late)}`)
    ).json()) as OrderList;
    expect(list.items[0]?.overdue).toBe(true);
  });
});

test("'Esporta CSV' downloads the period's orders as the server's CSV (BOM, ';')", async ({ page }) => {
  test.setTimeout(60_000);
  const customer = unique('Cliente CSV');
  const created = await apis.admin.post('/api/admin/orders', {
    data: {
      customerName: customer,
      customerEmail: 'csv@example.it',
      lines: [{ description: 'Bavaglino', quantity: 1 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  await page.goto('/admin/ordini');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Esporta ordini in CSV' });
  await dialog.getByLabel('Dal', { exact: true }).fill(isoDay(-1));
  await dialog.getByLabel('Al', { exact: true }).fill(isoDay(1));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Scarica CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ordini-${isoDay(-1)}-${isoDay(1)}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.split(/\r?\n/)[0]).toContain(';');
  expect(csv).toContain(customer);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the orders screens have no axe violations (${theme})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const created = await apis.admin.post('/api/admin/orders', {
      data: {
        customerName: unique('Axe'),
        customerEmail: 'axe@example.it',
        lines: [{ description: 'Sacca asilo', quantity: 1, personalisation: { text: 'Leo' } }],
        agreedTotal: '20',
        expectedDelivery: isoDay(-1),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as Order;
    const page = await themedPage(browser, baseURL, theme);
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    await expectScreensAxeClean(page, theme, [
      ['/admin/ordini', page.getByRole('article').first()],
      ['/admin/ordini/nuovo', page.getByRole('textbox', { name: 'Nome del cliente' })],
      [`/admin/ordini/${id}`, panel(page, id)],
    ]);
    await page.context().close();
  });
}
