import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  ORDER_FORWARD_STATUSES,
  SECURITY_QUESTIONS,
  TESTIMONIAL_FORM_MESSAGES,
  type AdminProduct,
  type AdminTestimonial,
  type Order,
  type SiteSettings,
} from '@vetrina/contracts';
import { ADMIN, ADMIN_APP_LOAD, adminAndVisitorApis, apiSignIn, toast } from '../support/admin-session.ts';
import { axeViolations } from '../support/axe.ts';
import { findMessage, postContactForm } from '../support/contact-api.ts';
import { sidewaysOverflow } from '../support/admin-catalog.ts';
import { customerPagePath, moveOrder, notFoundText, orderPagePath } from '../support/customer-order.ts';
import { receivedMail, waitForMail } from '../support/mail-sink.ts';
import { DEMO, themedPage } from '../support/storefront-fixtures.ts';
import { readE2eSystem } from '../../scripts/src/e2e-system.ts';
import { openTestimonialRequestQueue } from '../../svc-content/src/test/testimonial-request-queue.ts';

/**
 * Issue 30 on phones: the maker gives the bib its two personalisation questions in the product editor; a
 * visitor asks about the bib from its page and answers them (a name too long for the embroidery is refused,
 * in Italian, on screen and by the server); the inbox shows the answers, 'Crea ordine' carries them into the
 * order, and the quote e-mail received by the e2e system's SMTP server holds them and the link to the
 * customer's own order page, which follows the order to 'Spedito' and stops working after 'Genera nuovo
 * link'. A delivered order asks once for a testimonial, which lands unpublished as 'Ordine verificato'.
 */

const SCREENS = path.resolve(import.meta.dirname, '../../.data/screens/product-to-order');
const TRACKING = 'https://tracking.example.it/BAV-SOFIA';

const TOO_LONG = 'La risposta può contenere al massimo 12 caratteri';
const DAY_MS = 86_400_000;

const apis = adminAndVisitorApis();

async function bib(): Promise<AdminProduct> {
  const list = (await (await apis.admin.get('/api/admin/products')).json()) as AdminProduct[];
  return list.find((p) => p.slug === DEMO.gallery.slug)!;
}

const question = (page: Page, n: number) =>
  page.getByRole('listitem', { name: new RegExp(`^Domanda ${n} di`) });

