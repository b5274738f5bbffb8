import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_COOKIE, startStubSystem, type StubSystem } from '../test/stub-system.ts';

let system: StubSystem;
beforeAll(async () => {
  system = await startStubSystem();
});
afterAll(() => system.close());

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const navigate = (path: string, cookie?: string) => {
  const req = request(system.app).get(path).set('Accept', HTML);
  return cookie ? req.set('Cookie', cookie) : req;
};
/** The value of the document's hidden `next` field. */
const nextField = (html: string) => /<input type="hidden" name="next" value="([^"]*)"/.exec(html)?.[1];

describe('the admin sign-in document', () => {
  it('answers a signed-out navigation to an admin page in place, coming back to that page', async () => {
    const shellCalls = system.stubs.shell.requests.length;
    const res = await navigate('/admin/ordini?stato=nuovo');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<title>Area Amministrativa</title>');
    expect(res.text).toMatch(/<label for="username">Nome utente<\/label>/);
    expect(res.text).toMatch(/<label for="password">Password<\/label>/);
    expect(res.text).toContain('<button type="submit">Accedi</button>');
    expect(nextField(res.text)).toBe('/admin/ordini?stato=nuovo');
    // The admin app is not even asked for.
    expect(system.stubs.shell.requests.length).toBe(shellCalls);
  });

  it.each(['/admin', '/admin/', '/ADMIN/Prodotti'])('answers %s too without a session', async (path) => {
    const res = await navigate(path);
    expect(res.text).toContain('<title>Area Amministrativa</title>');
  });

  it.each(['vetrina_session=x', '__Host-vetrina_session=x', GOOD_COOKIE])(
    'hands a navigation with a session cookie (%s) to the admin app',
    async (cookie) => {
      const res = await navigate('/admin/ordini', `tema=chiaro; ${cookie}`);
      expect(res.body).toMatchObject({ service: 'shell', url: '/admin/ordini' });
    },
  );

  it("leaves the admin app's files and scripts' requests alone", async () => {
    expect((await navigate('/admin/icona.png')).body).toMatchObject({ service: 'shell' });
    const fetched = await request(system.app).get('/admin/ordini').set('Accept', 'application/json');
    expect(fetched.body).toMatchObject({ service: 'shell', url: '/admin/ordini' });
  });

  it('is always at /admin/accesso, signed in or not, with ?next= as the way back', async () => {
    for (const cookie of [undefined, GOOD_COOKIE]) {
      const res = await navigate('/admin/accesso?next=%2Fadmin%2Fmessaggi%2F4', cookie);
      expect(res.status).toBe(200);
      expect(nextField(res.text)).toBe('/admin/messaggi/4');
    }
    expect(nextField((await request(system.app).get('/admin/accesso')).text)).toBe('/admin/');
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin/users',
    '/\\evil.example/admin',
    '/prodotti',
    '/admin/accesso',
    'javascript:alert(1)',
  ])('never sends anyone elsewhere: next=%s becomes the dashboard', async (next) => {
    const res = await navigate(`/admin/accesso?next=${encodeURIComponent(next)}`);
    expect(nextField(res.text)).toBe('/admin/');
  });

  it('escapes what it echoes, whatever the asked page', async () => {
    const res = await navigate('/admin/ordini?q=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(nextField(res.text)).toBe('/admin/ordini?q=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  });

  it('runs no inline script the CSP does not allow by its hash, and links the manifest, the Home Screen icon and its one script', async () => {
    const res = await navigate('/admin/accesso');
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] ?? '')![1]!;
    const inline = [...res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    for (const script of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(res.text).toContain('<script type="module" src="/remotes/admin/signin/sign-in.js"></script>');
    expect(res.text).toContain('<link rel="manifest" href="/remotes/admin/manifest.webmanifest" />');
    // Safari's 'Aggiungi alla schermata Home' takes its icon from this link, not from the manifest.
    expect(res.text).toContain(
      '<link rel="apple-touch-icon" href="/remotes/admin/icons/apple-touch-icon.png" />',
    );
  });

  it('is not a write: a POST still goes to the admin app', async () => {
    const res = await request(system.app).post('/admin/accesso').set('Accept', HTML);
    expect(res.body).toMatchObject({ service: 'shell', method: 'POST' });
  });
});
