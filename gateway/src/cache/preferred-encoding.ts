import type { IncomingMessage } from 'node:http';
import { boundedMemo } from '../security/bounded-memo.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Each coding's quality as the header gives it (`br;q=0.5`), `*` for the ones it does not name. */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    found.set(name, Number.isFinite(quality) ? quality : 0);
  }
  return found;
}

function choose(header: string): Encoding {
  const found = qualities(header);
  const qualityOf = (name: string) => found.get(name) ?? found.get('*') ?? 0;
  const br = qualityOf('br');
  const gzip = qualityOf('gzip');
  if (br <= 0 && gzip <= 0) return 'identity';
  // Brotli on a tie: browsers list 'gzip, deflate, br' with equal weight, and brotli is the smaller page.
  return br >= gzip ? 'br' : 'gzip';
}

const chooseRemembered = boundedMemo(choose, 256, 200);

/**
 * The encoding to answer in: the one the client weighs highest of brotli and gzip, brotli on a tie, the body
 * as it is when it takes neither. (Express's `acceptsEncodings` breaks a tie by the client's order, which
 * gave gzip to every Chromium and Firefox.)
 */
export function preferredEncoding(req: IncomingMessage): Encoding {
  const header = req.headers['accept-encoding'];
  return header ? chooseRemembered(header) : 'identity';
}
