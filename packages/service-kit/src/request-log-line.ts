import { pino, type Logger } from 'pino';

/** What a request's line carries, each part already JSON: the request, the response and (5xx) the error. */
export interface RequestLineParts {
  requestJson: string;
  responseJson: string;
  responseTime: number;
  errorJson?: string;
}

type LineWriter = (parts: RequestLineParts) => void;

/**
 * Writes the request log's lines straight to the logger's destination, in the very format pino writes
 * (`{"level","time", the logger's bindings, "req","res"[,"err"],"responseTime","msg"}`), from parts
 * serialized once. The request line is the hottest thing a service does: pino's generic path (a
 * serializer pass over every key, then its own stringify) cost three to four times this for the same
 * bytes. Levels, bindings and destination are the logger's own, so a line reads as any other; a level
 * the logger does not write has no writer, so its parts are never made.
 */
export function requestLineWriter(logger: Logger): {
  completed: LineWriter | undefined;
  errored: LineWriter | undefined;
} {
  const stream = (logger as unknown as Record<symbol, { write(line: string): unknown }>)[
    pino.symbols.streamSym
  ]!;
  const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? '';
  const writer = (level: pino.Level, msg: string): LineWriter | undefined => {
    if (!logger.isLevelEnabled(level)) return undefined;
    const head = `{"level":${logger.levels.values[level]},"time":`;
    const tail = `,"msg":${JSON.stringify(msg)}}\n`;
    return ({ requestJson, responseJson, responseTime, errorJson }) => {
      const err = errorJson === undefined ? '' : `,"err":${errorJson}`;
      stream.write(
        `${head}${Date.now()}${bindings},"req":${requestJson},"res":${responseJson}${err},"responseTime":${responseTime}${tail}`,
      );
    };
  };
  return { completed: writer('info', 'request completed'), errored: writer('error', 'request errored') };
}
