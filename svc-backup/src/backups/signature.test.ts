import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyRing } from '@vetrina/service-kit';
import { loadBackupConfig } from '../config.ts';
import { hasValidSignature, signFile } from './signature.ts';

const OLD_KEY = 'old-backup-signing-key-of-the-tests-0123456789';
const NEW_KEY = 'new-backup-signing-key-of-the-tests-0123456789';
const FOREIGN_KEY = 'another-installation-signing-key-0123456789ab';
const DUMP = 'CREATE TABLE catalog.products (id int);\nINSERT INTO catalog.products VALUES (1);\n';
const YEARS = 10 * 365 * 86_400_000;

describe('backup signatures', () => {
  let dir: string;
  let counter = 0;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vetrina-signature-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const fileWith = async (content: string) => {
    const file = path.join(dir, `dump-${++counter}.sql`);
    await writeFile(file, content);
    return file;
  };
  const signedWith = async (secret: string) => {
    const file = await fileWith(DUMP);
    await signFile(file, createKeyRing({ current: secret }));
    return file;
  };
  /** The format of before the key ring: HMAC-SHA256 keyed by the secret itself, no key id. */
  const legacySigned = (secret: string) =>
    fileWith(`${DUMP}-- vetrina-signature: ${createHmac('sha256', secret).update(DUMP).digest('hex')}\n`);

  it('signs with the current key and its id, and verifies what it signed', async () => {
    const file = await signedWith(NEW_KEY);
    const ring = createKeyRing({ current: NEW_KEY });
    expect(await readFile(file, 'utf8')).toBe(
      `${DUMP}-- vetrina-signature: v2 ${ring.current.id} ${(await readFile(file, 'utf8')).slice(-65, -1)}\n`,
    );
    expect(await hasValidSignature(file, ring)).toBe(true);
  });

  it('refuses a changed byte, another installation, a changed key id and no signature', async () => {
    const ring = createKeyRing({ current: NEW_KEY });
    const signed = await readFile(await signedWith(NEW_KEY), 'utf8');
    const changed = await fileWith(signed.replace('VALUES (1)', 'VALUES (2)'));
    const otherId = createKeyRing({ current: FOREIGN_KEY }).current.id;
    const renamed = await fileWith(signed.replace(ring.current.id, otherId));
    for (const file of [changed, renamed, await signedWith(FOREIGN_KEY), await fileWith(DUMP)])
      expect(await hasValidSignature(file, ring)).toBe(false);
  });

  it('keeps backups signed with a replaced key restorable for as long as the key is listed', async () => {
    const file = await signedWith(OLD_KEY);
    expect(await hasValidSignature(file, createKeyRing({ current: NEW_KEY }))).toBe(false);
    const rotated = createKeyRing({ current: NEW_KEY, previous: [OLD_KEY] });
    expect(await hasValidSignature(file, rotated, Date.now() + YEARS)).toBe(true);
    const config = loadBackupConfig({
      DATABASE_URL: 'postgres://backup@127.0.0.1:5432/vetrina',
      REDIS_URL: 'redis://127.0.0.1:6379',
      GATEWAY_TOKEN: 'g'.repeat(32),
      BACKUP_SIGNING_KEY: NEW_KEY,
      BACKUP_SIGNING_KEY_PREVIOUS: OLD_KEY,
    });
    expect(await hasValidSignature(file, config.BACKUP_SIGNING_KEYS, Date.now() + YEARS)).toBe(true);
  });

  it('still accepts a backup signed in the format of before the key ring, by a key of the ring only', async () => {
    const rotated = createKeyRing({ current: NEW_KEY, previous: [OLD_KEY] });
    expect(await hasValidSignature(await legacySigned(NEW_KEY), rotated)).toBe(true);
    expect(await hasValidSignature(await legacySigned(OLD_KEY), rotated)).toBe(true);
    expect(await hasValidSignature(await legacySigned(FOREIGN_KEY), rotated)).toBe(false);
    const tampered = (await readFile(await legacySigned(NEW_KEY), 'utf8')).replace(
      'VALUES (1)',
      'VALUES (2)',
    );
    expect(await hasValidSignature(await fileWith(tampered), rotated)).toBe(false);
  });
});
