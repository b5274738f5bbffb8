import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { CUSTOMER_ORDER_PAGE_PATH, TESTIMONIAL_FORM_PATH } from '@vetrina/contracts';
import { createSignedTokens, KEY_ID_LENGTH, type KeyRing } from '@vetrina/service-kit';

/**
 * A link is refused a year after it was signed whatever the order's state: each quote and shipping
 * e-mail signs a fresh one, and the page itself stops 90 days after delivery (checked on the order).
 */
export const ORDER_LINK_LIFETIME_MS = 365 * 86_400_000;
/** The testimonial form's link: long enough for a busy parent, single use (its nonce, in PostgreSQL). */
export const TESTIMONIAL_LINK_LIFETIME_MS = 60 * 86_400_000;

const orderLinkData = z.strictObject({ o: z.number().int().positive(), v: z.number().int().positive() });
const testimonialLinkData = z.strictObject({ r: z.number().int().positive(), n: z.string().min(16).max(64) });

export interface OrderLinks {
  /** The customer's order page for the order's current link version, signed now. */
  orderPageUrl(orderId: number, version: number, now: Date): string;
  /** The order and link version a token names, or null for anything this server did not sign (or expired). */
  readOrderPage(token: string, now: Date): { orderId: number; version: number } | null;
  testimonialUrl(requestId: number, nonce: string, now: Date): string;
  readTestimonial(token: string, now: Date): { requestId: number; nonce: string } | null;
}

export const newNonce = () => randomBytes(18).toString('base64url');

/** An HMAC-SHA256 in base64url: the signed token's last part. */
const MAC_CHARS = 43;

/**
 * The token in a link, without its two dots: a last path segment with a dot is a file to the gateway
 * (`/main.js`), never a page. The key id and the MAC have fixed lengths, so the dots go back in exactly.
 */
const inLink = (token: string) => token.replaceAll('.', '');
function fromLink(segment: string): string {
  if (segment.length <= KEY_ID_LENGTH + MAC_CHARS) return '';
  const body = segment.slice(KEY_ID_LENGTH, -MAC_CHARS);
  return `${segment.slice(0, KEY_ID_LENGTH)}.${body}.${segment.slice(-MAC_CHARS)}`;
}

/** Both links are signed tokens of their own purpose, on CONTACT_TOKEN_SECRET's key ring (ORDER_LINK_KEYS). */
export function createOrderLinks(keys: KeyRing, publicUrl: string): OrderLinks {
  const origin = new URL(publicUrl).origin;
  const orderPage = createSignedTokens({
    purpose: 'svc-content/order-page',
    keys,
    lifetimeMs: ORDER_LINK_LIFETIME_MS,
    data: orderLinkData,
  });
  const testimonial = createSignedTokens({
    purpose: 'svc-content/testimonial-request',
    keys,
    lifetimeMs: TESTIMONIAL_LINK_LIFETIME_MS,
    data: testimonialLinkData,
  });
  return {
    orderPageUrl(orderId, version, now) {
      const { token } = orderPage.sign({ o: orderId, v: version }, { now: now.getTime() });
      return `${origin}${CUSTOMER_ORDER_PAGE_PATH}/${inLink(token)}`;
    },
    readOrderPage(token, now) {
      const check = orderPage.verify(fromLink(token), { now: now.getTime() });
      return check.ok ? { orderId: check.data.o, version: check.data.v } : null;
    },
    testimonialUrl(requestId, nonce, now) {
      const { token } = testimonial.sign({ r: requestId, n: nonce }, { now: now.getTime() });
      return `${origin}${TESTIMONIAL_FORM_PATH}/${inLink(token)}`;
    },
    readTestimonial(token, now) {
      const check = testimonial.verify(fromLink(token), { now: now.getTime() });
      return check.ok ? { requestId: check.data.r, nonce: check.data.n } : null;
    },
  };
}
