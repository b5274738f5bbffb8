import { describe, expect, it } from 'vitest';
import { formatPrefixed, shortenLogLine } from './log-line.ts';

describe('shortenLogLine', () => {
  it('turns a pino request line into level, message and request summary', () => {
    const line = JSON.stringify({
      level: 30,
      time: 1,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/products' },
      res: { statusCode: 200 },
      responseTime: 4,
    });
    expect(shortenLogLine(line)).toBe('INFO  request completed (GET /api/products 200 4ms)');
  });

  it('keeps the error message of an error line', () => {
    expect(shortenLogLine(JSON.stringify({ level: 50, msg: 'boom', err: { message: 'ECONNREFUSED' } }))).toBe(
      'ERROR boom (ECONNREFUSED)',
    );
  });

  it('leaves plain text and non-pino JSON alone', () => {
    expect(shortenLogLine('webpack compiled')).toBe('webpack compiled');
    expect(shortenLogLine('{"a":1}')).toBe('{"a":1}');
    expect(shortenLogLine('{not json')).toBe('{not json');
  });

  it('prefixes with the app name, without colour codes when not on a terminal', () => {
    expect(formatPrefixed('catalog', 'ready', 'cyan', false)).toBe('[catalog] ready');
  });
});
