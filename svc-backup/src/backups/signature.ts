import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, open, stat } from 'node:fs/promises';

/**
 * A backup's signature: its last line is `-- vetrina-signature: <hex HMAC-SHA256>` of every byte
 * before that line, keyed by BACKUP_SIGNING_KEY. Only files this installation wrote (and nobody
 * changed since) carry a signature that verifies, so only they may be run against the database.
 */
const PREFIX = '-- vetrina-signature: ';
const SIGNATURE_LINE = /\n-- vetrina-signature: ([0-9a-f]{64})\n?$/;
const TAIL_BYTES = 256;

async function hmacOf(file: string, key: string, end: number): Promise<Buffer> {
  const hmac = createHmac('sha256', key);
  if (end > 0)
    for await (const chunk of createReadStream(file, { end: end - 1 })) hmac.update(chunk as Buffer);
  return hmac.digest();
}

async function lastByte(file: string, size: number): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(1);
    await handle.read(buffer, 0, 1, size - 1);
    return buffer.toString('latin1');
  } finally {
    await handle.close();
  }
}

/**
 * Appends the signature line (after a newline, so the last SQL line stays intact) and returns the
 * signed file's SHA-256, computed in the same read as the signature.
 */
export async function signFile(file: string, key: string): Promise<string> {
  const { size } = await stat(file);
  if (size > 0 && (await lastByte(file, size)) !== '\n') await appendFile(file, '\n');
  const hmac = createHmac('sha256', key);
  const sha256 = createHash('sha256');
  for await (const chunk of createReadStream(file)) {
    hmac.update(chunk as Buffer);
    sha256.update(chunk as Buffer);
  }
  const line = `${PREFIX}${hmac.digest('hex')}\n`;
  await appendFile(file, line);
  return sha256.update(line).digest('hex');
}

/** True when the file's last line is a valid signature, by this key, of everything before it. */
export async function hasValidSignature(file: string, key: string): Promise<boolean> {
  const { size } = await stat(file);
  if (size < PREFIX.length + 64) return false;
  const start = Math.max(0, size - TAIL_BYTES);
  const handle = await open(file, 'r');
  let tail: string;
  try {
    const buffer = Buffer.alloc(size - start);
    await handle.read(buffer, 0, buffer.length, start);
    tail = buffer.toString('latin1');
  } finally {
    await handle.close();
  }
  const match = SIGNATURE_LINE.exec(tail);
  if (!match) return false;
  // The signed part ends with the newline that precedes the signature line.
  const signedEnd = start + match.index + 1;
  const expected = await hmacOf(file, key, signedEnd);
  const given = Buffer.from(match[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
