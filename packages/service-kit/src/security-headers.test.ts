import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { helmetDefaults, securityHeadersStep, withHeaders } from './security-headers.ts';

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
    const fromList = await answeredWith(securityHeadersStep(helmetDefaults()) as express.RequestHandler);
    expect(fromList).toEqual(await answeredWith(helmet()));
    expect(Object.keys(fromList)).toContain('content-security-policy');
  });

  it('replace a header in place, leave one out (null), and add a new one at the end', () => {
    const list = withHeaders(
      [
        ['Content-Security-Policy', "default-src 'self'"],
        ['Strict-Transport-Security', 'max-age=1'],
        ['X-Frame-Options', 'SAMEORIGIN'],
      ],
      { 'content-security-policy': "default-src 'none'", 'Strict-Transport-Security': null, 'X-New': '1' },
    );
    expect(list).toEqual([
      ['content-security-policy', "default-src 'none'"],
      ['X-Frame-Options', 'SAMEORIGIN'],
      ['X-New', '1'],
    ]);
  });
});
