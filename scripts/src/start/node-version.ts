/** The runner and every app use Node 24 features (type stripping); refuse older runtimes clearly. */
export function nodeMajor(version = process.versions.node): number {
  return Number.parseInt(version.split('.')[0] ?? '0', 10);
}

export function requireNode24(version = process.versions.node): void {
  if (nodeMajor(version) >= 24) return;
  console.error(
    `Vetrina needs Node.js 24 (found ${version}).\n` +
      'Put Node 24 on PATH, e.g. `. scripts/use-node24.sh` (installs the npm registry package node@24 under .tools/), ' +
      'or use nvm/fnm with the .nvmrc file.',
  );
  process.exit(1);
}
