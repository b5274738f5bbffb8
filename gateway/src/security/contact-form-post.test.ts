import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubSystem, type StubSystem } from '../test/stub-system.ts';
import { startStub } from '../test/stub-upstream.ts';

const PUBLIC = 'http://localhost:8080';
const FORM_BODY = 'name=Giulia+Rossi&email=giulia%40example.it&subject=Copertina&formToken=abc.def';

/** The contact page's plain HTML form (no JavaScript) posts urlencoded to /api/contact through the gateway. */
describe('no-JavaScript contact form through the gateway', () => {
  let system: StubSystem;
  beforeAll(async () => {
    system = await startStubSystem({ PUBLIC_URL: PUBLIC });
  });
  afterAll(() => system.close());

  const contactRequests = () => system.stubs.content.requests.filter((r) => r.url === '/api/contact');

  it('passes a same-origin form POST to svc-content unchanged, with the client address it resolved', async () => {
    const res = await request(system.app)
      .post('/api/contact')
      .set('Origin', PUBLIC)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('X-Forwarded-For', '6.6.6.6')
      .type('form')
      .send(FORM_BODY);
    expect(res.status).toBe(200);
    const received = contactRequests().at(-1)!;
    expect(received.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(received.body).toBe(FORM_BODY);
    expect(received.headers['x-forwarded-for']).not.toContain('6.6.6.6');
  });

  it("passes the service's 303 redirect back to the browser as it is", async () => {
    const content = await startStub('content', (_req, res) => {
      res.writeHead(303, { location: '/contatti?inviato=1' });
      res.end();
    });
    const redirecting = await startStubSystem({ PUBLIC_URL: PUBLIC, CONTENT_URL: content.url });
    try {
      const res = await request(redirecting.app)
        .post('/api/contact')
        .set('Origin', PUBLIC)
        .type('form')
        .send(FORM_BODY);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/contatti?inviato=1');
    } finally {
      await redirecting.close();
      await content.close();
    }
  });

  it('refuses the same form posted from another site before any service sees it', async () => {
    const before = contactRequests().length;
    const crossSite = await request(system.app)
      .post('/api/contact')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send(FORM_BODY);
    expect(crossSite.status).toBe(403);
    const fetchMetadata = await request(system.app)
      .post('/api/contact')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send(FORM_BODY);
    expect(fetchMetadata.status).toBe(403);
    const nullOrigin = await request(system.app)
      .post('/api/contact')
      .set('Origin', 'null')
      .type('form')
      .send(FORM_BODY);
    expect(nullOrigin.status).toBe(403);
    expect(contactRequests().length).toBe(before);
  });
});
