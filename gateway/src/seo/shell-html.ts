import { createTtlCache } from './ttl-cache.ts';

/** The shell's index.html, fetched from its static server and reused for a few seconds. */
export function createShellHtml(shellUrl: string, ttlMs: number): () => Promise<string> {
  const cache = createTtlCache<string>(ttlMs, 1);
  const url = new URL('/', shellUrl);
  const load = async () => {
    const res = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`shell answered ${res.status}`);
    return res.text();
  };
  return () => cache.get('index', load);
}
