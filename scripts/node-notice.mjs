// npm's preinstall hook. On a Node older than 24, one line in place of the engine warnings that
// package-lock.json no longer carries (scripts/lock-engines.mjs, docs/decisions/node-24-engine-checks.md).
// Plain JavaScript: it runs under whatever Node runs npm.
const version = process.versions.node;
if (Number(version.split('.')[0]) < 24) {
  console.log(
    `Vetrina runs itself under Node.js 24, not this machine's ${version}: \`npm start\` and \`npm test\` fetch node@24 into .tools/node24 once (\`. scripts/use-node24.sh\` puts it on your PATH).`,
  );
}
