import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Standard output written asynchronously and in blocks: lines gather until 56 KiB (about 70 request
 * lines, or for at most FLUSH_EVERY_MS when fewer come) and go out in one write, never with a write
 * system call on the request's path. Each write wakes a thread of libuv's pool and then the event loop:
 * at 8 KiB blocks those wake-ups were a tenth of a cached read's cost. pino writes what is gathered
 * synchronously when the process exits (process.exit, an uncaught exception, the end of the event
 * loop), so a line logged before an exit is never lost (logger.test.ts); a SIGKILL loses at most the
 * last block.
 */
export function standardOutput(): DestinationStream {
  const output = pino.destination({
    dest: 1,
    sync: false,
    minLength: 56 * 1024,
    maxWrite: 64 * 1024,
    periodicFlush: FLUSH_EVERY_MS,
    // Lines are gathered as bytes: gathered as text, each line measured the whole block gathered so far
    // again (sonic-boom's Buffer.byteLength of its last chunk), about 2 µs a line at 8 KiB.
    contentMode: 'buffer',
  });
  return { write: (line: string) => output.write(Buffer.from(line) as unknown as string) };
}

/** The longest a line waits in a quiet process before it is written. */
export const FLUSH_EVERY_MS = 200;

export function createLogger(name: string, level = 'info', destination = standardOutput()): Logger {
  return pino(
    {
      name,
      level,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
