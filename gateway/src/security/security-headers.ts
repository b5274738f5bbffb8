import { createHash } from 'node:crypto';
import { SPECULATION_RULES } from '@vetrina/contracts/speculation-rules';
import { THEME_INIT_SCRIPT } from '@vetrina/contracts/theme-init';
import { HELMET_DEFAULTS, securityHeadersStep, type EdgeHandler } from '@vetrina/service-kit';

/** A CSP source allowing exactly this inline script (its text as the page carries it, UTF-8). */
export function inlineScriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * CSP that works with Module Federation (remote chunks are same-origin scripts) and emotion
 * (inline styles): no eval'd script, and two inline scripts allowed by their hashes (computed from the very
 * strings the pages carry): the colour mode's init script and the public pages' speculation rules.
 */
export function contentSecurityPolicy(https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHash(THEME_INIT_SCRIPT)} ${inlineScriptHash(SPECULATION_RULES)}`,
    "style-src 'self' 'unsafe-inline'",
    // blob: the admin's in-memory preview of a photo being uploaded.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.instagram.com',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The two of helmet's headers the gateway sets itself (lower-cased). */
const OWN_HEADERS = new Set(['content-security-policy', 'strict-transport-security']);

/**
 * Every answer's security headers, set from one list made at start: helmet's defaults, with the gateway's
 * CSP, and HSTS only when the site is served over HTTPS.
 */
export function securityHeaders(https: boolean): EdgeHandler {
  return securityHeadersStep([
    ...HELMET_DEFAULTS.filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())),
    ['Content-Security-Policy', contentSecurityPolicy(https)],
    ...(https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
  ]);
}
