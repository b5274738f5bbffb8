import { isIP } from 'node:net';

/** Who the passkeys belong to: the site's host (rpID) and the one origin its pages are served from. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The gateway's own default (gateway/src/config.ts), for a svc-auth started without PUBLIC_URL. */
const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/**
 * The relying party of PUBLIC_URL, the address users browse, or null when it cannot have passkeys:
 * WebAuthn takes a domain name as rpID, never an IP address, and browsers offer it only in a secure
 * context (https, or http on localhost).
 */
export function relyingPartyOf(publicUrl: string | undefined, name = 'Vetrina'): RelyingParty | null {
  const url = new URL(publicUrl ?? DEFAULT_PUBLIC_URL);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return null;
  const localhost = host === 'localhost' || host.endsWith('.localhost');
  if (url.protocol !== 'https:' && !localhost) return null;
  return { id: host, origin: url.origin, name };
}
