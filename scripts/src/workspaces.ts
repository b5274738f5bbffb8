import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './start/paths.ts';

/** Workspace folders from the root package.json, in its order. */
export function workspaces(root = REPO_ROOT): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return pkg.workspaces ?? [];
}

export const binOf = (pkgPath: string) => path.join(REPO_ROOT, 'node_modules', pkgPath);
