// npm's postinstall hook: drops from package-lock.json the `engines` ranges that the Node.js 24 this
// project runs under satisfies. npm checks the lock's ranges against the Node running npm itself, so on
// a machine whose system Node is older every such range printed a warning about a runtime the project
// never uses; a range that Node 24 does not meet stays, and still warns. Plain JavaScript (any Node).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

/** The Node 24 that runs the project: the one on PATH when it is 24, else the one under .tools/node24. */
function projectNodeVersion() {
  if (Number(process.versions.node.split('.')[0]) === 24) return process.versions.node;
  const tool = path.join(root, '.tools/node24/node_modules/node/package.json');
  return existsSync(tool) ? JSON.parse(readFileSync(tool, 'utf8')).version : undefined;
}

const lockFile = path.join(root, 'package-lock.json');
const nodeVersion = projectNodeVersion();
let semver;
try {
  semver = require('semver');
} catch {
  semver = undefined;
}
if (nodeVersion && semver && existsSync(lockFile)) {
  const text = readFileSync(lockFile, 'utf8');
  const lock = JSON.parse(text);
  const met = { node: nodeVersion, npm: '11.0.0' };
  for (const entry of Object.values(lock.packages ?? {})) {
    for (const [runtime, version] of Object.entries(met)) {
      const range = entry.engines?.[runtime];
      if (range !== undefined && semver.satisfies(version, range, { includePrerelease: true })) {
        delete entry.engines[runtime];
      }
    }
    if (entry.engines && Object.keys(entry.engines).length === 0) delete entry.engines;
  }
  const pruned = `${JSON.stringify(lock, null, 2)}\n`;
  if (pruned !== text) writeFileSync(lockFile, pruned);
}
