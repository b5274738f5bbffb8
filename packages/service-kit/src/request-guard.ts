import type { IncomingMessage, ServerResponse } from 'node:http';
import { hasControlCharacters } from '@vetrina/contracts';
import { AppError } from './errors.ts';

export const MALFORMED_URL_MESSAGE = 'Indirizzo non valido';
export const UNSUPPORTED_ENCODING_MESSAGE = 'Codifica del contenuto non supportata';

function decodes(component: string): boolean {
  try {
    // C0 controls and DEL: no path or query of the shop has a use for them; PostgreSQL refuses NUL.
    return !hasControlCharacters(decodeURIComponent(component));
  } catch {
    return false;
  }
}

/** Every percent-escape of the path and of each query pair is valid UTF-8 and decodes to no control. */
function wellFormed(url: string): boolean {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  if (!decodes(path)) return false;
  if (mark === -1) return true;
  return url
    .slice(mark + 1)
    .split('&')
    .every((pair) => decodes(pair.replaceAll('+', ' ')));
}

/**
 * Refuses, before any route or body parser runs, what would otherwise surface as a 500 deep inside:
 * malformed percent-encoding (`%C0%AF`, a lone surrogate `%ED%A0%80`), control characters such as
 * NUL in the path or query, and compressed request bodies (no client of the shop sends one, and
 * decompressing is a needless bomb and garbage surface).
 */
export function requestGuard(
  req: IncomingMessage,
  _res: ServerResponse,
  next: (err?: unknown) => void,
): void {
  const url = req.url ?? '/';
  // llhttp already refuses raw control characters, so only escaped ones need decoding.
  if (url.includes('%') && !wellFormed(url)) return next(new AppError(400, MALFORMED_URL_MESSAGE));
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity')
    return next(new AppError(415, UNSUPPORTED_ENCODING_MESSAGE));
  next();
}
