import type { IncomingMessage, ServerResponse } from 'node:http';
import { underPrefix } from '../routing/route-table.ts';
import { matchPathOf } from './canonical-path.ts';

export const TOO_MANY_REQUESTS = 'Troppe richieste. Riprova tra qualche istante.';

const TOO_MANY_REQUESTS_JSON = JSON.stringify({ message: TOO_MANY_REQUESTS, issues: [] });
const TOO_MANY_REQUESTS_PAGE =
  '<!doctype html><html lang="it"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Troppe richieste</title></head>' +
  `<body><h1>Troppe richieste</h1><p>${TOO_MANY_REQUESTS}</p>` +
  '<p><a href="/">Torna alla home</a></p></body></html>';

/** 429 with Retry-After: JSON `{message, issues}` under /api, a small Italian page for everything else. */
export function sendTooManyRequests(
  req: IncomingMessage,
  res: ServerResponse,
  retryAfterSeconds: number,
): void {
  const json = underPrefix(matchPathOf(req), '/api');
  const body = json ? TOO_MANY_REQUESTS_JSON : TOO_MANY_REQUESTS_PAGE;
  res.writeHead(429, {
    'retry-after': String(retryAfterSeconds),
    'cache-control': 'no-store',
    'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}
