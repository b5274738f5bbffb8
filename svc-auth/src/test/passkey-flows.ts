import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { ADMIN, asGateway, startTestAuth, viaGateway, type TestAuth } from './auth-test-app.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';

/** The origin the passkey tests' svc-auth is configured with (PUBLIC_URL). */
export const PASSKEY_ORIGIN = 'http://localhost:8080';

export type User = { id: number; username: string; isAdmin: boolean };

/**
 * For a passkey test file, at its top level: svc-auth at PASSKEY_ORIGIN with ADMIN added, started before
 * the file's tests (handed to `use`) and closed after them.
 */
export function passkeyAuthForFile(use: (started: { auth: TestAuth; admin: User }) => void): void {
  let auth: TestAuth | undefined;
  beforeAll(async () => {
    auth = await startTestAuth({ PUBLIC_URL: PASSKEY_ORIGIN });
    use({ auth, admin: await auth.addUser(ADMIN.username, ADMIN.password) });
  });
  afterAll(() => auth?.close());
}

/** A new authenticator holding a passkey registered for `user` through the API, and the passkey's id. */
export async function addPasskey(auth: TestAuth, user: User, name = 'Telefono') {
  const authenticator = new SoftwareAuthenticator(PASSKEY_ORIGIN);
  const options = await request(auth.app)
    .post('/api/admin/passkeys/registration/options')
    .set(asGateway(user));
  if (options.status !== 200) throw new Error(`registration options: ${options.status}`);
  const verified = await request(auth.app)
    .post('/api/admin/passkeys/registration/verify')
    .set(asGateway(user))
    .send({ flowId: options.body.flowId, response: authenticator.register(options.body.optionsJSON), name });
  if (verified.status !== 201)
    throw new Error(`registration: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { authenticator, passkeyId: verified.body.id as number };
}

export const loginOptions = async (auth: TestAuth) =>
  (await request(auth.app).post('/api/admin/passkeys/login/options').set(viaGateway('198.51.100.1')))
    .body as {
    flowId: string;
    optionsJSON: { challenge: string; rpId: string };
  };

export const verifyLogin = (auth: TestAuth, body: object, ip = '198.51.100.1') =>
  request(auth.app).post('/api/admin/passkeys/login/verify').set(viaGateway(ip)).send(body);

/** A whole passkey sign-in: fresh options, the authenticator's answer, the verification. */
export async function signInWith(auth: TestAuth, authenticator: SoftwareAuthenticator, ip?: string) {
  const { flowId, optionsJSON } = await loginOptions(auth);
  return verifyLogin(auth, { flowId, response: authenticator.authenticate(optionsJSON) }, ip);
}
