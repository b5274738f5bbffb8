// The smoke journey of `npm run test:deploy`, through the published gateway port only:
//   node docker/smoke.ts <base-url> first|again <state-file>
// `first`: home and product pages server-rendered, the API, sign-in, a photo upload, a backup; the
// product, photo and backup are written to <state-file>. `again` (after down + up): they are still there.
// Prints one line per check and "N passed, N failed"; exit status 1 when a check failed.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, gatewayJourney, journeyArguments, sendJson } from './gateway-journey.ts';

const { base, phase, stateFile } = journeyArguments('docker/smoke.ts', ['first', 'again']);
interface State {
  slug: string;
  name: string;
  photoUrl: string;
  backup: string;
}
const { check, call, json, signIn, finish } = gatewayJourney(base, 120_000);

async function html(path: string): Promise<string> {
  const response = await call(path);
  const text = await response.text();
  expect(response.status === 200, `GET ${path} answered ${response.status}`);
  expect(
    text.includes('<main id="contenuto"'),
    `GET ${path} was not server-rendered (no <main id="contenuto">)`,
  );
  return text;
}

async function signInAsAdministrator(): Promise<string> {
  expect(await signIn(), 'sign-in set no session cookie');
  const session = await json<{ username?: string; user?: { username: string } }>('/api/admin/session');
  return `as ${session.user?.username ?? session.username}`;
}

const products = (body: unknown): Array<{ slug: string; name: string }> =>
  (Array.isArray(body) ? body : ((body as { items?: unknown[] }).items ?? [])) as Array<{
    slug: string;
    name: string;
  }>;

// A 1x1 PNG: the catalogue converts it like any photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

if (phase === 'first') {
  const state: Partial<State> = {};
  await check('home page, server-rendered', async () => {
    const page = await html('/');
    return `${page.length} bytes`;
  });
  await check('public API lists the demo products', async () => {
    const list = products(await json('/api/products'));
    expect(list.length > 0, 'no products (demo data not loaded?)');
    state.slug = list[0]!.slug;
    state.name = list[0]!.name;
    return `${list.length} products`;
  });
  await check('product page, server-rendered with its name', async () => {
    const page = await html(`/prodotti/${state.slug}`);
    expect(page.includes(state.name!.replace(/&/g, '&amp;')), `page lacks "${state.name}"`);
    return `/prodotti/${state.slug}`;
  });
  await check('sign-in as the first administrator', signInAsAdministrator);
  await check('photo upload, then served', async () => {
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'smoke.png');
    const { url } = await json<{ url: string }>('/api/admin/upload', { method: 'POST', body: form });
    const served = await call(url);
    expect(served.status === 200, `GET ${url} answered ${served.status}`);
    state.photoUrl = url;
    return url;
  });
  await check('backup as administrator', async () => {
    const backup = await json<{ filename: string; size?: number }>(
      '/api/admin/database/backup',
      sendJson('POST', {}),
    );
    expect(backup.filename, 'no backup file name');
    state.backup = backup.filename;
    return `${backup.filename}${backup.size ? `, ${backup.size} bytes` : ''}`;
  });
  writeFileSync(stateFile, JSON.stringify(state));
} else {
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as State;
  await check('product still there (page, server-rendered)', async () => {
    const page = await html(`/prodotti/${state.slug}`);
    expect(page.includes(state.name.replace(/&/g, '&amp;')), `page lacks "${state.name}"`);
  });
  await check('photo still served', async () => {
    const served = await call(state.photoUrl);
    expect(served.status === 200, `GET ${state.photoUrl} answered ${served.status}`);
  });
  await check('sign-in again after the restart', signInAsAdministrator);
  await check('backup still listed', async () => {
    const list = await json<unknown>('/api/admin/database/backups');
    const names = (Array.isArray(list) ? list : ((list as { items?: unknown[] }).items ?? [])) as Array<{
      filename: string;
    }>;
    expect(
      names.some((b) => b.filename === state.backup),
      `${state.backup} not in the list`,
    );
  });
}
finish();
