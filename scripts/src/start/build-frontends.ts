import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, pathWithThisNode } from './paths.ts';

export const FRONTENDS = ['shell', 'mf-storefront', 'mf-admin'] as const;
/** Sources bundled into every frontend: a change there makes each dist stale. */
const SHARED_INPUTS = [
  'packages/web-kit/src',
  'packages/web-kit/build',
  'packages/contracts/src',
  // The storefront's server renderer bundles the shell's app providers and theme.
  'shell/src/app',
  'shell/src/theme',
];
const APP_INPUTS = [
  'src',
  'public',
  'webpack.config.mjs',
  'webpack.ssr.config.mjs',
  'webpack.signin.config.mjs',
  'package.json',
];
/** What a build writes: the browser bundle, and the server renderer of apps that have its config. */
function outputsOf(appDir: string): string[] {
  return existsSync(path.join(appDir, 'webpack.ssr.config.mjs')) ? ['dist', 'dist-ssr'] : ['dist'];
}

/** Newest (or oldest) modification time of the files under a path; undefined when nothing is there. */
export function mtimeOf(target: string, pick: 'newest' | 'oldest' = 'newest'): number | undefined {
  if (!existsSync(target)) return undefined;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let result: number | undefined;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const time = statSync(path.join(entry.parentPath, entry.name)).mtimeMs;
    if (result === undefined || (pick === 'newest' ? time > result : time < result)) result = time;
  }
  return result;
}

/** Why an app needs a build, or undefined when its dist is up to date. */
export function staleReason(appDir: string, root = REPO_ROOT): string | undefined {
  const outputs = outputsOf(appDir);
  const builtTimes = outputs.map((out) => mtimeOf(path.join(appDir, out), 'oldest'));
  const missing = outputs.find((_, i) => builtTimes[i] === undefined);
  if (missing) return `no ${missing}/`;
  const built = Math.min(...(builtTimes as number[]));
  const inputs = [
    ...APP_INPUTS.map((p) => path.join(appDir, p)),
    ...SHARED_INPUTS.map((p) => path.join(root, p)),
  ];
  const newest = Math.max(...inputs.map((p) => mtimeOf(p) ?? 0));
  return newest > built ? 'sources changed since the last build' : undefined;
}

function hasScript(appDir: string, script: string): boolean {
  const file = path.join(appDir, 'package.json');
  if (!existsSync(file)) return false;
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> };
  return Boolean(pkg.scripts?.[script]) && existsSync(path.join(appDir, 'src'));
}

/** Builds, one at a time (2-core machines), each frontend whose dist is missing or stale. */
export async function buildStaleFrontends(log: (line: string) => void): Promise<void> {
  for (const app of FRONTENDS) {
    const dir = path.join(REPO_ROOT, app);
    if (!hasScript(dir, 'build')) {
      log(`${app}: no build script or src/ yet, skipped`);
      continue;
    }
    const reason = staleReason(dir);
    if (!reason) continue;
    log(`${app}: building (${reason})...`);
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '-w', app], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PATH: pathWithThisNode(), NODE_ENV: 'production' },
    });
    const code = await new Promise<number | null>((resolve) => {
      child.once('error', () => resolve(-1));
      child.once('close', (exitCode) => resolve(exitCode));
    });
    if (code !== 0) throw new Error(`Build of ${app} failed (exit ${code})`);
    log(`${app}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
