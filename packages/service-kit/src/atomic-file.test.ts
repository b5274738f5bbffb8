import { mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFileAtomically, isPartialFile, writeFileAtomically } from './atomic-file.ts';

describe('files put in place whole', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vetrina-atomic-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('replaces a file so that a reader that opened the old one still reads it whole', async () => {
    const target = path.join(dir, 'foto.webp');
    await writeFile(target, 'vecchia foto');
    const reader = await open(target, 'r');
    await writeFileAtomically(target, Buffer.from('nuova foto'));
    expect((await reader.readFile()).toString()).toBe('vecchia foto');
    await reader.close();
    expect(await readFile(target, 'utf8')).toBe('nuova foto');
    expect(await readdir(dir)).toEqual(['foto.webp']);
  });

  it('leaves the target untouched and no part file when the copy fails', async () => {
    const target = path.join(dir, 'foto.webp');
    await writeFile(target, 'presente');
    await expect(copyFileAtomically(path.join(dir, 'manca.webp'), target)).rejects.toThrow(/ENOENT/);
    expect(await readFile(target, 'utf8')).toBe('presente');
    expect(await readdir(dir)).toEqual(['foto.webp']);
  });

  it('names its part files so that they are hidden and recognisable', async () => {
    expect(isPartialFile('.foto.webp.0a1b2c3d4e5f.part')).toBe(true);
    expect(isPartialFile('foto.webp')).toBe(false);
    expect(isPartialFile('.originals')).toBe(false);
  });
});
