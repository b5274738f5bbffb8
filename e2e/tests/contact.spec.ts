import { expect, test, type Page } from '@playwright/test';
import { SECURITY_QUESTIONS } from '@vetrina/contracts';
import { ADMIN, apiSignIn, toast } from '../support/admin-session.ts';
import { newPage, trackPageErrors } from '../support/storefront-fixtures.ts';

/**
 * A visitor writes to the maker from /contatti, with and without JavaScript. The server decides the
 * anti-bot checks: a form sent less than 5 s after its question was issued, or with a wrong answer, is
 * refused with the spec's 'Verifica di sicurezza fallita'.
 */

const MIN_FILL_MS = 5000;
const SECURITY_FAILED = 'Verifica di sicurezza fallita';

/** The accepted answer to the question the page shows (spec §5 table). */
async function rightAnswer(page: Page): Promise<string> {
  const label = page.locator('label[for="contact-securityAnswer"] strong');
  const question = (await label.textContent())?.trim();
  const found = SECURITY_QUESTIONS.find((q) => q.question === question);
  expect(found, `a known question: ${question}`).toBeDefined();
  return found!.answers[0];
}

async function fill(page: Page, subject: string, answer?: string) {
  await page.getByLabel('Nome').fill('Giulia Bianchi');
  await page.getByLabel('Email').fill('giulia.bianchi@example.it');
  await page.getByLabel('Oggetto').fill(subject);
  await page.getByLabel('Messaggio').fill('Vorrei una copertina con il nome Sofia ricamato.');
  await page.getByLabel(/^Domanda di sicurezza/).fill(answer ?? (await rightAnswer(page)));
}

/**
 * Waits until the form's question is old enough for the server. `shownAt` is taken once the form is on
 * screen: its token was issued before (by the server render, or by the browser when the render was dropped).
 */
async function waitForMinimumFillTime(shownAt: number) {
  const left = shownAt + MIN_FILL_MS + 300 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** One toast at a time: close the one shown so the next can appear. */
async function dismissToast(page: Page) {
  await page.getByRole('button', { name: 'Chiudi notifica' }).click();
  await expect(page.getByRole('button', { name: 'Chiudi notifica' })).toHaveCount(0);
}

const formToken = (page: Page) => page.locator('input[name="formToken"]').inputValue();

test('a visitor waits, answers the question, sends, and sees the thank-you and the toast', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, { viewport: { width: 375, height: 800 } });
  const errors = trackPageErrors(page);
  try {
    await page.goto('/contatti');
    await expect(page.getByRole('heading', { level: 1, name: 'Contattaci' })).toBeVisible();
    await expect(page.getByTestId('contact-form-skeleton')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Modulo di contatto' })).toBeVisible();
    const shownAt = Date.now();
    const subject = `Copertina per Sofia ${Date.now()}`;
    await fill(page, subject);
    const firstToken = await formToken(page);
    await waitForMinimumFillTime(shownAt);
    await page.getByRole('button', { name: 'Invia messaggio' }).click();

    await expect(page.getByRole('heading', { name: 'Grazie per averci contattato!' })).toBeVisible();
    await expect(
      page.getByText('Abbiamo ricevuto il tuo messaggio e ti risponderemo al più presto.'),
    ).toBeVisible();
    await expect(toast(page, 'Messaggio inviato!')).toContainText('Ti risponderemo al più presto.');

    // The owner has it, in the inbox.
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
    const inbox = (await (await page.request.get('/api/admin/messages')).json()) as Array<{
      subject: string;
      folder: string;
    }>;
    expect(inbox.find((m) => m.subject === subject)).toMatchObject({ folder: 'inbox' });

    // Another message: an empty form with a new token.
    await page.getByRole('link', { name: 'Invia un altro messaggio' }).click();
    await expect(page.getByLabel('Nome')).toHaveValue('');
    await expect(page.getByLabel('Messaggio')).toHaveValue('');
    expect(await formToken(page)).not.toBe(firstToken);
    expect(errors).toEqual([]);
  } finally {
    await page.context().close();
  }
});

