import { serviceUnavailable } from '@vetrina/service-kit';

type MultiResult = [Error | null, unknown][] | null;

/** A MULTI whose every command succeeded, or a thrown error. */
export async function execAll(exec: Promise<MultiResult>): Promise<unknown[]> {
  const results = await exec;
  if (!results) throw new Error('redis transaction aborted');
  const failed = results.find(([err]) => err);
  if (failed) throw failed[0];
  return results.map(([, value]) => value);
}

/**
 * Sessions and sign-in limits live in Redis: when it is unreachable, authentication fails closed
 * with a quick 503 rather than letting anyone in or hanging.
 */
export async function withRedis<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if ((err as { status?: number }).status) throw err;
    throw serviceUnavailable('Servizio temporaneamente non disponibile. Riprova tra poco.');
  }
}
