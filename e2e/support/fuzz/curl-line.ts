import { gzipSync } from 'node:zlib';
import type { FuzzRequest } from './fuzz-request.ts';

/** Bash ANSI-C quoting: every byte that is not plain printable ASCII as \xHH, so the line reproduces it exactly. */
function ansiQuote(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) {
    if (byte >= 0x20 && byte < 0x7f && byte !== 0x27 && byte !== 0x5c) out += String.fromCharCode(byte);
    else out += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `$'${out}'`;
}

const quote = (text: string) => ansiQuote(Buffer.from(text, 'latin1'));

/** The cookie jar a reproduction signs in with (see `signInCurlLine`). */
export const COOKIE_JAR = '/tmp/vetrina-fuzz.jar';

/** How to sign in before replaying admin lines: `curl … -c $COOKIE_JAR`. */
export function signInCurlLine(base: URL, username: string): string {
  const body = JSON.stringify({ username, password: 'PASSWORD' });
  return `curl -sS -c ${COOKIE_JAR} -H 'content-type: application/json' --data-binary ${quote(body)} '${new URL('/api/admin/login', base).href}'`;
}

/**
 * A curl command that sends the same request: path as is (no normalisation), the same headers and body bytes.
 * Bodies over 2 KB travel gzipped and base64-encoded inside the line (bash process substitution), still exact.
 */
export function curlLine(base: URL, request: FuzzRequest, timeoutSeconds: number): string {
  const parts = [
    'curl -sS -o /dev/null -w "%{http_code}\\n" --path-as-is',
    `--max-time ${timeoutSeconds}`,
    `-X ${request.method}`,
  ];
  if (request.signedIn) parts.push(`-b ${COOKIE_JAR}`);
  for (const [name, value] of Object.entries(request.headers)) parts.push(`-H ${quote(`${name}: ${value}`)}`);
  // curl sets the length itself; an explicit one overrides it (the body then promises more than it sends).
  if (request.declaredLength !== undefined) parts.push(`-H 'content-length: ${request.declaredLength}'`);
  const body = request.body;
  if (body && body.length > 2_048) {
    parts.push(
      `--data-binary @<(echo ${gzipSync(body, { level: 9 }).toString('base64')} | base64 -d | gunzip)`,
    );
  } else if (body && body.length > 0) {
    parts.push(`--data-binary ${ansiQuote(body)}`);
  } else if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'DELETE') {
    parts.push("--data-binary ''");
  }
  parts.push(quote(`${base.origin}${request.path}`));
  return parts.join(' ');
}
