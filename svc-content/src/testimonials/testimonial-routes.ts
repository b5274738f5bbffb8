import { Router } from 'express';
import { testimonialInputSchema } from '@vetrina/contracts';
import { identityOf, parse, parseId, type Db } from '@vetrina/service-kit';
import * as testimonials from './testimonial-service.ts';

/**
 * `GET /api/testimonials`: Express adds a weak ETag and answers 304 on If-None-Match. Revalidated on
 * every use (`no-cache`), so a testimonial the owner adds or deletes shows on Home at once.
 */
export function publicTestimonialRoutes(db: Db): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.set('Cache-Control', 'public, no-cache');
    res.json(await testimonials.listPublicTestimonials(db));
  });
  return router;
}

/** Admin testimonials under `/api/admin/testimonials` (identity checked by the caller). */
export function adminTestimonialRoutes(db: Db): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json(await testimonials.listAdminTestimonials(db));
  });

  router.get('/:id', async (req, res) => {
    res.json(await testimonials.getAdminTestimonial(db, parseId(req.params.id)));
  });

  router.post('/', async (req, res) => {
    res
      .status(201)
      .json(
        await testimonials.createTestimonial(db, parse(testimonialInputSchema, req.body), identityOf(req)),
      );
  });

  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    res.json(
      await testimonials.updateTestimonial(db, id, parse(testimonialInputSchema, req.body), identityOf(req)),
    );
  });

  router.delete('/:id', async (req, res) => {
    await testimonials.deleteTestimonial(db, parseId(req.params.id), identityOf(req));
    res.status(204).end();
  });

  return router;
}
