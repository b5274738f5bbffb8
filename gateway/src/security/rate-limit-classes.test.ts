import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { rateLimitClassOf } from './rate-limit-classes.ts';

const classOf = (method: string | undefined, url: string) =>
  rateLimitClassOf({ method, url } as IncomingMessage);

describe('the budget a request counts against', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s is a write, static-looking path or not', (method) => {
    expect(classOf(method, '/api/admin/products/1')).toBe('writes');
    expect(classOf(method, '/uploads/foto.jpg')).toBe('writes');
  });

  it.each([
    '/',
    '/prodotti/vaso-blu',
    '/prodotti.v2/vaso',
    '/api/products',
    '/api/uploads/x.json',
    '/robots.txt',
    '/sitemap.xml',
    '/remotesx/app',
    '/uploadsfoo',
  ])('GET %s is a read', (url) => {
    expect(classOf('GET', url)).toBe('reads');
  });

  it.each(['/uploads/3f2a9c1d', '/uploads/foto.jpg', '/Uploads/foto-w400.avif', '/uploads'])(
    'GET %s is a photo, counted on its own budget',
    (url) => {
      expect(classOf('GET', url)).toBe('photos');
      expect(classOf('HEAD', url)).toBe('photos');
    },
  );

  it.each([
    '/remotes/storefront/remoteEntry',
    '/remotes/admin/chunk-7',
    '/main.3f2a9c1d.js',
    '/favicon.svg',
    '/Remotes/Storefront/x',
  ])('GET %s is a static file, never counted', (url) => {
    expect(classOf('GET', url)).toBeUndefined();
  });
});
