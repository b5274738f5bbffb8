import { randomBytes } from 'node:crypto';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateMultipartUploadCommand, S3Client, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestFolderStore, createTestS3Store } from '../testing/photo-stores.ts';
import { copyPhotos } from './copy-photos.ts';
import type { LocalFolderStore } from './folder-store.ts';
import { allPhotos, InvalidPhotoKeyError, type PhotoStore } from './photo-store.ts';
import type { S3Store } from './s3-store.ts';

/** Store-specific ways to leave an interrupted write behind (a `.part` file, an unfinished multipart upload). */
interface Fixture {
  name: 'folder' | 's3 (Swift + s3api)';
  start(): Promise<{ store: PhotoStore; stop(): Promise<void> }>;
  interruptWrite(store: PhotoStore, key: string, agoMs: number): Promise<void>;
}

/** One Swift server for the file: the contract's bucket, and the signature check below. */
let s3: Awaited<ReturnType<typeof createTestS3Store>>;
beforeAll(async () => {
  s3 = await createTestS3Store();
}, 120_000);
afterAll(async () => {
  await s3?.stop();
});

const fixtures: Fixture[] = [
  {
    name: 'folder',
    start: createTestFolderStore,
    async interruptWrite(store, key, agoMs) {
      const part = path.join((store as LocalFolderStore).dir, `.${key}.0123456789ab.part`);
      await writeFile(part, 'half');
      const when = new Date(Date.now() - agoMs);
      await utimes(part, when, when);
    },
  },
  {
    name: 's3 (Swift + s3api)',
    start: async () => ({ store: s3.store, stop: async () => {} }),
    async interruptWrite(store, key) {
      const s3 = store as S3Store;
      await s3.client.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key }));
    },
  },
];

const bytesOf = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const keysOf = async (store: PhotoStore, prefix = '') => {
  const keys: string[] = [];
  for await (const { key } of allPhotos(store, prefix, 2)) keys.push(key);
  return keys;
};

