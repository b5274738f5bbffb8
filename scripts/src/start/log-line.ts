import { styleText } from 'node:util';

const PINO_LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const COLORS = [
  'cyan',
  'magenta',
  'yellow',
  'green',
  'blue',
  'redBright',
  'cyanBright',
  'magentaBright',
] as const;
export type PrefixColor = (typeof COLORS)[number];

export const colorFor = (index: number): PrefixColor => COLORS[index % COLORS.length] ?? 'cyan';

/** Shortens a pino JSON line to "LEVEL msg (details)"; any other line is returned unchanged. */
export function shortenLogLine(line: string): string {
  if (!line.startsWith('{')) return line;
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (typeof entry.level !== 'number' || entry.msg === undefined) return line;
  const level = PINO_LEVELS[entry.level] ?? String(entry.level);
  const details: string[] = [];
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  if (req?.method && req.url) details.push(`${req.method} ${req.url}`);
  if (res?.statusCode) details.push(String(res.statusCode));
  if (typeof entry.responseTime === 'number') details.push(`${entry.responseTime}ms`);
  if (typeof entry.port === 'number') details.push(`port ${entry.port}`);
  const err = entry.err as { message?: string } | undefined;
  if (err?.message) details.push(err.message);
  return `${level.padEnd(5)} ${String(entry.msg)}${details.length ? ` (${details.join(' ')})` : ''}`;
}

export function formatPrefixed(name: string, line: string, color: PrefixColor, tty: boolean): string {
  const prefix = `[${name}]`;
  return `${tty ? styleText(color, prefix) : prefix} ${shortenLogLine(line)}`;
}
