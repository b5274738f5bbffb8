import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const LOGGER = fileURLToPath(new URL('./logger.ts', import.meta.url));
const LINES = 20_000;

/** A process that logs LINES lines through createLogger's asynchronous output, then ends as `ending` says. */
async function linesLoggedBefore(ending: string): Promise<{ lines: string[]; stderr: string }> {
  const script = `
    const { createLogger } = await import(${JSON.stringify(LOGGER)});
    const logger = createLogger('exit-test');
    for (let i = 0; i < ${LINES}; i++) logger.info({ i, padding: 'x'.repeat(200) }, 'line');
    ${ending}`;
  const { stdout, stderr } = await run(process.execPath, ['--input-type=module', '-e', script], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout: string; stderr: string }) => error);
  return { lines: stdout.split('\n').filter((line) => line !== ''), stderr };
}

describe('the asynchronous log output', () => {
  it('writes every line logged before process.exit', async () => {
    const { lines } = await linesLoggedBefore('process.exit(0);');
    expect(lines).toHaveLength(LINES);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ i: LINES - 1, msg: 'line', name: 'exit-test' });
  });

  it('writes every line logged before an uncaught exception ends the process', async () => {
    const { lines, stderr } = await linesLoggedBefore("throw new Error('boom');");
    expect(lines).toHaveLength(LINES);
    expect(stderr).toContain('boom');
  });

  it('writes every line when the event loop simply ends', async () => {
    const { lines } = await linesLoggedBefore('');
    expect(lines).toHaveLength(LINES);
  });

  it('writes a lone line of a process that keeps running, without waiting for more lines', async () => {
    const script = `
      const { createLogger } = await import(${JSON.stringify(LOGGER)});
      createLogger('idle-test').info('alone');
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script]);
    try {
      let output = '';
      while (!output.includes('"msg":"alone"')) {
        const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
        output += chunk.toString();
      }
      expect(JSON.parse(output.trim())).toMatchObject({ name: 'idle-test', msg: 'alone' });
    } finally {
      child.kill();
    }
  });
});
