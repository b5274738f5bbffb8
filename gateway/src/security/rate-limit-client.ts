import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** IPv6 clients are counted by their /64: one home or phone line holds a whole /64 to rotate through. */
const IPV6_CLIENT_PREFIX_GROUPS = 4;

export interface ClientAddress {
  /** IPv4 dotted, or IPv6 in full form; an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is its IPv4. */
  address: string;
  family: 'ipv4' | 'ipv6';
}

/** The address the gateway resolved for a request (req.ip), in one form; undefined when unreadable. */
export function clientAddressOf(raw: string | undefined): ClientAddress | undefined {
  if (raw === undefined || isIP(raw) === 0) return undefined;
  const parsed = ipaddr.process(raw);
  return parsed.kind() === 'ipv4'
    ? { address: parsed.toString(), family: 'ipv4' }
    : { address: parsed.toNormalizedString(), family: 'ipv6' };
}

/**
 * The counter key of a client: a SHA-256, so Redis never holds raw addresses; IPv6 addresses by their
 * /64. An unreadable address (no socket left) is counted under its raw text.
 */
export function clientKeyOf(raw: string | undefined): string {
  const client = clientAddressOf(raw);
  let identity = raw ?? '';
  if (client?.family === 'ipv4') identity = client.address;
  if (client?.family === 'ipv6')
    identity = `${client.address.split(':').slice(0, IPV6_CLIENT_PREFIX_GROUPS).join(':')}::/64`;
  return createHash('sha256').update(identity).digest('hex');
}

const familyOf = (address: string) => (isIP(address) === 4 ? 'ipv4' : 'ipv6');

/** One entry of RATE_LIMIT_ALLOW: an IPv4 or IPv6 address, or a CIDR range of either (`10.0.0.0/8`). */
export function isAllowListEntry(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** The comma-separated RATE_LIMIT_ALLOW value as its entries (blank ones dropped). */
export const allowListEntriesOf = (raw: string): string[] =>
  raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** Clients never limited (the benchmarks and end-to-end tests on this machine, a monitoring probe). */
export function createAllowList(entries: string[]): (raw: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    if (prefix !== undefined) list.addSubnet(address, Number(prefix), familyOf(address));
    else {
      const client = clientAddressOf(address)!;
      list.addAddress(client.address, client.family);
    }
  }
  return (raw) => {
    const client = clientAddressOf(raw);
    return client !== undefined && list.check(client.address, client.family);
  };
}