test('a wrong answer, then a form sent too fast, are refused; the text typed stays; in time and right, it goes', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, { viewport: { width: 1280, height: 900 } });
  try {
    await page.goto('/contatti');
    await expect(page.getByRole('form', { name: 'Modulo di contatto' })).toBeVisible();
    const shownAt = Date.now();
    await fill(page, 'Risposte diverse', 'sbagliato');
    const firstToken = await formToken(page);
    await waitForMinimumFillTime(shownAt);
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(toast(page, SECURITY_FAILED)).toContainText(
      'Il sistema ha rilevato un comportamento anomalo. Si prega di riprovare più tardi.',
    );
    await expect(page.getByLabel('Oggetto')).toHaveValue('Risposte diverse');
    await expect(page.getByLabel('Messaggio')).toHaveValue(
      'Vorrei una copertina con il nome Sofia ricamato.',
    );
    // A new token (and question) replaces the spent one; it was issued just now.
    await expect.poll(() => formToken(page)).not.toBe(firstToken);
    const renewedAt = Date.now();
    const secondToken = await formToken(page);
    await dismissToast(page);
    await page.getByLabel(/^Domanda di sicurezza/).fill(await rightAnswer(page));
    await expect(page.getByRole('button', { name: 'Invia messaggio' })).toBeEnabled();
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(toast(page, SECURITY_FAILED)).toBeVisible();
    expect(Date.now() - renewedAt, 'the second try really was early').toBeLessThan(MIN_FILL_MS);
    await expect(page.getByRole('heading', { name: 'Grazie per averci contattato!' })).toHaveCount(0);

    // The same text, the right answer, after 5 s: accepted.
    await expect.poll(() => formToken(page)).not.toBe(secondToken);
    const thirdAt = Date.now();
    await page.getByLabel(/^Domanda di sicurezza/).fill(await rightAnswer(page));
    await waitForMinimumFillTime(thirdAt);
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(page.getByRole('heading', { name: 'Grazie per averci contattato!' })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test("Home's 'Richiedi un Preventivo' opens the form with the subject filled in", async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL);
  try {
    await page.goto('/');
    await page.getByRole('link', { name: 'Richiedi un Preventivo' }).click();
    await expect(page).toHaveURL(/\/contatti\?oggetto=Richiesta%20di%20preventivo$/);
    await expect(page.getByLabel('Oggetto')).toHaveValue('Richiesta di preventivo');
    await expect(page.getByLabel('Nome')).toHaveValue('');
  } finally {
    await page.context().close();
  }
});

test('without JavaScript the form posts and the server answers the thank-you page', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, baseURL, {
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  try {
    // Too fast: the server sends the visitor back with the reason, above a new form.
    await page.goto('/contatti');
    await expect(page.getByTestId('contact-form-skeleton')).toBeHidden();
    await fill(page, 'Senza JavaScript, di fretta');
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(page).toHaveURL(/\/contatti\?errore=verifica$/);
    await expect(page.getByRole('alert')).toContainText(SECURITY_FAILED);

    await page.goto('/contatti?oggetto=Richiesta%20di%20preventivo');
    await expect(page.getByLabel('Oggetto')).toHaveValue('Richiesta di preventivo');
    const shownAt = Date.now();
    await fill(page, 'Senza JavaScript');
    await waitForMinimumFillTime(shownAt);
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(page).toHaveURL(/\/contatti\?inviato=1$/);
    await expect(page.getByRole('heading', { name: 'Grazie per averci contattato!' })).toBeVisible();
    await page.getByRole('link', { name: 'Invia un altro messaggio' }).click();
    await expect(page.getByLabel('Nome')).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test('each /contatti is rendered for its visitor: a new token every time, never stored by a cache', async ({
  request,
}) => {
  const tokens = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const response = await request.get('/contatti');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    const token = /<input type="hidden" name="formToken" value="([^"]+)"/.exec(html)?.[1];
    expect(token, 'the server-rendered form carries its token').toBeTruthy();
    tokens.add(token!);
  }
  expect(tokens.size).toBe(3);
});
