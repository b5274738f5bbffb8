// `npm run typecheck`: `tsc --noEmit -p <ws>` for each workspace with a tsconfig.json, one at a time.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './start/paths.ts';
import { binOf, workspaces } from './workspaces.ts';

const failed: string[] = [];
let checked = 0;
for (const ws of workspaces()) {
  if (!existsSync(path.join(REPO_ROOT, ws, 'tsconfig.json'))) continue;
  checked++;
  const started = Date.now();
  const result = spawnSync(process.execPath, [binOf('typescript/bin/tsc'), '--noEmit', '-p', ws], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  const ok = result.status === 0;
  if (!ok) failed.push(ws);
  console.log(`typecheck ${ok ? 'ok  ' : 'FAIL'} ${ws} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log(
  `typecheck: ${checked - failed.length}/${checked} workspaces clean${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
