import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './preferred-encoding.ts';

const asking = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as IncomingMessage;

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chromium
    ['gzip, deflate, br', 'br'], // Firefox, Safari
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.8, GZIP;Q=0.2', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['br;q=abc, gzip', 'gzip'],
    ['', 'identity'],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(preferredEncoding(asking(header))).toBe(expected);
  });

  it('answers identity to a client that sends no Accept-Encoding', () => {
    expect(preferredEncoding(asking())).toBe('identity');
  });
});
