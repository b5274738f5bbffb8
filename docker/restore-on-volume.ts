// `npm run test:deploy`'s restore on the uploads volume (a mount point svc-backup cannot rename),
// through the published gateway port only:
//   node docker/restore-on-volume.ts <base-url> prepare|check <state-file>
// `prepare`: a product with a newly uploaded photo, a full backup of that state (downloaded), then the
// product deleted. test-deploy.sh then removes the photo's files from the volume, as the
// unreferenced-upload cleanup would. `check`: the restore brings the product back, and its photo is
// served again (added to the volume before the database switched).
// Prints one line per check and "N passed, N failed"; exit status 1 when a check failed.
import { readFileSync, writeFileSync } from 'node:fs';
import { completeSafety, expect, gatewayJourney, journeyArguments, sendJson } from './gateway-journey.ts';

const { base, phase, stateFile } = journeyArguments('docker/restore-on-volume.ts', ['prepare', 'check']);
interface State {
  slug: string;
  photoUrl: string;
  backupFile: string;
}
const { check, call, json, signIn, finish } = gatewayJourney(base, 180_000);

async function statusOf(url: string): Promise<number> {
  return (await call(url)).status;
}

// A 2x1 PNG unlike the smoke journey's: its content-addressed name is its own.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWOosptbZTcXAAkUAqtHkZGEAAAAAElFTkSuQmCC',
  'base64',
);

await check('sign-in', async () => {
  await signIn();
});
if (phase === 'prepare') {
  const state: Partial<State> = { slug: `ripristino-${Date.now()}` };
  await check('a product with a new photo, a full backup, then the product deleted', async () => {
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'ripristino.png');
    state.photoUrl = (await json<{ url: string }>('/api/admin/upload', { method: 'POST', body: form })).url;
    const product = await json<{ id: number }>(
      '/api/admin/products',
      sendJson('POST', {
        name: 'Prodotto del backup',
        slug: state.slug,
        description: 'Un prodotto che esiste solo nel backup.',
        image: state.photoUrl,
        imageAlt: 'Foto del prodotto del backup',
        price: '12.00',
        ...completeSafety(`RIP-${Date.now()}`),
      }),
    );
    const backup = await json<{ filename: string; downloadUrl: string }>(
      '/api/admin/database/backup',
      sendJson('POST', { full: true }),
    );
    const file = await call(backup.downloadUrl);
    expect(file.status === 200, `download answered ${file.status}`);
    state.backupFile = `${stateFile}.tar.gz`;
    writeFileSync(state.backupFile, Buffer.from(await file.arrayBuffer()));
    const deleted = await call(`/api/admin/products/${product.id}`, { method: 'DELETE' });
    expect(deleted.status === 204, `delete answered ${deleted.status}`);
    return `${state.photoUrl}, ${backup.filename}`;
  });
  writeFileSync(stateFile, JSON.stringify(state));
} else {
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as State;
  await check('the photo is gone from the volume before the restore', async () => {
    expect((await statusOf(state.photoUrl)) === 404, `${state.photoUrl} is still served`);
  });
  await check('full restore on the uploads volume', async () => {
    const form = new FormData();
    form.append('backupFile', new Blob([readFileSync(state.backupFile)]), 'backup.tar.gz');
    const response = await call('/api/admin/database/restore', { method: 'POST', body: form });
    const body = (await response.text()).slice(0, 300);
    expect(response.status === 200, `restore answered ${response.status}: ${body}`);
  });
  await check('the product is back and its photo served, every width and format', async () => {
    const page = await call(`/prodotti/${state.slug}`);
    expect(page.status === 200, `product page answered ${page.status}`);
    expect((await page.text()).includes(state.photoUrl.replace(/\.webp$/, '')), 'page lacks the photo');
    const base = state.photoUrl.replace(/\.webp$/, '');
    for (const url of [state.photoUrl, `${base}-w400.webp`, `${base}.avif`, `${base}-w800.avif`])
      expect((await statusOf(url)) === 200, `${url} is not served`);
  });
}
finish();
