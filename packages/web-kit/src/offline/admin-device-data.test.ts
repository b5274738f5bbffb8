import { APP_FILES_CACHE_PREFIX, keptOnSignOut, PUBLIC_CONFIG_CACHE } from './admin-device-data.ts';

it("'Esci' keeps only the caches that can hold nothing of hers: the app's files and the public /config.json", () => {
  expect(keptOnSignOut(`${APP_FILES_CACHE_PREFIX}-v2-http://localhost:8080/admin/`)).toBe(true);
  expect(keptOnSignOut(PUBLIC_CONFIG_CACHE)).toBe(true);
  for (const name of ['vetrina-admin-api', `${PUBLIC_CONFIG_CACHE}-old`, 'workbox-runtime-http://localhost/'])
    expect(keptOnSignOut(name)).toBe(false);
});
