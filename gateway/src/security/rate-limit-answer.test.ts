import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendTooManyRequests } from './rate-limit-answer.ts';

const MESSAGE = 'Troppe richieste. Riprova tra qualche istante.';
const refusing = express().use((req, res) => sendTooManyRequests(req, res, 42));

describe('the answer to a client over its budget', () => {
  it('is JSON with the Italian message under /api, Retry-After and no-store', async () => {
    for (const path of ['/api/products', '/API/contact']) {
      const res = await request(refusing).get(path);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: MESSAGE, issues: [] });
      expect(res.headers['retry-after']).toBe('42');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is a small Italian page with a way home everywhere else', async () => {
    const res = await request(refusing).get('/prodotti/vaso-blu');
    expect(res.status).toBe(429);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.text).toMatch(/^<!doctype html><html lang="it"><head><meta charset="utf-8">/);
    expect(res.text).toContain('<title>Troppe richieste</title>');
    expect(res.text).toContain(`<h1>Troppe richieste</h1><p>${MESSAGE}</p>`);
    expect(res.text).toContain('<a href="/">Torna alla home</a>');
  });
});
