import type { Request } from 'express';

/** One cookie's value from the Cookie header (no cookie-parser needed for the two cookies svc-auth reads). */
export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
