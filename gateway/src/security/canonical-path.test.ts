import type { IncomingMessage } from 'node:http';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BAD_PATH, canonicalRequestPath, matchPathOf } from './canonical-path.ts';

const edge = express()
  .use(canonicalRequestPath)
  .use((req, res) => {
    res.json({ url: req.url });
  });

describe('the path the gateway matches on', () => {
  it.each([
    ['/', '/'],
    ['/API/Admin/Products/', '/api/admin/products'],
    ['/api/products?Categoria=Vasi/', '/api/products'],
    ['/prodotti/Vaso-Blu?x=1', '/prodotti/vaso-blu'],
    ['//', '/'],
  ])('%s → %s', (url, path) => {
    expect(matchPathOf({ url } as IncomingMessage)).toBe(path);
  });

  it('reads a message without a URL (never one from the HTTP server) as the root', () => {
    expect(matchPathOf({} as IncomingMessage)).toBe('/');
  });
});

describe('the edge rewrite', () => {
  it('hands the next handler the canonical path with the query string untouched', async () => {
    const res = await request(edge).get('//prodotti/./vaso%2Fblu/?q=a/../b&x=%2e');
    expect(res.body).toEqual({ url: '/prodotti/vaso/blu/?q=a/../b&x=%2e' });
    expect((await request(edge).get('/a/b/..')).body).toEqual({ url: '/a/' });
  });

  it.each(['/api/products/%', '//api/x/%zz', '/Api/%C0%AF', '/api/%00'])(
    'answers an unreadable API path %s with the JSON error',
    async (path) => {
      const res = await request(edge).get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: BAD_PATH, issues: [] });
      expect(BAD_PATH).toBe('Percorso non valido');
    },
  );

  it.each(['/prodotti/%', '/prodotti/api/%zz', '/apiario/%', '/%FF'])(
    'answers an unreadable page path %s with a small Italian page nobody caches',
    async (path) => {
      const res = await request(edge).get(path);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toMatch(/^<!doctype html><html lang="it">/);
      expect(res.text).toContain('<title>Richiesta non valida</title>');
      expect(res.text).toContain("<h1>Richiesta non valida</h1><p>L'indirizzo richiesto non è valido.</p>");
      expect(res.text).toContain('<a href="/">Torna alla home</a>');
    },
  );
});
