import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Standard output written asynchronously and in blocks: lines gather until 8 KiB (or for at most
 * FLUSH_EVERY_MS when fewer come) and go out in one write, never with a write system call on the
 * request's path. pino writes what is gathered synchronously when the process exits (process.exit, an
 * uncaught exception, the end of the event loop), so a line logged before an exit is never lost
 * (logger.test.ts); a SIGKILL loses at most the last block.
 */
export function standardOutput(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: 8 * 1024, periodicFlush: FLUSH_EVERY_MS });
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
