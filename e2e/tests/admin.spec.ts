import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  ADMIN,
  SIGNED_OUT,
  WRONG_CREDENTIALS,
  adminApiForFile,
  apiCreateRunUser,
  apiDeleteUser,
  apiSignIn,
  passwordField,
  strongPassword,
  submitSignIn,
  toast,
  uniqueUsername,
  usernameField,
} from '../support/admin-session.ts';
import { dashboardCounter, expectedCounters } from '../support/admin-dashboard.ts';

const apis = adminApiForFile();

/** Signs a fresh browser context in through the form and lands on the dashboard. */
async function signInInNewContext(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin');
  await submitSignIn(page, username, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Pannello Amministrativo')).toBeVisible();
  return page;
}

test('a wrong password shows the alert and keeps the username; the right one opens the dashboard', async ({
  page,
}) => {
  // A user of this run only: failures are counted in Redis, which outlives the run's database.
  const { username, password, ...user } = await apiCreateRunUser(apis.admin, 'e2e-login');

  await page.goto('/admin');
  await expect(page).toHaveTitle('Area Amministrativa');
  await submitSignIn(page, username, `${password}-wrong`);

  await expect(page.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS })).toHaveText(WRONG_CREDENTIALS);
  await expect(passwordField(page)).toHaveValue('');
  await expect(usernameField(page)).toHaveValue(username);
  await expect(page).toHaveURL(/\/admin$/);

  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();

  await expect(toast(page, 'Login effettuato')).toContainText("Benvenuto nell'area amministrativa");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS })).toHaveCount(0);

  await apiDeleteUser(apis.admin, user.id);
});

test('a signed-out visitor of an admin page signs in there and comes back; signing out locks the pages again', async ({
  page,
}) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();

  await submitSignIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Utenti', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: ADMIN.username, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/admin\/accesso$/);
  await expect(page.getByRole('status')).toHaveText(SIGNED_OUT);
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
  // The session ended on the server, not only in the page.
  expect((await page.request.get('/api/admin/session')).status()).toBe(401);

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
  await expect(page.getByText('Pannello Amministrativo')).toHaveCount(0);
  // An expired session's cookie still opens the app, whose guard sends her to sign in and back.
  await page.context().addCookies([{ name: 'vetrina_session', value: 'scaduta', url: page.url() }]);
  await page.goto('/admin/ordini');
  await expect(page).toHaveURL(/\/admin\/accesso\?next=%2Fadmin%2Fordini$/);
  await submitSignIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/ordini$/);
});

test('a signed-in visitor of /admin goes straight to the dashboard', async ({ page }) => {
  await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the dashboard counts the real products, featured products, categories and testimonials', async ({
  page,
}) => {
  const expected = await expectedCounters(apis.admin);
  expect(expected['Prodotti Totali']).toBeGreaterThan(0);
  expect(expected.Categorie).toBeGreaterThan(0);
  expect(expected.Testimonianze).toBeGreaterThan(0);

  await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  await page.goto('/admin/dashboard');
  for (const [label, value] of Object.entries(expected)) {
    await expect(dashboardCounter(page, label), label).toHaveText(String(value));
  }
});

test('an administrator creates a user, edits it keeping its password, and deletes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const username = uniqueUsername('e2e-user');
  const password = strongPassword();
  await apiSignIn(page.request, ADMIN.username, ADMIN.password);

  // Create
  await page.goto('/admin/users');
  await page.getByRole('link', { name: 'Nuovo Utente' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/new$/);
  await usernameField(page).fill(username);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Crea Utente' }).click();
  await expect(toast(page, 'Utente creato')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
  await expect(row.getByRole('cell', { name: 'No', exact: true })).toBeVisible();

  const asNewUser = await signInInNewContext(browser, username, password);
  await asNewUser.context().close();

  // Edit with a blank password: the payload leaves it out, and the old password still works.
  await row.getByRole('link', { name: `Modifica ${username}` }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(usernameField(page)).toHaveValue(username);
  await expect(passwordField(page)).toHaveValue('');
  await page.getByRole('checkbox', { name: 'Amministratore' }).check();
  const [update] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/admin\/users\/\d+$/.test(r.url())),
    page.getByRole('button', { name: 'Aggiorna Utente' }).click(),
  ]);
  expect(update.postDataJSON()).toEqual({ username, isAdmin: true });
  await expect(toast(page, 'Utente aggiornato')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(row.getByRole('cell', { name: 'Sì', exact: true })).toBeVisible();

  const again = await signInInNewContext(browser, username, password);

  // Delete, through the confirmation dialog.
  await row.getByRole('button', { name: `Elimina ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare questo utente?' });
  await expect(dialog).toContainText(username);
  await dialog.getByRole('button', { name: 'Elimina', exact: true }).click();
  await expect(toast(page, 'Utente eliminato')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: username, exact: true })).toHaveCount(0);

  // The deleted user's open session is gone too.
  expect((await again.request.get('/api/admin/session')).status()).toBe(401);
  await again.context().close();
});

test('the sign-in redirect never leaves the admin area', async ({ page }) => {
  await page.goto(`/admin/accesso?next=${encodeURIComponent('//evil.example/admin/users')}`);
  await submitSignIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/admin\/dashboard$/);
});
