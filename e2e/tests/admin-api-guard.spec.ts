import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  PUBLIC_ADMIN_ROUTES,
  STATE_CHANGING,
  concretePath,
  gatewayServiceOf,
  listAdminRoutes,
  type AdminRoute,
} from '../support/admin-routes.ts';
import {
  ADMIN,
  apiCreateUser,
  apiDeleteUser,
  apiSignIn,
  strongPassword,
  uniqueUsername,
  type AdminUser,
} from '../support/admin-session.ts';

/** Every `/api/admin/*` route the services register, read from their Express apps. */
const ROUTES = listAdminRoutes();
const keyOf = (route: AdminRoute) => `${route.method} ${route.path}`;
const GUARDED = ROUTES.filter((route) => !PUBLIC_ADMIN_ROUTES.has(keyOf(route)));
const STATE_CHANGING_ROUTES = ROUTES.filter((route) => STATE_CHANGING.has(route.method));
/** Answered only to administrators (requireAdmin, the gateway's activity log), whatever the headers say. */
const ADMIN_ONLY = ROUTES.filter((route) =>
  /^\/api\/admin\/(users|database|activity)(\/|$)/.test(route.path),
);

const SPOOFED_IDENTITY = {
  'x-vetrina-user-id': '1',
  'x-vetrina-username': 'admin',
  'x-vetrina-user-admin': 'true',
  'x-vetrina-gateway-token': 'guessed-gateway-token-guessed-gateway-token',
};
const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

let anonymous: APIRequestContext;
let adminApi: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  anonymous = await playwright.request.newContext({ baseURL });
  adminApi = await playwright.request.newContext({ baseURL });
  await apiSignIn(adminApi, ADMIN.username, ADMIN.password);
});

test.afterAll(async () => {
  await anonymous.dispose();
  await adminApi.dispose();
});

function call(request: APIRequestContext, route: AdminRoute, headers: Record<string, string> = {}) {
  return request.fetch(concretePath(route.path), {
    method: route.method,
    headers,
    data: STATE_CHANGING.has(route.method) ? {} : undefined,
    maxRedirects: 0,
  });
}

/** `null` when the answer is the expected JSON error, else a line describing what came back. */
async function mismatch(route: AdminRoute, response: APIResponse, status: number, message?: string) {
  const type = response.headers()['content-type'] ?? '';
  const body = (await response.json().catch(() => null)) as { message?: unknown; issues?: unknown } | null;
  const ok =
    response.status() === status &&
    type.includes('application/json') &&
    typeof body?.message === 'string' &&
    Array.isArray(body.issues) &&
    (message === undefined || body.message === message);
  return ok ? null : `${keyOf(route)} → ${response.status()} ${type} ${JSON.stringify(body)}`;
}

/** Runs `check` on every route (sequentially: the machine is small) and returns the failures. */
async function failuresOf(
  routes: AdminRoute[],
  check: (route: AdminRoute) => Promise<string | null>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    const failure = await check(route);
    if (failure) failures.push(failure);
  }
  return failures;
}

test('the route list comes from every service and cannot be trivially short', () => {
  expect(ROUTES.length).toBeGreaterThanOrEqual(15);
  expect(new Set(ROUTES.map((route) => route.service))).toEqual(
    new Set(['svc-catalog', 'svc-content', 'svc-auth', 'svc-backup', 'gateway']),
  );
  const keys = ROUTES.map(keyOf);
  for (const known of [
    'POST /api/admin/login',
    'POST /api/admin/logout',
    'GET /api/admin/users/:id',
    'DELETE /api/admin/products/:id',
    'PUT /api/admin/products/images/:id',
    'POST /api/admin/upload',
    'GET /api/admin/database/backups',
    'PUT /api/admin/testimonials/:id',
    'GET /api/admin/activity',
  ]) {
    expect(keys).toContain(known);
  }
  expect(GUARDED.length).toBe(ROUTES.length - PUBLIC_ADMIN_ROUTES.size);
});

test('the gateway routes every admin route to the service that serves it', () => {
  const misrouted = ROUTES.filter((route) => gatewayServiceOf(route.path) !== route.service).map(
    (route) => `${keyOf(route)} is served by ${route.service}, routed to ${gatewayServiceOf(route.path)}`,
  );
  expect(misrouted).toEqual([]);
});

test('without a session every admin route answers 401 JSON; sign-in and sign-out stay open', async () => {
  const failures = await failuresOf(GUARDED, async (route) =>
    mismatch(route, await call(anonymous, route), 401, 'Autenticazione richiesta'),
  );
  expect(failures).toEqual([]);

  // No body on the sign-in endpoint means "sign out" (spec); both answer without a session.
  expect((await anonymous.post('/api/admin/logout')).status()).toBe(204);
  expect((await anonymous.post('/api/admin/login')).status()).toBe(204);
});

