import http from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';

export interface ScriptRequest {
  url: string;
  transferBytes: number;
}

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

/** Every script the page loaded (entry, federation runtime, remote entries, chunks), from the network records. */
export function firstLoadScripts(lhr: Result): ScriptRequest[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? [])
    .filter(
      (item) => item.resourceType === 'Script' && item.url?.startsWith('http://') && item.statusCode !== 0,
    )
    .map((item) => ({ url: item.url!, transferBytes: item.transferSize ?? 0 }));
}

/** Raw (still encoded) body of a GET asking for gzip only. */
function getGzip(url: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'gzip' }, timeout: 5000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/**
 * Bytes of the same scripts served gzip-encoded: Chromium negotiates brotli, but gzip is the figure
 * budgets are usually written in. A script served unencoded is gzipped here; one that can't be
 * fetched counts with its transferred size.
 */
export async function gzipBytesOf(scripts: ScriptRequest[]): Promise<number> {
  let total = 0;
  for (const script of scripts) {
    try {
      const { encoding, body } = await getGzip(script.url);
      total += encoding === 'gzip' ? body.length : gzipSync(body).length;
    } catch {
      total += script.transferBytes;
    }
  }
  return total;
}