/** The maker's editor: the bib's questions removed, then the issue's two added, one moved and moved back. */
async function giveTheBibItsQuestions(page: Page, id: number) {
  await page.goto(`/admin/prodotti/${id}`);
  const section = page.getByRole('region', { name: 'Personalizzazione' });
  await expect(section).toBeVisible(ADMIN_APP_LOAD);
  const remove = section.getByRole('button', { name: /^Rimuovi domanda/ });
  while ((await remove.count()) > 0) await remove.first().click();
  await expect(section).toContainText('Nessuna domanda');

  await section.getByRole('button', { name: 'Aggiungi domanda' }).click();
  await question(page, 1).getByRole('textbox', { name: 'Testo della domanda' }).fill('Nome da ricamare');
  await question(page, 1).getByRole('spinbutton', { name: 'Lunghezza massima' }).fill('12');
  await question(page, 1).getByRole('checkbox', { name: 'Obbligatoria' }).check();

  await section.getByRole('button', { name: 'Aggiungi domanda' }).click();
  await question(page, 2).getByRole('textbox', { name: 'Testo della domanda' }).fill('Colore del filo');
  await question(page, 2).getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Scelta' }).click();
  await question(page, 2).getByRole('textbox', { name: 'Opzioni' }).fill('rosa\nazzurro\nverde\npanna');
  await question(page, 2).getByRole('checkbox', { name: 'Obbligatoria' }).check();

  // Reordered from the keyboard: down, then back up.
  await section.getByRole('button', { name: 'Sposta giù: Nome da ricamare' }).press('Enter');
  await expect(question(page, 1).getByRole('textbox', { name: 'Testo della domanda' })).toHaveValue(
    'Colore del filo',
  );
  await section.getByRole('button', { name: 'Sposta su: Nome da ricamare' }).press('Enter');
  await expect(question(page, 1).getByRole('textbox', { name: 'Testo della domanda' })).toHaveValue(
    'Nome da ricamare',
  );
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.getByRole('button', { name: 'Aggiorna Prodotto' }).click();
  await expect(toast(page, 'Prodotto aggiornato')).toBeVisible();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the bib asks its questions, the answers reach the inbox, the order and the quote e-mail', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const { id } = await bib();
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    await giveTheBibItsQuestions(page, id);
    const saved = await bib();
    expect(
      saved.questions.map(({ text, kind, maxLength, options, required }) => ({
        text,
        kind,
        maxLength,
        options,
        required,
      })),
    ).toEqual([
      { text: 'Nome da ricamare', kind: 'text', maxLength: 12, options: [], required: true },
      {
        text: 'Colore del filo',
        kind: 'choice',
        maxLength: null,
        options: ['rosa', 'azzurro', 'verde', 'panna'],
        required: true,
      },
    ]);
    const [nameQuestion, colourQuestion] = saved.questions;

    // A visitor on her phone: the bib's page, 'Richiedi Informazioni', its photo, name and questions.
    const visitor = await themedPage(browser, baseURL, 'light', 375);
    const email = `sofia.${randomBytes(3).toString('hex')}@example.it`;
    const subject = `Bavaglino per Sofia ${randomBytes(3).toString('hex')}`;
    await visitor.goto(`/prodotti/${DEMO.gallery.slug}`);
    await visitor.getByRole('link', { name: 'Richiedi Informazioni' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/contatti\\?prodotto=${DEMO.gallery.slug}$`));
    const about = visitor.getByRole('region', { name: 'Prodotto richiesto' });
    await expect(about).toContainText(DEMO.gallery.name);
    await expect(about.getByRole('img')).toBeVisible();
    const form = visitor.getByRole('form', { name: 'Modulo di contatto' });
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia Bianchi');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await expect(form.getByRole('textbox', { name: 'Oggetto' })).toHaveValue(
      `Richiesta informazioni: ${DEMO.gallery.name}`,
    );
    await form.getByRole('textbox', { name: 'Oggetto' }).fill(subject);
    await form
      .getByRole('textbox', { name: 'Messaggio' })
      .fill('Buongiorno, vorrei questo bavaglino per Sofia.');
    await form.getByRole('textbox', { name: 'Nome da ricamare' }).fill('Massimiliano1');
    await form.getByRole('combobox', { name: 'Colore del filo' }).selectOption('rosa');
    const asked = (await form.locator('label[for="contact-securityAnswer"] strong').textContent())!;
    const securityAnswer = SECURITY_QUESTIONS.find((q) => q.question === asked)!.answers[0];
    await form.getByRole('textbox', { name: /^Domanda di sicurezza/ }).fill(securityAnswer);
    expect(await sidewaysOverflow(visitor)).toBe(0);

    // 13 characters: refused in Italian under the field, nothing sent.
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(form.getByText(TOO_LONG)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Nome da ricamare' })).toBeFocused();
    // And by the server, whatever the browser does.
    const refused = await postContactForm(
      apis.visitor,
      { name: 'Giulia Bianchi', email, subject: `${subject} (server)`, message: 'Un nome troppo lungo.' },
      {
        productSlug: DEMO.gallery.slug,
        [`answer_${nameQuestion!.id}`]: 'Massimiliano1',
        [`answer_${colourQuestion!.id}`]: 'rosa',
      },
    );
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      issues: [{ path: [`answer_${nameQuestion!.id}`], message: TOO_LONG }],
    });

    await form.getByRole('textbox', { name: 'Nome da ricamare' }).fill('Sofia');
    await expect(form.getByText(TOO_LONG)).toHaveCount(0);
    await visitor.waitForTimeout(5_000);
    await form.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(visitor.getByText('Grazie per averci contattato!')).toBeVisible();
    await visitor.context().close();

    // The inbox shows the product and the answers; 'Crea ordine' carries them into the order.
    const message = (await findMessage(apis.admin, subject))!;
    expect(message.product).toMatchObject({ id, name: DEMO.gallery.name });
    expect(message.answers).toEqual([
      { questionId: nameQuestion!.id, question: 'Nome da ricamare', answer: 'Sofia' },
      { questionId: colourQuestion!.id, question: 'Colore del filo', answer: 'rosa' },
    ]);
    await page.goto('/admin/messaggi');
    const card = page.getByRole('article', { name: subject });
    const product = card.getByRole('region', { name: `Prodotto: ${DEMO.gallery.name}` });
    await expect(product).toContainText('Nome da ricamare', ADMIN_APP_LOAD);
    await expect(product).toContainText('Sofia');
    await expect(product).toContainText('Colore del filo');
    await expect(product).toContainText('rosa');
    expect(await sidewaysOverflow(page)).toBe(0);
    await card.getByRole('link', { name: 'Crea ordine' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/ordini/nuovo\\?messaggio=${message.id}$`));
    await expect(page.getByText('Risposte del cliente')).toBeVisible(ADMIN_APP_LOAD);
    await page.getByRole('textbox', { name: 'Prezzo concordato (€)' }).fill('12,50');
    await page.getByRole('button', { name: 'Crea Ordine' }).click();
    await expect(toast(page, 'Ordine creato')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/ordini\/\d+$/);
    const orderId = Number(/(\d+)$/.exec(page.url())![1]);
    const order = (await (await apis.admin.get(`/api/admin/orders/${orderId}`)).json()) as Order;
    expect(order.lines).toMatchObject([
      { productId: id, description: DEMO.gallery.name, answers: message.answers },
    ]);
    await expect(page.getByText('Sofia', { exact: true })).toBeVisible();

    // The quote e-mail, received by the tests' SMTP server, holds the answers.
    const panel = page.getByRole('region', { name: `Ordine n. ${orderId}` });
    await panel.getByRole('button', { name: 'Invia preventivo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invia preventivo' });
    await dialog.getByRole('button', { name: 'Invia preventivo' }).click();
    await expect(toast(page, 'Preventivo in invio')).toBeVisible();
    const quote = await waitForMail({ to: email, subject: `Preventivo per il tuo ordine n. ${orderId}` });
    expect(quote.text).toContain(DEMO.gallery.name);
    expect(quote.text).toContain('Nome da ricamare: Sofia');
    expect(quote.text).toContain('Colore del filo: rosa');
    expect(quote.html).toContain('Nome da ricamare: Sofia');

    // The quote's link opens the customer's own order page: no sign-in, never cached, never indexed.
    const orderPage = orderPagePath(quote.text);
    expect(quote.html).toContain(`${orderPage}"`);
    const customer = await themedPage(browser, baseURL, 'light', 375);
    const opened = await customer.goto(orderPage);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['cache-control']).toBe('private, no-store');
    await expect(customer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Il tuo ordine n. ${orderId}`);
    await expect(customer.getByText('Stato: Preventivo inviato')).toBeVisible();
    await expect(customer.locator('[aria-current="step"]')).toContainText('Preventivo inviato');
    const lines = customer.getByRole('region', { name: 'Cosa hai ordinato' });
    await expect(lines).toContainText(DEMO.gallery.name);
    await expect(lines).toContainText('Nome da ricamare');
    await expect(lines).toContainText('Sofia');
    await expect(lines).toContainText('Colore del filo');
    await expect(lines).toContainText('rosa');
    await expect(customer.getByRole('region', { name: 'Pagamento e consegna' })).toContainText('12,50');
    // 'Crea ordine' put the message into the maker's private notes: never on the customer's page.
    expect(order.privateNotes).toContain('vorrei questo bavaglino per Sofia');
    await expect(customer.locator('body')).not.toContainText('vorrei questo bavaglino');
    expect(await sidewaysOverflow(customer)).toBe(0);
    // Server-rendered: the HTML itself carries the order (no script needed).
    expect(await (await customer.request.get(orderPage)).text()).toContain('Preventivo inviato');

    // The maker ships with a tracking link: the page says 'Spedito' and links the tracking.
    for (const to of ['confermato', 'in-lavorazione', 'pronto'] as const)
      await moveOrder(apis.admin, orderId, to);
    await page.reload();
    await panel.getByRole('button', { name: 'Spedito', exact: true }).click(ADMIN_APP_LOAD);
    const shipping = page.getByRole('dialog', { name: 'Segna come spedito' });
    await shipping.getByRole('textbox', { name: 'Link di tracciamento' }).fill(TRACKING);
    await shipping.getByRole('button', { name: 'Spedito' }).click();
    await expect(toast(page, 'Stato aggiornato: Spedito')).toBeVisible();
    const notice = await waitForMail({ to: email, subject: `Il tuo ordine n. ${orderId} è stato spedito` });
    expect(orderPagePath(notice.text)).toMatch(/^\/ordine\//);
    await customer.reload();
    await expect(customer.getByText('Stato: Spedito')).toBeVisible();
    await expect(customer.getByRole('link', { name: 'Segui la spedizione' })).toHaveAttribute(
      'href',
      TRACKING,
    );

    // 'Genera nuovo link': every link sent so far is the site's 404 page, like any missing address.
    await page.getByRole('button', { name: 'Genera nuovo link' }).click();
    await page
      .getByRole('dialog', { name: 'Generare un nuovo link?' })
      .getByRole('button', { name: 'Genera nuovo link' })
      .click();
    await expect(toast(page, 'Nuovo link generato')).toBeVisible();
    const gone = await customer.goto(orderPage);
    expect(gone?.status()).toBe(404);
    expect(gone?.headers()['cache-control']).toBe('private, no-store');
    const goneTitle = await customer.title();
    const goneText = (await customer.locator('main').innerText()).trim();
    expect(goneText).toBe(await notFoundText(customer));
    expect(goneTitle).toBe(await customer.title());
    const renewed = (await (await apis.admin.get(`/api/admin/orders/${orderId}`)).json()) as Order;
    expect(customerPagePath(renewed)).not.toBe(orderPage);
    expect((await customer.goto(customerPagePath(renewed)))?.status()).toBe(200);
    await expect(customer.getByText('Stato: Spedito')).toBeVisible();
    await customer.context().close();
  });
});

test('the request form for a product and the questions editor are axe clean in both themes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const theme of ['light', 'dark'] as const) {
    const visitor = await themedPage(browser, baseURL, theme, 375);
    await visitor.goto(`/contatti?prodotto=${DEMO.gallery.slug}`);
    await expect(visitor.getByRole('textbox', { name: 'Nome da ricamare' })).toBeVisible();
    expect(await axeViolations(visitor), `request form, ${theme}`).toEqual([]);
    await visitor.context().close();

    const admin = await themedPage(browser, baseURL, theme, 1280);
    await apiSignIn(admin.request, ADMIN.username, ADMIN.password);
    await admin.goto(`/admin/prodotti/${(await bib()).id}`);
    await expect(admin.getByRole('region', { name: 'Personalizzazione' })).toBeVisible(ADMIN_APP_LOAD);
    await expect(admin.getByRole('textbox', { name: 'Testo della domanda' }).first()).toBeVisible();
    expect(await axeViolations(admin), `questions editor, ${theme}`).toEqual([]);
    await admin.context().close();
  }
});

async function deliveredOrder(email: string): Promise<Order> {
  const created = await apis.admin.post('/api/admin/orders', {
    data: {
      customerName: 'Giulia Bianchi',
      customerEmail: email,
      lines: [{ description: DEMO.gallery.name, quantity: 1, unitPrice: '15' }],
      agreedTotal: '15',
      deposit: '5',
      privateNotes: 'Nota privata: paga sempre in ritardo',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as Order;
  // Every step after 'richiesta', where the order was created.
  const steps = ORDER_FORWARD_STATUSES.slice(1);
  let moved = order;
  for (const to of steps)
    moved = await moveOrder(apis.admin, order.id, to, to === 'spedito' ? { trackingUrl: TRACKING } : {});
  return moved;
}

test("the customer's order page is axe clean at 375 and 1280 in both themes, with screenshots", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const order = await deliveredOrder(`pagina.${randomBytes(3).toString('hex')}@example.it`);
  const orderPage = customerPagePath(order);
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      const visitor = await themedPage(browser, baseURL, theme, width);
      await visitor.goto(orderPage);
      await expect(visitor.getByText('Stato: Consegnato')).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Segui la spedizione' })).toBeVisible();
      await expect(visitor.locator('body')).not.toContainText('Nota privata');
      expect(await axeViolations(visitor), `order page, ${width} ${theme}`).toEqual([]);
      expect(await sidewaysOverflow(visitor)).toBe(0);
      await visitor.screenshot({
        path: path.join(SCREENS, `order-page-${width}-${theme}.png`),
        fullPage: true,
      });
      await visitor.context().close();
    }
  }
});

test("a delivered order asks once for a testimonial (its delayed job promoted), which lands unpublished as 'Ordine verificato'", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const email = `recensione.${randomBytes(3).toString('hex')}@example.it`;
  const order = await deliveredOrder(email);
  const subject = `Com’è andata con il tuo ordine n. ${order.id}?`;
  // 'Consegnato' schedules the request 'Richiesta di testimonianza' days later (7 by default) as a delayed
  // job in svc-content's queue; promoting it moves time to its due date.
  const { testimonialRequestDays } = (await (
    await apis.admin.get('/api/admin/settings')
  ).json()) as SiteSettings;
  expect(testimonialRequestDays).toBe(7);
  const deliveredAt = Date.parse(order.history.find((entry) => entry.to === 'consegnato')!.at);
  const system = readE2eSystem(Number(process.env.E2E_PORT_OFFSET ?? 0));
  const jobs = openTestimonialRequestQueue(system.redisUrl, system.contentRedisPrefix);
  try {
    await expect.poll(async () => Boolean(await jobs.delayedJobOf(order.id))).toBe(true);
    const job = (await jobs.delayedJobOf(order.id))!;
    expect(job.timestamp + job.delay).toBe(deliveredAt + testimonialRequestDays * DAY_MS);
    expect(receivedMail().filter((mail) => mail.subject.includes(subject))).toEqual([]);
    await job.promote();
  } finally {
    await jobs.close();
  }
  const mail = await waitForMail({ to: email, subject, timeout: 60_000 });
  const formUrl = mail.text.split('\n').find((line) => line.includes('/testimonianza/'))!;
  const formPath = new URL(formUrl).pathname;
  expect(mail.html).toContain(`${formPath}"`);

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      const visitor = await themedPage(browser, baseURL, theme, width);
      const opened = await visitor.goto(formPath);
      expect(opened?.headers()['cache-control']).toBe('private, no-store');
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Lascia la tua testimonianza');
      await expect(visitor.getByRole('textbox', { name: /Nome da mostrare/ })).toHaveValue('Giulia Bianchi');
      expect(await axeViolations(visitor), `testimonial form, ${width} ${theme}`).toEqual([]);
      expect(await sidewaysOverflow(visitor)).toBe(0);
      await visitor.screenshot({
        path: path.join(SCREENS, `testimonial-form-${width}-${theme}.png`),
        fullPage: true,
      });
      await visitor.context().close();
    }
  }

  // The plain form, without JavaScript, on a phone.
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const customer = await context.newPage();
  await customer.goto(formPath);
  await customer.getByRole('textbox', { name: /Nome da mostrare/ }).fill('Giulia B.');
  await customer.getByRole('radio', { name: '4 stelle' }).check();
  const words = `Bavaglino bellissimo, il nome ricamato è perfetto ${randomBytes(3).toString('hex')}`;
  await customer.getByRole('textbox', { name: /La tua testimonianza/ }).fill(words);
  await customer.getByRole('button', { name: 'Invia testimonianza' }).click();
  await expect(customer).toHaveURL(/\?inviato=1$/);
  await expect(customer.getByText(TESTIMONIAL_FORM_MESSAGES.sent)).toBeVisible();
  // Single use: the link shows the thanks, without the form, and a second post is refused.
  await customer.goto(formPath);
  await expect(customer.getByText(TESTIMONIAL_FORM_MESSAGES.sent)).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Invia testimonianza' })).toHaveCount(0);
  const again = await apis.visitor.post(`/api/testimonial-requests/${formPath.split('/').at(-1)}`, {
    data: { name: 'Giulia B.', rating: 1, content: 'Una seconda testimonianza che non deve passare.' },
  });
  expect(again.status()).toBe(409);
  await context.close();

  const testimonials = (await (await apis.admin.get('/api/admin/testimonials')).json()) as AdminTestimonial[];
  expect(testimonials.filter((t) => t.content.includes('non deve passare'))).toEqual([]);
  expect(testimonials.find((t) => t.content === words)).toMatchObject({
    name: 'Giulia B.',
    rating: 4,
    published: false,
    verifiedOrder: true,
  });
  const publicList = (await (await apis.visitor.get('/api/testimonials')).json()) as { content: string }[];
  expect(publicList.some((t) => t.content === words)).toBe(false);
});
