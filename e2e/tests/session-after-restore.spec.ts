import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiCreateUser, apiSignIn, strongPassword, uniqueUsername } from '../support/admin-session.ts';

/**
 * Issue 23: a restore rewinds the users' id sequence, so the next user created gets the id of someone who
 * is gone. A cookie of that someone must not become the new user — least of all a new administrator.
 */
test('after a restore, a removed helper’s old cookie is refused, not turned into the newly created admin', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await request.newContext({ baseURL });
  const helper = await request.newContext({ baseURL });
  const contexts: APIRequestContext[] = [owner, helper];
  try {
    await apiSignIn(owner, ADMIN.username, ADMIN.password);
    const backup = await owner.post('/api/admin/database/backup', { data: {} });
    expect(backup.status(), await backup.text()).toBe(201);
    const { filename } = (await backup.json()) as { filename: string };
    const file = await owner.get(`/api/admin/database/backups/${encodeURIComponent(filename)}`);
    expect(file.status()).toBe(200);

    const helperPassword = strongPassword();
    const helperUser = await apiCreateUser(owner, {
      username: uniqueUsername('aiutante'),
      password: helperPassword,
      isAdmin: false,
    });
    await apiSignIn(helper, helperUser.username, helperPassword);
    expect(await (await helper.get('/api/admin/session')).json()).toMatchObject({ isAdmin: false });

    const restored = await owner.post('/api/admin/database/restore', {
      multipart: { backupFile: { name: filename, mimeType: 'application/sql', buffer: await file.body() } },
      timeout: 90_000,
    });
    expect(restored.status(), await restored.text()).toBe(200);
    // The owner ran the restore and is in the backup unchanged: still signed in.
    expect((await owner.get('/api/admin/session')).status()).toBe(200);

    const boss = await apiCreateUser(owner, {
      username: uniqueUsername('capo'),
      password: strongPassword(),
      isAdmin: true,
    });
    expect(boss.id, 'the rewound sequence hands out the removed helper’s id again').toBe(helperUser.id);

    const stolen = await helper.get('/api/admin/session');
    expect(stolen.status()).toBe(401);
    expect((await helper.get('/api/admin/database/backups')).status()).toBe(401);
    expect((await helper.get('/api/admin/users')).status()).toBe(401);
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()));
  }
});
