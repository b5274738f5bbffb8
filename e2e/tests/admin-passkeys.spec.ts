import { fileURLToPath } from 'node:url';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { sidewaysOverflow } from '../support/admin-catalog.ts';
import { SIGNED_OUT, adminApiForFile, submitSignIn, toast } from '../support/admin-session.ts';
import { axeViolations } from '../support/axe.ts';
import { themedPage } from '../support/storefront-fixtures.ts';

/**
 * Passkeys on the real system (issue 27 item 5) with Chromium's virtual authenticator (CDP WebAuthn):
 * added on 'Sicurezza', used at the sign-in, removed, then refused. WebAuthn takes a domain name, never
 * an IP address, so these pages are browsed at http://localhost (the site's PUBLIC_URL), not 127.0.0.1.
 * 'Sicurezza' has no axe violation at 375 and 1280 px in either theme (.data/screens/admin-passkeys/).
 */

const SCREENS_DIR = fileURLToPath(new URL('../../.data/screens/admin-passkeys/', import.meta.url));
/** The admin app's first load in a fresh browser, on a busy 2-core machine, takes longer than 10 s. */
const APP_LOAD = { timeout: 60_000 };
const SITE = `http://localhost:${8080 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`;

const apis = adminApiForFile({ baseURL: SITE, user: { prefix: 'passkey' } });

/** A platform authenticator with user verification (a phone's fingerprint), answering by itself. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Through the sign-in document the gateway serves to a signed-out browser (/admin/accesso). */
async function signInWithPassword(page: Page) {
  await page.goto(`${SITE}/admin/accesso`);
  await submitSignIn(page, apis.user.username, apis.user.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, APP_LOAD);
}

async function addPasskeyOnSecurity(page: Page, name: string) {
  await page.goto(`${SITE}/admin/sicurezza`);
  await page.getByRole('button', { name: 'Aggiungi passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi passkey' });
  await dialog.getByLabel('Nome della passkey').fill(name);
  await dialog.getByRole('button', { name: 'Continua' }).click();
  await expect(toast(page, 'Passkey aggiunta')).toBeVisible();
}

const passkeyItem = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Le tue passkey' }).getByRole('listitem').filter({ hasText: name });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the maker adds a passkey, signs out, signs in with it, removes it, and it opens nothing any more', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await signInWithPassword(page);

    await addPasskeyOnSecurity(page, 'Telefono della bottega');
    const item = passkeyItem(page, 'Telefono della bottega');
    await expect(item).toContainText('Mai usata per accedere');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ rpId: 'localhost', isResidentCredential: true });

    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/admin\/accesso$/);
    await expect(page.getByText(SIGNED_OUT)).toBeVisible();
    await page.getByRole('button', { name: 'Accedi con passkey' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, APP_LOAD);
    expect(await (await page.request.get(`${SITE}/api/admin/session`)).json()).toMatchObject({
      id: apis.user.id,
    });
    const activity = await apis.admin.get('/api/admin/activity?kind=sign-in&limit=20');
    expect(JSON.stringify(await activity.json())).toContain('Accesso con passkey «Telefono della bottega»');

    await page.goto(`${SITE}/admin/sicurezza`);
    // A full load of the admin again: slow on a busy machine.
    await expect(item).toContainText('Ultimo uso:', { timeout: 60_000 });
    await item.getByRole('button', { name: 'Rimuovi Telefono della bottega' }).click();
    await page
      .getByRole('dialog', { name: 'Rimuovere questa passkey?' })
      .getByRole('button', { name: 'Rimuovi' })
      .click();
    await expect(page.getByText(/^Nessuna passkey\./)).toBeVisible();

    // The phone still holds the passkey, but the site no longer knows it: refused, the password stays.
    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/admin\/accesso$/);
    await expect(page.getByText(SIGNED_OUT)).toBeVisible();
    await page.getByRole('button', { name: 'Accedi con passkey' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Accesso con passkey non riuscito' }),
    ).toBeVisible();
    expect((await page.request.get(`${SITE}/api/admin/session`)).status()).toBe(401);
    await submitSignIn(page, apis.user.username, apis.user.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/, APP_LOAD);
  });
});

for (const width of [375, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`Sicurezza at ${width} px, ${theme} theme: no axe violations`, async ({ browser }) => {
      test.setTimeout(360_000);
      const page = await themedPage(browser, SITE, theme, width);
      await virtualAuthenticator(page);
      await signInWithPassword(page);
      await addPasskeyOnSecurity(page, `Portatile ${width} ${theme}`);
      await expect(passkeyItem(page, `Portatile ${width} ${theme}`)).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
      expect(await sidewaysOverflow(page), 'the screen scrolls sideways').toBe(0);
      await page.screenshot({ path: `${SCREENS_DIR}security-${width}-${theme}.png`, fullPage: true });
      expect(await axeViolations(page), `Sicurezza (${width} px, ${theme})`).toEqual([]);

      await page.getByRole('button', { name: 'Aggiungi passkey' }).click();
      await expect(page.getByRole('dialog', { name: 'Aggiungi passkey' })).toBeVisible();
      expect(await axeViolations(page), `'Aggiungi passkey' (${width} px, ${theme})`).toEqual([]);
      await page.screenshot({ path: `${SCREENS_DIR}add-passkey-${width}-${theme}.png` });
      await page.context().close();
    });
  }
}
