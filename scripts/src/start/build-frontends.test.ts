import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staleReason } from './build-frontends.ts';

function app() {
  const root = mkdtempSync(path.join(tmpdir(), 'vetrina-build-'));
  const dir = path.join(root, 'shell');
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'src/index.ts'), '');
  return { root, dir };
}

const touch = (file: string, secondsAgo: number) => {
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, time, time);
};

describe('staleReason', () => {
  it('asks for a build when there is no dist', () => {
    const { root, dir } = app();
    expect(staleReason(dir, root)).toBe('no dist/');
  });

  it('skips the build when dist is newer than every source', () => {
    const { root, dir } = app();
    touch(path.join(dir, 'src/index.ts'), 100);
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/main.js'), '');
    expect(staleReason(dir, root)).toBeUndefined();
  });

  it('rebuilds when a source changed after the build', () => {
    const { root, dir } = app();
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/main.js'), '');
    touch(path.join(dir, 'dist/main.js'), 100);
    expect(staleReason(dir, root)).toBe('sources changed since the last build');
  });
});