describe.each(fixtures)('photo store contract: $name', (fixture) => {
  let store: PhotoStore;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ store, stop } = await fixture.start());
  }, 120_000);
  afterAll(async () => {
    await stop();
  });

  it('puts bytes under a key and gives them back whole, with their size and time', async () => {
    const before = Date.now() - 2000;
    await store.put('a1.webp', Buffer.from('foto uno'));
    const info = await store.head('a1.webp');
    expect(info).toMatchObject({ key: 'a1.webp', size: 8 });
    expect(info!.modifiedMs).toBeGreaterThanOrEqual(before);
    expect(info!.etag).toMatch(/^".+"$/);
    expect(await store.exists('a1.webp')).toBe(true);
    const object = await store.get('a1.webp');
    expect(object).toMatchObject({ size: 8, length: 8, etag: info!.etag });
    expect((await bytesOf(object!.body)).toString()).toBe('foto uno');
  });

  it('answers a missing key with nothing (not an error), and deleting it is harmless', async () => {
    expect(await store.head('manca.webp')).toBeUndefined();
    expect(await store.get('manca.webp')).toBeUndefined();
    expect(await store.exists('manca.webp')).toBe(false);
    await expect(store.delete('manca.webp')).resolves.toBeUndefined();
  });

  it('streams a body of unknown length (several parts in a bucket) and keeps the bytes identical', async () => {
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: 13 }, (_, i) => bytes.subarray(i * 500_000, (i + 1) * 500_000));
    await store.put('grande.avif', Readable.from(chunks));
    const object = await store.get('grande.avif');
    expect(object!.size).toBe(bytes.length);
    expect((await bytesOf(object!.body)).equals(bytes)).toBe(true);
  });

  it('reads an inclusive byte range, reporting the whole size', async () => {
    await store.put('range.webp', Buffer.from('0123456789abcdefghij'));
    const object = await store.get('range.webp', { start: 10, end: 14 });
    expect(object).toMatchObject({ size: 20, length: 5 });
    expect((await bytesOf(object!.body)).toString()).toBe('abcde');
  });

  it('replaces an object whole: a reader gets the old bytes or the new ones', async () => {
    await store.put('stessa.webp', Buffer.from('vecchia'));
    await store.put('stessa.webp', Readable.from([Buffer.from('nuo'), Buffer.from('va')]));
    expect((await bytesOf((await store.get('stessa.webp'))!.body)).toString()).toBe('nuova');
  });

  it('keeps nothing of a put whose stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000, 1));
        this.destroy(new Error('connessione persa'));
      },
    });
    await expect(store.put('rotta.webp', failing)).rejects.toThrow();
    expect(await store.exists('rotta.webp')).toBe(false);
    expect(await keysOf(store)).not.toContain('rotta.webp');
  });

  it('lists keys in order, page after page, by prefix; originals under .originals/', async () => {
    for (const key of ['l3.webp', 'l1.webp', 'l2-w400.avif', '.originals/l1.jpg', '.originals/l2.png'])
      await store.put(key, Buffer.from(key), { private: key.startsWith('.') });
    const all = await keysOf(store);
    expect(all).toEqual([...all].sort());
    expect(all).toEqual(expect.arrayContaining(['l1.webp', 'l2-w400.avif', 'l3.webp', '.originals/l1.jpg']));
    expect(await keysOf(store, 'l')).toEqual(['l1.webp', 'l2-w400.avif', 'l3.webp']);
    expect(await keysOf(store, '.originals/')).toEqual(['.originals/l1.jpg', '.originals/l2.png']);
    const first = await store.list('l', { limit: 2 });
    expect(first.entries.map((e) => e.key)).toEqual(['l1.webp', 'l2-w400.avif']);
    const second = await store.list('l', { after: first.next!, limit: 2 });
    expect(second).toEqual({ entries: [expect.objectContaining({ key: 'l3.webp', size: 7 })] });
  });

  it('deletes a key', async () => {
    await store.put('via.webp', Buffer.from('x'));
    await store.delete('via.webp');
    expect(await store.exists('via.webp')).toBe(false);
  });

  it('refuses keys that could leave the store or name a part file, before any I/O', async () => {
    for (const key of ['../fuori.webp', 'a/../b.webp', '/assoluta.webp', '.a.webp.0123.part', 'a b.webp', ''])
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(InvalidPhotoKeyError);
    await expect(store.get('../etc/passwd')).rejects.toThrow(InvalidPhotoKeyError);
  });

  it('removes what an interrupted write left once it is older than the grace period, never a photo', async () => {
    await store.put('intera.webp', Buffer.from('intera'));
    await fixture.interruptWrite(store, 'interrotta.webp', 2 * 3_600_000);
    expect(await keysOf(store)).not.toContain('interrotta.webp');
    expect(await store.removeIncomplete(3 * 3_600_000)).toBe(0);
    expect(await store.removeIncomplete(3 * 3_600_000, Date.now() + 4 * 3_600_000)).toBe(1);
    expect(await store.removeIncomplete(0)).toBe(0);
    expect(await store.exists('intera.webp')).toBe(true);
  });

  it('receives a folder copy idempotently: a second run copies nothing, a changed object is copied again', async () => {
    const source = await createTestFolderStore();
    try {
      for (const key of ['c1.webp', 'c2.avif', '.originals/c1.jpg'])
        await source.store.put(key, Buffer.from(`copia ${key}`), { private: key.startsWith('.') });
      const lines: string[] = [];
      const first = await copyPhotos(source.store, store, (p) => lines.push(`${p.done}/${p.total}`));
      expect(first).toEqual({ done: 3, total: 3, copied: 3, skipped: 0 });
      expect(lines.sort()).toEqual(['1/3', '2/3', '3/3']);
      expect((await bytesOf((await store.get('.originals/c1.jpg'))!.body)).toString()).toBe(
        'copia .originals/c1.jpg',
      );
      expect(await copyPhotos(source.store, store)).toEqual({ done: 3, total: 3, copied: 0, skipped: 3 });
      // Interrupted or damaged on the way (same size, other bytes where the ETag shows it): copied again.
      await store.put('c2.avif', Buffer.from('copia c2.avix'));
      const again = await copyPhotos(source.store, store);
      expect(again.copied).toBe(store.kind === 's3' ? 1 : 0);
    } finally {
      await source.stop();
    }
  });
});

describe('the S3 server of these tests', () => {
  it('is a real one: it refuses a request signed with the wrong secret', async () => {
    const wrong = new S3Client({
      endpoint: s3.options.endpoint!,
      region: s3.options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.options.accessKeyId, secretAccessKey: 'non-la-chiave-giusta' },
    });
    await expect(wrong.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }))).rejects.toThrow(
      /signature/i,
    );
    wrong.destroy();
  });
});
