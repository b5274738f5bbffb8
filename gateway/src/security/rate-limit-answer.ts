import type { Request, Response } from 'express';
import { underPrefix } from '../routing/route-table.ts';
import { matchPathOf } from './canonical-path.ts';

export const TOO_MANY_REQUESTS = 'Troppe richieste. Riprova tra qualche istante.';

const TOO_MANY_REQUESTS_PAGE =
  '<!doctype html><html lang="it"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Troppe richieste</title></head>' +
  `<body><h1>Troppe richieste</h1><p>${TOO_MANY_REQUESTS}</p>` +
  '<p><a href="/">Torna alla home</a></p></body></html>';

/** 429 with Retry-After: JSON `{message, issues}` under /api, a small Italian page for everything else. */
export function sendTooManyRequests(req: Request, res: Response, retryAfterSeconds: number): void {
  res.status(429).set({ 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' });
  if (underPrefix(matchPathOf(req), '/api')) res.json({ message: TOO_MANY_REQUESTS, issues: [] });
  else res.type('html').send(TOO_MANY_REQUESTS_PAGE);
}
