import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { ADMIN } from './admin-session.ts';

/** A phone-sized window. */
export const PHONE = { width: 375, height: 812 };

export interface PersistentBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * Chromium with a profile on disk, as the owner's phone has: `browser.newContext()` is off the record
 * (incognito), where nothing can be installed (`Page.getInstallabilityErrors` answers `in-incognito`).
 */
export async function launchPersistentBrowser(
  testInfo: TestInfo,
  options: { width?: number; theme?: 'light' | 'dark' } = {},
): Promise<PersistentBrowser> {
  const { baseURL, launchOptions, locale } = testInfo.project.use;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'vetrina-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    locale,
    viewport: { width: options.width ?? PHONE.width, height: PHONE.height },
  });
  if (options.theme)
    await context.addInitScript((mode) => localStorage.setItem('theme', mode), options.theme);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Gives each test of the calling file its own persistent Chromium (launchPersistentBrowser), started before
 * the test and closed after it: read `.current` inside the test.
 */
export function persistentBrowserPerTest(): { readonly current: PersistentBrowser } {
  let current: PersistentBrowser | undefined;
  test.beforeEach(async ({ browserName }, testInfo) => {
    expect(browserName).toBe('chromium');
    current = await launchPersistentBrowser(testInfo);
  });
  test.afterEach(() => current?.close());
  return {
    get current() {
      if (!current) throw new Error('persistentBrowserPerTest: read .current inside a test');
      return current;
    },
  };
}

/** Signs the browser in through the API (its cookie jar is the browser's), then opens `path`. */
export async function openSignedIn(page: Page, path = '/admin/dashboard'): Promise<void> {
  const response = await page.request.post('/api/admin/login', { data: ADMIN });
  if (response.status() !== 200) throw new Error(`sign-in: ${response.status()} ${await response.text()}`);
  await page.goto(path);
}

/** Waits until the admin's service worker is active and controls the page (its precache is complete). */
export async function waitForServiceWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
}

/** Everything this origin keeps on the device, as text: IndexedDB's values and Cache Storage's entries. */
export async function deviceStorage(
  page: Page,
): Promise<{ indexedDb: string; caches: { name: string; url: string; body: string }[] }> {
  return page.evaluate(async () => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const values: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames))
        values.push(JSON.stringify(await request(db.transaction(store).objectStore(store).getAll())));
      db.close();
    }
    const entries: { name: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const key of await cache.keys())
        entries.push({ name, url: key.url, body: (await (await cache.match(key))?.text()) ?? '' });
    }
    return { indexedDb: values.join('\n'), caches: entries };
  });
}
