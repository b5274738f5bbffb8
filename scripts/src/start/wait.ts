import { setTimeout as sleep } from 'node:timers/promises';

/** Polls url until it answers 2xx; fails early when isDead() says the process behind it has exited. */
export async function waitForHealthy(
  url: string,
  options: { timeoutMs: number; isDead: () => boolean; name: string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.isDead()) throw new Error(`${options.name} exited during start-up`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${options.name} did not answer ${url} within ${options.timeoutMs / 1000} s`);
}
