import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { HELMET_DEFAULTS, securityHeadersStep } from './security-headers.ts';

/** The security headers an app answers with, given its one step (names lower-cased, as received). */
async function answeredWith(step: express.RequestHandler): Promise<Record<string, unknown>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(step);
  app.get('/', (_req, res) => res.send('ok'));
  const { headers } = await request(app).get('/');
  const { date: _d, connection: _c, 'content-length': _l, 'content-type': _t, etag: _e, ...rest } = headers;
  return rest;
}

describe('the security headers from a list', () => {
  it("answer with exactly helmet's own headers and values", async () => {
    const fromList = await answeredWith(securityHeadersStep(HELMET_DEFAULTS) as express.RequestHandler);
    expect(fromList).toEqual(await answeredWith(helmet()));
    expect(Object.keys(fromList)).toContain('content-security-policy');
  });
});
