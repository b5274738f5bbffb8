import type { Redis } from '@vetrina/service-kit';

/**
 * A replica may count this share of a budget on its own before it must hear Redis again: with R
 * replicas a client is served at most R × ceil(budget / SLICE_DIVISOR) requests more than its budget
 * per window (docs/decisions/edge-trust.md), and a fast client costs one round trip per slice.
 */
export const SLICE_DIVISOR = 20;
/** How often a replica sends its counts to Redis and hears everyone else's, off the request's path. */
export const SYNC_INTERVAL_MS = 100;

/** Adds a replica's count to the shared one; the first count starts the window. Returns [total, ms left]. */
const ADD_SCRIPT = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  left = tonumber(ARGV[2])
end
return {total, left}`;

interface Entry {
  /** Every replica's count, as Redis answered at this replica's last sync. */
  shared: number;
  /** Counted here since then, not yet sent. */
  local: number;
  expiresAt: number;
  refused: boolean;
}

export interface Count {
  allowed: boolean;
  remaining: number;
  msBeforeReset: number;
  /** The first refusal of this client in this window (later ones are not worth a log line). */
  firstRefusal: boolean;
}

export interface SharedCounterOptions {
  points: number;
  windowMs: number;
  /** Without it, this replica counts alone. */
  redis?: Redis;
  keyPrefix: string;
  now?: () => number;
}

export interface SharedCounter {
  /** Counts a request of this key: decided at once, or once a sync has been heard (past a slice). */
  consume(key: string): Count | Promise<Count>;
  /** Sends the counts made here and reads the totals (the timer calls it every SYNC_INTERVAL_MS). */
  sync(): Promise<void>;
}

/**
 * Requests are counted in this replica's memory and decided there; every SYNC_INTERVAL_MS the counts
 * go to Redis in one pipelined round trip and each key learns every replica's total. A client that
 * spends a slice of its budget between two syncs waits for one. While Redis fails, the replica decides
 * on its own counts alone, so a flood is still refused.
 */
export function createSharedCounter(options: SharedCounterOptions): SharedCounter {
  const { points, windowMs, redis } = options;
  const now = options.now ?? Date.now;
  const slice = Math.ceil(points / SLICE_DIVISOR);
  const entries = new Map<string, Entry>();
  let redisAnswers = true;
  let running: Promise<void> | undefined;

  function entryOf(key: string): Entry {
    const existing = entries.get(key);
    if (existing && existing.expiresAt > now()) return existing;
    const fresh = { shared: 0, local: 0, expiresAt: now() + windowMs, refused: false };
    entries.set(key, fresh);
    return fresh;
  }

  async function send(): Promise<void> {
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
    const dirty = [...entries].filter(([, entry]) => entry.local > 0);
    if (!redis || dirty.length === 0) return;
    const pipeline = redis.pipeline();
    const sent = dirty.map(([key, entry]) => {
      pipeline.eval(ADD_SCRIPT, 1, `${options.keyPrefix}:${key}`, entry.local, windowMs);
      return entry.local;
    });
    const results = (await pipeline.exec()) ?? [];
    redisAnswers = results.length === dirty.length && results.every(([error]) => !error);
    results.forEach(([error, value], i) => {
      const entry = dirty[i]![1];
      if (error) return;
      const [total, left] = value as [number, number];
      entry.local -= sent[i]!;
      entry.shared = total;
      entry.expiresAt = now() + left;
    });
  }

  function sync(): Promise<void> {
    running ??= send()
      .catch(() => {
        redisAnswers = false;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  if (redis) setInterval(() => void sync(), SYNC_INTERVAL_MS).unref();

  /** Past its slice, a request waits for a sync (requests that arrive meanwhile wait for the next). */
  const mustWait = (entry: Entry) =>
    redis !== undefined && redisAnswers && entry.local >= slice && entry.shared + entry.local < points;

  function take(entry: Entry): Count {
    const used = entry.shared + entry.local;
    const msBeforeReset = entry.expiresAt - now();
    if (used >= points) {
      const firstRefusal = !entry.refused;
      entry.refused = true;
      return { allowed: false, remaining: 0, msBeforeReset, firstRefusal };
    }
    entry.local++;
    return { allowed: true, remaining: points - used - 1, msBeforeReset, firstRefusal: false };
  }

  async function takeAfterSync(key: string): Promise<Count> {
    let entry = entryOf(key);
    while (mustWait(entry)) {
      await sync();
      entry = entryOf(key);
    }
    return take(entry);
  }

  return {
    sync,
    consume(key) {
      const entry = entryOf(key);
      return mustWait(entry) ? takeAfterSync(key) : take(entry);
    },
  };
}
