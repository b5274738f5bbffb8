import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminUser } from '@vetrina/contracts';

/** The first administrator the e2e runner creates (scripts/src/e2e-server.ts). */
export const ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'E2e-Vetrina-Admin-2026!',
};

export const WRONG_CREDENTIALS = 'Nome utente o password non corretti. Riprova.';

/**
 * A username nobody used before. Redis (and so the sign-in failure counters) outlives the per-run
 * database, so failures must never pile up on a name a later run signs in with.
 */
export const uniqueUsername = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** At least 12 characters, as the user schema asks. */
export const strongPassword = () => `Pw-${randomBytes(9).toString('base64url')}`;

export type { AdminUser };

/** Signs the request context in (its cookie jar keeps the session; a page's `page.request` shares the browser's). */
export async function apiSignIn(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/admin/login', { data: { username, password } });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
  return (await response.json()) as AdminUser;
}

export async function apiCreateUser(
  adminRequest: APIRequestContext,
  input: { username: string; password: string; isAdmin?: boolean },
): Promise<AdminUser> {
  const response = await adminRequest.post('/api/admin/users', { data: { isAdmin: false, ...input } });
  expect(response.status(), `creating ${input.username}: ${await response.text()}`).toBe(201);
  return (await response.json()) as AdminUser;
}

/** A user of this run only (a name nobody used, a fresh strong password), created through the API. */
export async function apiCreateRunUser(
  adminRequest: APIRequestContext,
  prefix: string,
  options: { isAdmin?: boolean } = {},
): Promise<RunUser> {
  const password = strongPassword();
  const username = uniqueUsername(prefix);
  const user = await apiCreateUser(adminRequest, { username, password, isAdmin: options.isAdmin ?? false });
  return { ...user, password };
}
export type RunUser = AdminUser & { password: string };

/** Best-effort clean-up, so the users list doesn't grow across tests. */
export async function apiDeleteUser(adminRequest: APIRequestContext, id: number): Promise<void> {
  await adminRequest.delete(`/api/admin/users/${id}`);
}

export const usernameField = (page: Page) => page.getByLabel(/^Nome utente/);
export const passwordField = (page: Page) => page.getByLabel(/^Password/);

/** Fills the sign-in document's form (at /admin/accesso, or any admin page signed out) and submits it. */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  await usernameField(page).fill(username);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** The sign-in document's confirmation after 'Esci'. */
export const SIGNED_OUT = 'Logout effettuato. A presto!';

/** A toast (notistack) with the given title. */
export const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

/**
 * The wait for the admin app's first screen after a navigation: the app boots, checks the session and reads
 * its data, which on the shared e2e machine (two systems on two cores) often takes more than the default 10 s.
 */
export const ADMIN_APP_LOAD = { timeout: 30_000 };

/**
 * For a spec file's tests: an API context signed in as ADMIN and a visitor's, made before the file's first
 * test and disposed after its last (read them inside tests, not at the file's top level).
 */
export function adminAndVisitorApis(): { admin: APIRequestContext; visitor: APIRequestContext } {
  const apis = {} as { admin: APIRequestContext; visitor: APIRequestContext };
  test.beforeAll(async ({ playwright, baseURL }) => {
    apis.admin = await playwright.request.newContext({ baseURL });
    await apiSignIn(apis.admin, ADMIN.username, ADMIN.password);
    apis.visitor = await playwright.request.newContext({ baseURL });
  });
  test.afterAll(async () => {
    await apis.admin.dispose();
    await apis.visitor.dispose();
  });
  return apis;
}

/**
 * For a spec file's tests: an API context signed in as ADMIN (at the config's baseURL unless given), made
 * before the file's first test and disposed after its last; with `user`, also a user of this run only,
 * created after the sign-in and deleted before the dispose (read them inside tests, not at the top level).
 */
export function adminApiForFile(
  options: { baseURL?: string; user?: { prefix: string; isAdmin?: boolean } } = {},
): { admin: APIRequestContext; user: RunUser } {
  const apis = {} as { admin: APIRequestContext; user: RunUser };
  test.beforeAll(async ({ playwright, baseURL }) => {
    apis.admin = await playwright.request.newContext({ baseURL: options.baseURL ?? baseURL });
    await apiSignIn(apis.admin, ADMIN.username, ADMIN.password);
    if (options.user) apis.user = await apiCreateRunUser(apis.admin, options.user.prefix, options.user);
  });
  test.afterAll(async () => {
    if (apis.user) await apiDeleteUser(apis.admin, apis.user.id);
    await apis.admin.dispose();
  });
  return apis;
}
