import express, { Router, type ErrorRequestHandler } from 'express';
import { TESTIMONIAL_FORM_PATH, TESTIMONIAL_FORM_MESSAGES } from '@vetrina/contracts';
import { AppError, unsupportedMediaType } from '@vetrina/service-kit';
import { readTestimonialRequest, submitTestimonial, type TestimonialFormDeps } from './testimonial-form.ts';

const FORM = 'application/x-www-form-urlencoded';
const BODY_LIMIT = '16kb';

/** Where the plain form lands: its own page, thanked or with the error named. */
const formPage = (token: string, result: string) =>
  `${TESTIMONIAL_FORM_PATH}/${encodeURIComponent(token)}?${result}`;
const FORM_ERRORS: Record<number, string> = { 400: 'dati', 404: 'link', 409: 'usato' };

/**
 * `/api/testimonial-requests/:token`, mounted before the JSON-only guard: GET is the form's first values
 * (the storefront's renderer, internal), POST the testimonial, as JSON or as the plain HTML form (no
 * JavaScript), which is answered with a redirect to its page.
 */
export function testimonialFormRoutes(deps: TestimonialFormDeps): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    next();
  });

  router.get('/:token', async (req, res) => {
    res.json(await readTestimonialRequest(deps, req.params.token));
  });

  router.post(
    '/:token',
    (req, _res, next) => next(req.is(['application/json', FORM]) ? undefined : unsupportedMediaType()),
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: 10 }),
    async (req, res) => {
      await submitTestimonial(deps, req.params.token, req.body);
      if (req.is(FORM)) return res.redirect(303, formPage(req.params.token, 'inviato=1'));
      res.status(201).json({ message: TESTIMONIAL_FORM_MESSAGES.sent });
    },
  );

  const formErrors: ErrorRequestHandler = (error, req, res, next) => {
    if (!req.is(FORM) || req.method !== 'POST') return next(error);
    if (!(error instanceof AppError)) req.log?.error({ err: error }, 'testimonial form submission failed');
    const status = error instanceof AppError ? error.status : 500;
    // An error handler sees no route parameters: the token is the path's one segment (or nothing).
    const token = /^\/([\w-]{1,2048})$/.exec(req.path)?.[1] ?? '';
    res.redirect(303, formPage(token, `errore=${FORM_ERRORS[status] ?? 'invio'}`));
  };
  router.use(formErrors);
  return router;
}
