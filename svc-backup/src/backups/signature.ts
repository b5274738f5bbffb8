import { createHash, createHmac, timingSafeEqual, type Hmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, open, stat } from 'node:fs/promises';
import type { KeyRing } from '@vetrina/service-kit';

/**
 * A backup's signature: its last line is `-- vetrina-signature: v2 <key id> <hex HMAC-SHA256>` of
 * every byte before that line, under the backup purpose's sub-key of the BACKUP_SIGNING_KEY ring's
 * key that id names. Only files this installation wrote (and nobody changed since) carry a signature
 * that verifies, so only they may be run against the database. A replaced key listed in
 * BACKUP_SIGNING_KEY_PREVIOUS keeps the backups it signed restorable, for as long as it is listed.
 */
const PURPOSE = 'svc-backup/backup-file';
const PREFIX = '-- vetrina-signature: ';
const SIGNATURE_LINE = /\n-- vetrina-signature: (?:v2 ([\w-]{8}) )?([0-9a-f]{64})\n?$/;
const TAIL_BYTES = 256;

/** Feeds the file's first `end` bytes to every HMAC in one read. */
async function digestsOf(file: string, hmacs: Hmac[], end: number): Promise<Buffer[]> {
  if (end > 0)
    for await (const chunk of createReadStream(file, { end: end - 1 }))
      for (const hmac of hmacs) hmac.update(chunk as Buffer);
  return hmacs.map((hmac) => hmac.digest());
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

async function tailOf(file: string, size: number): Promise<{ start: number; text: string }> {
  const start = Math.max(0, size - TAIL_BYTES);
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(size - start);
    await handle.read(buffer, 0, buffer.length, start);
    return { start, text: buffer.toString('latin1') };
  } finally {
    await handle.close();
  }
}

/**
 * Appends the signature line (after a newline, so the last SQL line stays intact) and returns the
 * signed file's SHA-256, computed in the same read as the signature.
 */
export async function signFile(file: string, keys: KeyRing): Promise<string> {
  const { size } = await stat(file);
  if (size > 0 && (await lastByte(file, size)) !== '\n') await appendFile(file, '\n');
  const key = keys.current;
  const hmac = key.hmac(PURPOSE);
  const sha256 = createHash('sha256');
  for await (const chunk of createReadStream(file)) {
    hmac.update(chunk as Buffer);
    sha256.update(chunk as Buffer);
  }
  const line = `${PREFIX}v2 ${key.id} ${hmac.digest('hex')}\n`;
  await appendFile(file, line);
  return sha256.update(line).digest('hex');
}

/**
 * True when the file's last line is a valid signature, by a key of this ring, of everything before it.
 *
 * A line without a key id is the format of before the key ring (HMAC keyed by the secret itself), still
 * accepted under every key of the ring. Unlike the tokens' old formats this fallback has no end date:
 * a backup never expires, and the owner's downloaded copies cannot be re-signed. Remove it only together
 * with a way to re-sign old files (and a release note saying so).
 */
export async function hasValidSignature(file: string, keys: KeyRing, now = Date.now()): Promise<boolean> {
  const { size } = await stat(file);
  if (size < PREFIX.length + 64) return false;
  const tail = await tailOf(file, size);
  const match = SIGNATURE_LINE.exec(tail.text);
  if (!match) return false;
  const [, keyId, signature] = match as unknown as [string, string | undefined, string];
  // The signed part ends with the newline that precedes the signature line.
  const signedEnd = tail.start + match.index + 1;
  const candidates =
    keyId === undefined
      ? keys.accepted(now).map((key) => createHmac('sha256', key.legacySecret))
      : [keys.find(keyId, now)?.hmac(PURPOSE)].filter((hmac) => hmac !== undefined);
  if (candidates.length === 0) return false;
  const given = Buffer.from(signature, 'hex');
  const expected = await digestsOf(file, candidates, signedEnd);
  return expected.some((digest) => timingSafeEqual(given, digest));
}
