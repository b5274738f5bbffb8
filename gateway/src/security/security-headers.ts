import type { RequestHandler } from 'express';

/**
 * CSP that works with Module Federation (remote chunks are same-origin scripts) and emotion
 * (inline styles): no inline or eval'd script anywhere.
 */
export function contentSecurityPolicy(https: boolean): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
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

/** Replaces the kit's default CSP; HSTS only when the site is served over HTTPS. */
export function securityHeaders(https: boolean): RequestHandler {
  const csp = contentSecurityPolicy(https);
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    else res.removeHeader('Strict-Transport-Security');
    next();
  };
}
