import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { boundedMemo } from './bounded-memo.ts';

/** IPv6 clients are counted by their /64: one home or phone line holds a whole /64 to rotate through. */
const IPV6_CLIENT_PREFIX_GROUPS = 4;
/**
 * Distinct addresses remembered parsed (and keyed, and checked against each list): a request asks about
 * its client's address several times (the proxy walk, Express's trust check, the allow-list, the key),
 * and the same clients come back request after request.
 */
const REMEMBERED_ADDRESSES = 10_000;

export interface ClientAddress {
  /** IPv4 dotted, or IPv6 in full form; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is its IPv4. */
  address: string;
  family: 'ipv4' | 'ipv6';
}

const parseAddress = boundedMemo((raw): ClientAddress | undefined => {
  if (isIP(raw) === 0) return undefined;
  const parsed = ipaddr.process(raw);
  return parsed.kind() === 'ipv4'
    ? { address: parsed.toString(), family: 'ipv4' }
    : { address: parsed.toNormalizedString(), family: 'ipv6' };
}, REMEMBERED_ADDRESSES);

/** An IP address in one form; undefined for anything else (a name, garbage, nothing). */
export function clientAddressOf(raw: string | undefined): ClientAddress | undefined {
  return raw === undefined ? undefined : parseAddress(raw);
}

/**
 * The counter key of a client: a SHA-256, so Redis never holds raw addresses; IPv6 addresses by their
 * /64. Anything that is not an IP address (no socket left) shares one key: a made-up text never
 * buys a counter of its own.
 */
export function clientKeyOf(raw: string | undefined): string {
  return keyOf(raw ?? '');
}

const keyOf = boundedMemo((raw) => {
  const client = clientAddressOf(raw);
  let identity = '';
  if (client?.family === 'ipv4') identity = client.address;
  if (client?.family === 'ipv6')
    identity = `${client.address.split(':').slice(0, IPV6_CLIENT_PREFIX_GROUPS).join(':')}::/64`;
  return createHash('sha256').update(identity).digest('hex');
}, REMEMBERED_ADDRESSES);

const familyOf = (address: string) => (isIP(address) === 4 ? 'ipv4' : 'ipv6');

/** One entry of TRUST_PROXY or RATE_LIMIT_ALLOW: an IPv4 or IPv6 address, or a CIDR range of either. */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** A comma-separated list of addresses and ranges as its entries (blank ones dropped). */
export const addressListEntriesOf = (raw: string): string[] =>
  raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** Whether an address is one of the entries (addresses and CIDR ranges), whatever form it is written in. */
export function createAddressList(entries: string[]): (raw: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    if (prefix !== undefined) list.addSubnet(address, Number(prefix), familyOf(address));
    else {
      const client = clientAddressOf(address)!;
      list.addAddress(client.address, client.family);
    }
  }
  const check = boundedMemo((raw) => {
    const client = clientAddressOf(raw);
    return client !== undefined && list.check(client.address, client.family);
  }, REMEMBERED_ADDRESSES);
  return (raw) => raw !== undefined && check(raw);
}

/**
 * The client's address: from the socket, X-Forwarded-For is walked right to left for as long as the
 * hop that wrote the entry is a trusted proxy; each entry must be an IP address, so the walk stops at
 * the last trusted hop on anything else. Whoever connects directly (no trusted proxy) is their socket's
 * address, whatever they write in the header. Undefined only without a socket address.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  isTrustedProxy: (address: string) => boolean,
): string | undefined {
  let client = clientAddressOf(socketAddress)?.address;
  const hops = (forwardedFor ?? '').split(',').reverse();
  for (const hop of hops) {
    if (client === undefined || !isTrustedProxy(client)) break;
    const forwarded = clientAddressOf(hop.trim())?.address;
    if (forwarded === undefined) break;
    client = forwarded;
  }
  return client;
}
