import type { Request, RequestHandler } from 'express';
import { carriesSessionCookie } from '@vetrina/contracts';
import { NEXT_PARAM, SIGN_IN_PATH, safeNextPath } from '@vetrina/contracts/admin-sign-in';
import { matchPathOf } from '../security/canonical-path.ts';
import { sendHtml } from '../public-pages/compress-html.ts';
import { signInDocument } from './sign-in-document.ts';

const isSignInPath = (path: string) => path === SIGN_IN_PATH || path === `${SIGN_IN_PATH}/`;
const isAdminPage = (path: string) =>
  (path === '/admin' || path.startsWith('/admin/')) && !path.slice(path.lastIndexOf('/') + 1).includes('.');

/** A browser loading a page (not a script's fetch of a file under /admin/). */
const isNavigation = (req: Request) => (req.get('accept') ?? '').includes('text/html');

/** Where to go once signed in: the asked page for a signed-out navigation, else `?next=` (validated). */
function nextOf(req: Request, path: string): string {
  if (!isSignInPath(path)) {
    const query = req.originalUrl.indexOf('?');
    return safeNextPath(matchPathOf(req) + (query < 0 ? '' : req.originalUrl.slice(query)));
  }
  const next = req.query[NEXT_PARAM];
  return safeNextPath(typeof next === 'string' ? next : null);
}

/**
 * The admin's light sign-in document: always at /admin/accesso, and in place of the admin app for any
 * navigation into /admin without a session cookie (the app itself, ~400 KB of script, is only sent to a
 * browser that has one; a cookie that turns out expired is sent to sign in by the app's own guard).
 */
export function adminSignIn(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = matchPathOf(req).toLowerCase();
    const signIn = isSignInPath(path);
    if (!signIn && !(isAdminPage(path) && isNavigation(req) && !carriesSessionCookie(req.headers.cookie)))
      return next();
    // Per request (the `next` it carries) and never worth storing; no referrer leaves it.
    res.set('Cache-Control', 'no-store').vary('Cookie');
    sendHtml(req, res, signInDocument(nextOf(req, path)));
  };
}
