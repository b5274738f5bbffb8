import express, { Router, type ErrorRequestHandler } from 'express';
import { AppError, unsupportedMediaType } from '@vetrina/service-kit';
import { issueContactForm, MESSAGE_SENT, submitContact, type ContactDeps } from './contact-service.ts';

const BODY_LIMIT = '32kb';
const FORM = 'application/x-www-form-urlencoded';

/** Where the no-JavaScript form lands after a POST (API-CONTRACT.md, Contact). */
const FORM_RESULT: Record<number, string> = { 400: 'dati', 422: 'verifica', 429: 'limite' };
const formRedirect = (error?: unknown) => {
  if (!error) return '/contatti?inviato=1';
  const status = error instanceof AppError ? error.status : 500;
  return `/contatti?errore=${FORM_RESULT[status] ?? 'invio'}`;
};

/**
 * `/api/contact`, mounted before the service's JSON-only guard: besides JSON, this one POST also takes
 * the urlencoded body of the plain HTML form (no JavaScript), which answers with a redirect instead.
 */
export function contactRoutes(deps: ContactDeps): Router {
  const router = Router();

  router.get('/form', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(issueContactForm(deps));
  });

  router.post(
    '/',
    (req, _res, next) => next(req.is(['application/json', FORM]) ? undefined : unsupportedMediaType()),
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 20 }),
    async (req, res) => {
      await submitContact(deps, req.body, req.ip ?? req.socket.remoteAddress ?? 'unknown');
      res.set('Cache-Control', 'no-store');
      if (req.is(FORM)) return res.redirect(303, formRedirect());
      res.status(201).json({ message: MESSAGE_SENT });
    },
  );

  // The plain form never sees JSON errors: every failure becomes its own /contatti?errore=... page.
  const formErrors: ErrorRequestHandler = (error, req, res, next) => {
    if (!req.is(FORM) || req.method !== 'POST') return next(error);
    if (!(error instanceof AppError)) req.log?.error({ err: error }, 'contact form submission failed');
    res.set('Cache-Control', 'no-store').redirect(303, formRedirect(error));
  };
  router.use(formErrors);
  return router;
}
