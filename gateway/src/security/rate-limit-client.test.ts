import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  allowListEntriesOf,
  clientAddressOf,
  clientKeyOf,
  createAllowList,
  isAllowListEntry,
} from './rate-limit-client.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the client a request is counted for', () => {
  it('reads IPv4, IPv6 in full form, and an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(clientAddressOf('203.0.113.7')).toEqual({ address: '203.0.113.7', family: 'ipv4' });
    expect(clientAddressOf('2001:db8::1')).toEqual({ address: '2001:db8:0:0:0:0:0:1', family: 'ipv6' });
    expect(clientAddressOf('::ffff:203.0.113.7')).toEqual({ address: '203.0.113.7', family: 'ipv4' });
  });

  it('reads no client from a missing or unreadable address', () => {
    expect(clientAddressOf(undefined)).toBeUndefined();
    expect(clientAddressOf('')).toBeUndefined();
    expect(clientAddressOf('not-an-address')).toBeUndefined();
    expect(clientAddressOf('203.0.113.256')).toBeUndefined();
  });

  it('keys a client by the SHA-256 of its address, an IPv6 client by its /64', () => {
    expect(clientKeyOf('203.0.113.7')).toBe(sha256('203.0.113.7'));
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe(sha256('203.0.113.7'));
    expect(clientKeyOf('2001:db8:1:2:aaaa::1')).toBe(sha256('2001:db8:1:2::/64'));
    expect(clientKeyOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe(clientKeyOf('2001:db8:1:2::9'));
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(clientKeyOf('2001:db8:1:2::1'));
  });

  it('counts an unreadable address under its raw text, a missing one under the empty text', () => {
    expect(clientKeyOf('unix-socket')).toBe(sha256('unix-socket'));
    expect(clientKeyOf(undefined)).toBe(sha256(''));
  });
});

describe('RATE_LIMIT_ALLOW', () => {
  it.each(['127.0.0.1', '::1', '10.0.0.0/8', '203.0.113.7/32', '0.0.0.0/0', '2001:db8::/32', '::/128'])(
    'accepts %s',
    (entry) => {
      expect(isAllowListEntry(entry)).toBe(true);
    },
  );

  it.each([
    '',
    'localhost',
    '10.0.0.0/33',
    '2001:db8::/129',
    '10.0.0.0/x8',
    '10.0.0.0/8x',
    '10.0.0.0/',
    '1.2.3.4/8/8',
    '/8',
  ])('refuses %j', (entry) => {
    expect(isAllowListEntry(entry)).toBe(false);
  });

  it('splits the variable on commas, trimming and dropping blank entries', () => {
    expect(allowListEntriesOf(' 127.0.0.1 , ,::1,')).toEqual(['127.0.0.1', '::1']);
    expect(allowListEntriesOf('')).toEqual([]);
  });

  it('allows exactly the listed addresses and ranges, whatever form the client address takes', () => {
    const allowed = createAllowList(['127.0.0.1', '10.0.0.0/8', '2001:db8:5::/48', '::ffff:192.0.2.9']);
    expect(allowed('127.0.0.1')).toBe(true);
    expect(allowed('::ffff:127.0.0.1')).toBe(true);
    expect(allowed('10.200.3.4')).toBe(true);
    expect(allowed('2001:db8:5:ffff::1')).toBe(true);
    expect(allowed('192.0.2.9')).toBe(true);
    expect(allowed('127.0.0.2')).toBe(false);
    expect(allowed('11.0.0.1')).toBe(false);
    expect(allowed('2001:db8:6::1')).toBe(false);
    expect(allowed(undefined)).toBe(false);
    expect(allowed('not-an-address')).toBe(false);
  });

  it('allows no one when empty (the production default)', () => {
    const nobody = createAllowList([]);
    expect(nobody('127.0.0.1')).toBe(false);
    expect(nobody('::1')).toBe(false);
  });
});
