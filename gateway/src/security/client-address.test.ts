import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addressListEntriesOf,
  clientAddressOf,
  clientKeyOf,
  createAddressList,
  isAddressOrRange,
  resolveClientAddress,
} from './client-address.ts';

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

  it('never keys a client by a text that is no IP address: all such share one key', () => {
    expect(clientKeyOf('garbage-1')).toBe(sha256(''));
    expect(clientKeyOf('garbage-2')).toBe(clientKeyOf('garbage-1'));
    expect(clientKeyOf(undefined)).toBe(sha256(''));
  });
});

describe('the client behind trusted proxies', () => {
  const trusted = createAddressList(['127.0.0.1', '10.42.0.0/16', '2001:db8:ffff::/48']);
  const resolve = (socket: string | undefined, header?: string) =>
    resolveClientAddress(socket, header, trusted);

  it('is the socket address when the peer is no trusted proxy, whatever the header says', () => {
    expect(resolve('198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
    expect(resolve('127.0.0.2', '203.0.113.9')).toBe('127.0.0.2');
    expect(resolve('::ffff:198.51.100.4', '10.42.0.1, 127.0.0.1')).toBe('198.51.100.4');
    expect(resolve('198.51.100.4')).toBe('198.51.100.4');
  });

  it('walks X-Forwarded-For right to left past trusted hops only', () => {
    expect(resolve('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(resolve('::ffff:127.0.0.1', ' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(resolve('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.42.3.4')).toBe('203.0.113.9');
    expect(resolve('127.0.0.1', '6.6.6.6,203.0.113.9')).toBe('203.0.113.9');
    expect(resolve('127.0.0.1', '10.42.0.7, 10.42.3.4')).toBe('10.42.0.7');
    expect(resolve('127.0.0.1', '2001:db8:1:2::5, 2001:db8:ffff:1::1')).toBe('2001:db8:1:2:0:0:0:5');
    expect(resolve('127.0.0.1', '')).toBe('127.0.0.1');
    expect(resolve('127.0.0.1')).toBe('127.0.0.1');
  });

  it('stops at the last trusted hop on an entry that is no IP address', () => {
    expect(resolve('127.0.0.1', 'garbage-1')).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', '203.0.113.9, garbage-1')).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', '203.0.113.9, 10.42.0.9:443')).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', 'garbage, 10.42.1.1')).toBe('10.42.1.1');
    expect(resolve('127.0.0.1', '203.0.113.9,,')).toBe('127.0.0.1');
  });

  it('has no client without a socket address', () => {
    expect(resolve(undefined, '203.0.113.9')).toBeUndefined();
  });
});

describe('RATE_LIMIT_ALLOW and TRUST_PROXY entries', () => {
  it.each(['127.0.0.1', '::1', '10.0.0.0/8', '203.0.113.7/32', '0.0.0.0/0', '2001:db8::/32', '::/128'])(
    'accepts %s',
    (entry) => {
      expect(isAddressOrRange(entry)).toBe(true);
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
    expect(isAddressOrRange(entry)).toBe(false);
  });

  it('splits the variable on commas, trimming and dropping blank entries', () => {
    expect(addressListEntriesOf(' 127.0.0.1 , ,::1,')).toEqual(['127.0.0.1', '::1']);
    expect(addressListEntriesOf('')).toEqual([]);
  });

  it('allows exactly the listed addresses and ranges, whatever form the client address takes', () => {
    const allowed = createAddressList(['127.0.0.1', '10.0.0.0/8', '2001:db8:5::/48', '::ffff:192.0.2.9']);
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
    const nobody = createAddressList([]);
    expect(nobody('127.0.0.1')).toBe(false);
    expect(nobody('::1')).toBe(false);
  });
});
