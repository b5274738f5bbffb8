// Copies the runtime dependency closure of some entry files out of an installed node_modules tree,
// so a small image carries only what it runs (the static server needs express, not React and MUI).
//   node docker/copy-deps.mjs <repo-root> <out-dir> <entry-dir>... [--workspaces=@scope/a,@scope/b]
// Bare imports of the .ts/.js/.mjs files in each entry dir are the roots; each package's
// dependencies, optionalDependencies and peerDependencies are followed, resolving like Node does.
import { cpSync, existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const workspacesFlag = args.find((arg) => arg.startsWith('--workspaces='));
/** Workspace packages the image brings itself (sources and node_modules link); their dependencies are followed. */
const expectedWorkspaces = new Set(
  workspacesFlag ? workspacesFlag.slice('--workspaces='.length).split(',') : [],
);
const [root, out, ...entryDirs] = args.filter((arg) => arg !== workspacesFlag).map((p) => path.resolve(p));
if (!root || !out || entryDirs.length === 0) {
  console.error(
    'usage: node docker/copy-deps.mjs <repo-root> <out-dir> <entry-dir>... [--workspaces=@scope/a,@scope/b]',
  );
  process.exit(2);
}

const IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]([^'"./][^'"]*)['"]/g;
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function rootsOf(dir) {
  const names = new Set();
  for (const file of readdirSync(dir).filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.includes('.test.'))) {
    // `import type` is erased when Node strips the types: it needs nothing at run time.
    const source = readFileSync(path.join(dir, file), 'utf8').replace(
      /^\s*(import|export) type [^;]*;/gm,
      '',
    );
    for (const [, specifier] of source.matchAll(IMPORT)) {
      if (!specifier.startsWith('node:')) names.add(packageName(specifier));
    }
  }
  return names;
}

/** The directory of package `name` as Node would find it from `fromDir`. */
function resolvePackage(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return undefined;
  }
}

const copied = new Set();
function copyClosure(name, fromDir, optional) {
  const dir = resolvePackage(name, fromDir);
  if (!dir) {
    if (optional) return;
    throw new Error(`cannot resolve ${name} from ${fromDir}`);
  }
  if (copied.has(dir)) return;
  copied.add(dir);
  const real = realpathSync(dir);
  if (real.split(path.sep).includes('node_modules')) {
    cpSync(dir, path.join(out, path.relative(root, dir)), { recursive: true, dereference: true });
  } else if (!expectedWorkspaces.has(name)) {
    // A workspace package is a symlink to sources this stage does not have: the Dockerfile copies them.
    throw new Error(`${name} is a workspace package; copy it into the image and name it in --workspaces`);
  }
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  for (const dep of Object.keys(manifest.dependencies ?? {})) copyClosure(dep, dir, false);
  for (const dep of Object.keys(manifest.optionalDependencies ?? {})) copyClosure(dep, dir, true);
  for (const dep of Object.keys(manifest.peerDependencies ?? {})) copyClosure(dep, dir, true);
}

for (const entryDir of entryDirs) {
  for (const name of rootsOf(entryDir)) copyClosure(name, entryDir, false);
}
console.log(`copied ${copied.size} packages to ${out}`);
