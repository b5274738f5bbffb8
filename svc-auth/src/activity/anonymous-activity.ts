import type { ActivityRecord, Db, Redis, SigningKey } from '@vetrina/service-kit';
import { recordActivity } from '@vetrina/service-kit';

/** The sub-key of the device cookie's key that names unknown usernames (never the cookie's own). */
const NAME_PURPOSE = 'failed-sign-in-name';
const FINGERPRINT_HEX = 12;

export interface AnonymousActivityOptions {
  redis: Redis;
  /** The deployment's svc-auth key prefix (REDIS_PREFIX). */
  prefix: string;
  /** A secret key (the device cookie's current key): the fingerprints cannot be recomputed without it. */
  key: SigningKey;
  /** Entries one address may write without being signed in, per window. */
  maxPerAddress: number;
  windowMs: number;
}

export interface AnonymousActivity {
  /**
   * How a name typed at a failed sign-in is kept: the user's own when it names one, else a keyed
   * fingerprint (`sconosciuto #…`): a password typed into the wrong field is never stored, yet repeated
   * tries on one name stay recognisable in the log.
   */
  nameOf(typed: string, user: { username: string } | undefined): string;
  /** Records an entry written by a request that is not signed in, unless its address wrote its share. */
  record(db: Db, address: string, entry: ActivityRecord): Promise<void>;
}

export function createAnonymousActivity(options: AnonymousActivityOptions): AnonymousActivity {
  return {
    nameOf(typed, user) {
      if (user) return user.username;
      const mac = options.key.hmac(NAME_PURPOSE).update(typed.trim().toLowerCase()).digest('hex');
      return `sconosciuto #${mac.slice(0, FINGERPRINT_HEX)}`;
    },
    async record(db, address, entry) {
      const key = `${options.prefix}anonymous-activity:${address}`;
      // Redis failing here (it answered the sign-in limiter a moment ago): the entry is kept.
      const written = await options.redis
        .multi()
        .incr(key)
        .pexpire(key, options.windowMs, 'NX')
        .exec()
        .then((results) => Number(results?.[0]?.[1] ?? 0))
        .catch(() => 0);
      if (written <= options.maxPerAddress) await recordActivity(db, entry);
    },
  };
}
