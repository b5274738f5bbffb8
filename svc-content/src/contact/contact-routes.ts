import express, { Router, type ErrorRequestHandler } from 'express';
import { REQUEST_PRODUCT_FIELD } from '@vetrina/contracts';
import { AppError, gatewayClientAddress, unsupportedMediaType } from '@vetrina/service-kit';
import { issueContactForm, MESSAGE_SENT, submitContact, type ContactDeps } from './contact-service.ts';

const BODY_LIMIT = '32kb';
const SLUG = /^[a-z0-9-]{1,200}$/;
const FORM = 'application/x-www-form-urlencoded';

/** Where the no-JavaScript form lands after a POST (API-CONTRACT.md, Contact). */
const FORM_RESULT: Record<number, string> = { 400: 'dati', 422: 'verifica', 429: 'limite' };
const formRedirect = (error?: unknown, body?: unknown) => {
  if (!error) return '/contatti?inviato=1';
  const status = error instanceof AppError ? error.status : 500;
  // A refused request about a product goes back to that product's form (its questions, its picture).
  const slug = (body as Record<string, unknown> | undefined)?.[REQUEST_PRODUCT_FIELD];
  const product = typeof slug === 'string' && SLUG.test(slug) ? `&prodotto=${slug}` : '';
  return `/contatti?errore=${FORM_RESULT[status] ?? 'invio'}${product}`;
};

/**
 * `/api/contact`, mounted before the service's JSON-only guard: besides JSON, this one POST also takes
 * the urlencoded body of the plain HTML form (no JavaScript), which answers with a redirect instead.
 * Messages are limited per client address as the gateway resolved it (with its token), never as a
 * client could write it.
 */
export function contactRoutes(deps: ContactDeps, gatewayToken: string): Router {
  const router = Router();

  router.get('/form', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(issueContactForm(deps));
  });

  router.post(
    '/',
    (req, _res, next) => next(req.is(['application/json', FORM]) ? undefined : unsupportedMediaType()),
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 40 }),
    async (req, res) => {
      await submitContact(deps, req.body, gatewayClientAddress(req, gatewayToken));
      res.set('Cache-Control', 'no-store');
      if (req.is(FORM)) return res.redirect(303, formRedirect());
      res.status(201).json({ message: MESSAGE_SENT });
    },
  );

  // The plain form never sees JSON errors: every failure becomes its own /contatti?errore=... page.
  const formErrors: ErrorRequestHandler = (error, req, res, next) => {
    if (!req.is(FORM) || req.method !== 'POST') return next(error);
    if (!(error instanceof AppError)) req.log?.error({ err: error }, 'contact form submission failed');
    res.set('Cache-Control', 'no-store').redirect(303, formRedirect(error, req.body));
  };
  router.use(formErrors);
  return router;
}
