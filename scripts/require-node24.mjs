// Plain JavaScript on purpose: runs before any .ts file, which Node < 24 could not even load.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Vetrina needs Node.js 24 (found ${process.versions.node}).\n` +
      'Put Node 24 on PATH: `. scripts/use-node24.sh` (installs the npm registry package node@24 under .tools/), ' +
      'or `nvm use` (reads .nvmrc).',
  );
  process.exit(1);
}
