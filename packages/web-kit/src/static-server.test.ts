// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, createStaticApp } from '../server/serve-static.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'shell-static-'));
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'index.html'), '<html><head><title>index</title></head></html>');
writeFileSync(path.join(dir, 'main.js'), 'console.log("main")');
writeFileSync(path.join(dir, 'main.js.br'), brotliCompressSync('console.log("main")'));
writeFileSync(path.join(dir, '123.abcdef12.js'), 'chunk');
writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');

let server: Server;
let base = '';
beforeAll(async () => {
  const app = createStaticApp({
    dir,
    spa: true,
    env: { SITE_NAME: 'Bottega', ADMIN_MANIFEST_URL: 'http://x/m.json' },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('static server', () => {
  it('caches content-hashed files forever and revalidates stable names', async () => {
    const hashed = await fetch(`${base}/123.abcdef12.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await fetch(`${base}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('etag')).toBeTruthy();
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
  });

  it('prefers the brotli file when the browser accepts it', async () => {
    const res = await fetch(`${base}/main.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe('console.log("main")');
  });

  it('picks up files precompressed after start-up (rebuild while running)', async () => {
    writeFileSync(path.join(dir, '456.abcdef34.js'), 'late chunk');
    writeFileSync(path.join(dir, '456.abcdef34.js.br'), brotliCompressSync('late chunk'));
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await fetch(`${base}/456.abcdef34.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe('late chunk');
  });

  it('answers /config.json from env with defaults', async () => {
    const res = await fetch(`${base}/config.json`);
    const body = (await res.json()) as { remotes: Record<string, string>; site: Record<string, string> };
    expect(body.remotes).toEqual({
      storefront: '/remotes/storefront/mf-manifest.json',
      admin: 'http://x/m.json',
    });
    expect(body.site.siteName).toBe('Bottega');
    expect(body.site.contactEmail).toBe('info@vetrinacreazioni.it');
  });

  it('falls back to index.html for pages only', async () => {
    const page = await fetch(`${base}/prodotti/bavaglino`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>index</title>');
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/api/products`)).status).toBe(404);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