test('identity headers sent by a client without a session are ignored: 401 everywhere', async () => {
  const failures = await failuresOf(GUARDED, async (route) =>
    mismatch(route, await call(anonymous, route, SPOOFED_IDENTITY), 401),
  );
  expect(failures).toEqual([]);
});

test('a forged session cookie is refused on every admin route', async () => {
  const failures = await failuresOf(GUARDED, async (route) =>
    mismatch(route, await call(anonymous, route, { cookie: 'vetrina_session=forged-session-id' }), 401),
  );
  expect(failures).toEqual([]);
});

test('with a valid session every admin read passes the gateway', async () => {
  const reads = GUARDED.filter((route) => route.method === 'GET');
  expect(reads.length).toBeGreaterThan(5);
  const failures = await failuresOf(reads, async (route) => {
    const status = (await call(adminApi, route)).status();
    return [200, 404].includes(status) ? null : `${keyOf(route)} → ${status}`;
  });
  expect(failures).toEqual([]);
});

test('with a valid session, cross-site state-changing calls are refused with 403 on every route', async () => {
  expect(STATE_CHANGING_ROUTES.length).toBeGreaterThan(10);
  const variants: Record<string, string>[] = [
    CROSS_SITE,
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
  ];
  const failures: string[] = [];
  for (const headers of variants) {
    const label = JSON.stringify(headers);
    const found = await failuresOf(STATE_CHANGING_ROUTES, async (route) =>
      mismatch(route, await call(adminApi, route, headers), 403, 'Richiesta non consentita'),
    );
    failures.push(...found.map((failure) => `${label} ${failure}`));
  }
  expect(failures).toEqual([]);

  // None of them reached a service: the session (cross-site logout, delete of user 1) is intact.
  const session = await adminApi.get('/api/admin/session');
  expect(session.status()).toBe(200);
  expect(((await session.json()) as AdminUser).username).toBe(ADMIN.username);
});

test('a signed-in non-administrator cannot claim admin rights with spoofed headers', async ({
  playwright,
  baseURL,
}) => {
  const username = uniqueUsername('e2e-editor');
  const password = strongPassword();
  const user = await apiCreateUser(adminApi, { username, password, isAdmin: false });
  const editor = await playwright.request.newContext({ baseURL });
  try {
    await apiSignIn(editor, username, password);
    expect(ADMIN_ONLY.length).toBeGreaterThanOrEqual(6);
    const failures = await failuresOf(ADMIN_ONLY, async (route) =>
      mismatch(route, await call(editor, route, SPOOFED_IDENTITY), 403),
    );
    expect(failures).toEqual([]);
    // And nothing changed: the user list still has the administrator and this user only as non-admin.
    const users = (await (await adminApi.get('/api/admin/users')).json()) as AdminUser[];
    expect(users.find((candidate) => candidate.id === user.id)?.isAdmin).toBe(false);
    expect(users.some((candidate) => candidate.username === ADMIN.username && candidate.isAdmin)).toBe(true);
  } finally {
    await editor.dispose();
    await apiDeleteUser(adminApi, user.id);
  }
});

test('the session cookie is HttpOnly and SameSite=Strict, new at each sign-in, and dead after sign-out', async ({
  playwright,
  baseURL,
}) => {
  const signIn = async () => {
    const context = await playwright.request.newContext({ baseURL });
    const response = await context.post('/api/admin/login', { data: ADMIN });
    expect(response.status()).toBe(200);
    const setCookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value ?? '';
    expect(setCookie).toMatch(/^vetrina_session=[^;]{40,};/);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Strict/i);
    expect(setCookie).toMatch(/;\s*Path=\/(;|$)/);
    return { context, cookie: setCookie.split(';')[0]! };
  };
  const first = await signIn();
  const second = await signIn();
  try {
    expect(first.cookie).not.toBe(second.cookie);
    expect((await anonymous.get('/api/admin/users', { headers: { cookie: first.cookie } })).status()).toBe(
      200,
    );

    expect((await first.context.post('/api/admin/logout')).status()).toBe(204);
    // A copy of the ended session's cookie is refused; the other session lives on.
    const replay = await anonymous.get('/api/admin/users', { headers: { cookie: first.cookie } });
    expect(replay.status()).toBe(401);
    expect((await anonymous.get('/api/admin/users', { headers: { cookie: second.cookie } })).status()).toBe(
      200,
    );
  } finally {
    await first.context.dispose();
    await second.context.dispose();
  }
});
