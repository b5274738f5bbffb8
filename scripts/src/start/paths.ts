import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const REPO_ROOT = path.resolve(fileURLToPath(import.meta.url), '../../../..');
export const DATA_DIR = path.join(REPO_ROOT, '.data');

/** PATH with this Node's folder first, so `npm` and `#!/usr/bin/env node` children run the same Node 24. */
export function pathWithThisNode(env: NodeJS.ProcessEnv = process.env): string {
  return [path.dirname(process.execPath), env.PATH ?? ''].join(path.delimiter);
}
