import { createHash } from 'node:crypto';
import type { Redis } from '@vetrina/service-kit';

export interface LoginLimiterOptions {
  redis: Redis;
  prefix: string;
  now: () => number;
  /** Fixed window of the per-address and per-(username, address) counters. */
  windowMs: number;
  /** Attempts per address across all usernames (password spraying) in the window. */
  ipMaxAttempts: number;
  /** Attempts per username from one address in the window; also the cap of one known device. */
  pairMaxAttempts: number;
  /** Attempts per username (from all unknown browsers) before the progressive delay starts. */
  accountFreeAttempts: number;
  /** First delay, doubled at each further attempt, up to accountMaxDelayMs. */
  accountBaseDelayMs: number;
  accountMaxDelayMs: number;
  /** A username's count is forgotten after this long without attempts. */
  accountWindowMs: number;
}

export interface LoginBlock {
  retryAfterMs: number;
}

/** Where the attempt was counted, to settle it once the password is checked. */
export type LoginTicket =
  { kind: 'device'; device: string } | { kind: 'browser'; ip: string; username: string };

// Checks the address, (username, address) and username limits and, when none blocks, counts the
// attempt in all three at once (as a failure until it succeeds): parallel attempts can't slip
// through between a check and its count. The username's delay is reserved at the same time.
const ATTEMPT = `
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
local ipMax, pairMax = tonumber(ARGV[3]), tonumber(ARGV[4])
local free, base, maxDelay, accountWindow = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])
local wait = 0
local maxes = { ipMax, pairMax }
for i = 1, 2 do
  if tonumber(redis.call('get', KEYS[i]) or '0') >= maxes[i] then
    local ttl = redis.call('pttl', KEYS[i])
    wait = math.max(wait, ttl > 0 and ttl or window)
  end
end
local nextAt = tonumber(redis.call('hget', KEYS[3], 'next') or '0')
if nextAt > now then wait = math.max(wait, nextAt - now) end
if wait > 0 then return wait end
for i = 1, 2 do
  redis.call('incr', KEYS[i])
  if redis.call('pttl', KEYS[i]) < 0 then redis.call('pexpire', KEYS[i], window) end
end
local count = redis.call('hincrby', KEYS[3], 'attempts', 1)
if count >= free then
  redis.call('hset', KEYS[3], 'next', now + math.min(base * 2 ^ (count - free), maxDelay))
end
redis.call('pexpire', KEYS[3], accountWindow)
return 0
`;

// A known device has only its own counter: attackers elsewhere can't exhaust it.
const DEVICE_ATTEMPT = `
if tonumber(redis.call('get', KEYS[1]) or '0') >= tonumber(ARGV[1]) then return 0 end
redis.call('incr', KEYS[1])
if redis.call('pttl', KEYS[1]) < 0 then redis.call('pexpire', KEYS[1], ARGV[2]) end
return 1
`;

// A success was not a failure: take back its count (the username's reserved delay stays).
const SUCCESS = `
if tonumber(redis.call('get', KEYS[1]) or '0') > 0 then redis.call('decr', KEYS[1]) end
redis.call('del', KEYS[2])
if tonumber(redis.call('hget', KEYS[3], 'attempts') or '0') > 0 then redis.call('hincrby', KEYS[3], 'attempts', -1) end
return 0
`;

/**
 * Sign-in limits in Redis (docs/decisions/sign-in-limits-and-device-cookie.md): per address across
 * usernames, per (username, address), and a progressive delay per username instead of a lock; a
 * known device is limited only by its own count. A blocked attempt never reaches argon2.
 */
export function createLoginLimiter(options: LoginLimiterOptions) {
  const { redis, prefix } = options;
  const hashed = (value: string) => createHash('sha256').update(value).digest('base64url');
  const keys = (ip: string, username: string) => {
    const user = hashed(username.toLowerCase());
    return [
      `${prefix}login:ip:${hashed(ip)}`,
      `${prefix}login:pair:${hashed(ip)}:${user}`,
      `${prefix}login:account:${user}`,
    ];
  };
  const deviceKey = (device: string) => `${prefix}login:device:${device}`;

  return {
    /**
     * Counts an attempt by a known device: its ticket, or null when that device has used up its
     * attempts (it is then treated as any other browser).
     */
    async deviceAttempt(device: string): Promise<LoginTicket | null> {
      const allowed = await redis.eval(
        DEVICE_ATTEMPT,
        1,
        deviceKey(device),
        options.pairMaxAttempts,
        options.windowMs,
      );
      return Number(allowed) === 1 ? { kind: 'device', device } : null;
    },

    /** Counts an attempt from any other browser: its ticket, or how long to wait. */
    async attempt(ip: string, username: string): Promise<LoginTicket | LoginBlock> {
      const wait = await redis.eval(
        ATTEMPT,
        3,
        ...keys(ip, username),
        options.now(),
        options.windowMs,
        options.ipMaxAttempts,
        options.pairMaxAttempts,
        options.accountFreeAttempts,
        options.accountBaseDelayMs,
        options.accountMaxDelayMs,
        options.accountWindowMs,
      );
      return Number(wait) > 0
        ? { retryAfterMs: Math.max(1000, Number(wait)) }
        : { kind: 'browser', ip, username };
    },

    /** The password was right: the attempt no longer counts as a failure. */
    async succeeded(ticket: LoginTicket): Promise<void> {
      if (ticket.kind === 'device') await redis.del(deviceKey(ticket.device));
      else await redis.eval(SUCCESS, 3, ...keys(ticket.ip, ticket.username));
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
