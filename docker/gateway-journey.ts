// What the deploy test's journeys through the published gateway port share (docker/smoke.ts,
// docker/restore-on-volume.ts): their command line, requests with the administrator's session cookie,
// and one printed line per check, then "N passed, N failed" and the exit status.

export function journeyArguments<Phase extends string>(
  script: string,
  phases: readonly [Phase, Phase],
): { base: string; phase: Phase; stateFile: string } {
  const [base, phase, stateFile] = process.argv.slice(2);
  if (!base || !stateFile || !phases.includes(phase as Phase)) {
    console.error(`usage: node ${script} <base-url> ${phases.join('|')} <state-file>`);
    process.exit(2);
  }
  return { base, phase: phase as Phase, stateFile };
}

export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** What publishing a product needs besides its page (issue 30: code, composition, care, age). */
export const completeSafety = (sku: string) => ({
  sku,
  composition: [{ part: '', fibres: [{ fibre: 'cotone', percent: 100 }] }],
  careInstructions: 'Lavare a 30 °C.',
  ageMinMonths: 0,
});

export const sendJson = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export function gatewayJourney(base: string, requestTimeoutMs: number) {
  const admin = {
    username: process.env.ADMIN_USERNAME ?? 'admin',
    password: process.env.ADMIN_PASSWORD ?? '',
  };
  let passed = 0;
  let failed = 0;
  let cookie = '';

  async function check(name: string, body: () => Promise<string | void>): Promise<void> {
    const started = Date.now();
    try {
      const detail = await body();
      passed++;
      console.log(`  ok   ${name}${detail ? ` (${detail})` : ''} ${Date.now() - started} ms`);
    } catch (error) {
      failed++;
      console.log(`  FAIL ${name}: ${(error as Error).message}`);
    }
  }

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', new URL(base).origin);
    if (cookie) headers.set('cookie', cookie);
    return fetch(new URL(path, base), {
      ...init,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  }

  async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await call(path, init);
    if (!response.ok) {
      const body = (await response.text()).slice(0, 200);
      throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${body}`);
    }
    return (await response.json()) as T;
  }

  // Keeps the session cookie for every later request; true when the gateway set one.
  async function signIn(): Promise<boolean> {
    const response = await call('/api/admin/login', sendJson('POST', admin));
    expect(response.status === 200, `sign-in answered ${response.status}`);
    cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    return cookie !== '';
  }

  function finish(): never {
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  }

  return { check, call, json, signIn, finish };
}
