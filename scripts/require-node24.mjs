// Runs a script of the repository under Node.js 24, whatever Node started it:
//   node scripts/require-node24.mjs scripts/src/start.ts [args...]
// Under Node >= 24 it loads the script in this process. Under an older Node (a fresh machine with
// Node 20) it installs the npm registry's `node@24` package once into .tools/node24 (as
// scripts/use-node24.sh does) and re-runs the script with it, Node 24 first on PATH for its children.
// Plain JavaScript on purpose: Node < 24 could not even load a .ts file.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [script, ...args] = process.argv.slice(2);
const major = Number(process.versions.node.split('.')[0]);

if (!script) {
  // Without a script: only the check (old usage `node scripts/require-node24.mjs && ...`).
  if (major < 24) {
    console.error(`Vetrina needs Node.js 24 (found ${process.versions.node}): \`. scripts/use-node24.sh\``);
    process.exit(1);
  }
} else if (major >= 24) {
  process.argv = [process.argv[0], path.resolve(script), ...args];
  await import(pathToFileURL(path.resolve(script)).href);
} else {
  const toolDir = path.join(root, '.tools', 'node24');
  const binDir = path.join(toolDir, 'node_modules', '.bin');
  const node24 = path.join(binDir, 'node');
  if (spawnSync(node24, ['--version']).status !== 0) {
    console.error(
      `Node ${process.versions.node} is older than 24: installing node@24 into .tools/node24 (once)`,
    );
    mkdirSync(toolDir, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const install = spawnSync(
      npm,
      ['install', '--prefix', toolDir, '--no-save', '--no-audit', '--no-fund', 'node@24'],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (install.status !== 0 || !existsSync(node24)) {
      console.error(
        'Could not install node@24 from the npm registry: install Node.js 24 (see .nvmrc) and retry.',
      );
      process.exit(1);
    }
  }
  const child = spawn(node24, [script, ...args], {
    stdio: 'inherit',
    env: { ...process.env, PATH: [binDir, process.env.PATH ?? ''].join(path.delimiter) },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
}
