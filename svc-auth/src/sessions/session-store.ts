import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from '@vetrina/service-kit';
import { execAll } from './redis-exec.ts';

export interface SessionRecord {
  userId: number;
  /** The user's security stamp when the session began: the session is only valid while the row still has it. */
  stamp: string;
  createdAt: number;
  lastSeen: number;
}

export interface SessionStoreOptions {
  redis: Redis;
  prefix: string;
  idleMs: number;
  absoluteMs: number;
  now: () => number;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Server-side sessions in Redis. The cookie holds a random 256-bit id; Redis only ever sees its
 * SHA-256, so a leaked Redis dump holds no usable cookie. Each user has an index set of session keys.
 */
export function createSessionStore(options: SessionStoreOptions) {
  const { redis, prefix, idleMs, absoluteMs, now } = options;
  const digest = (id: string) => createHash('sha256').update(id).digest('base64url');
  const sessionKey = (hashed: string) => `${prefix}session:${hashed}`;
  const userKey = (userId: number) => `${prefix}user-sessions:${userId}`;
  const ttlOf = (record: SessionRecord, at: number) =>
    Math.max(1, Math.min(idleMs, record.createdAt + absoluteMs - at));

  async function remove(hashed: string, userId: number | undefined) {
    const multi = redis.multi().del(sessionKey(hashed));
    if (userId !== undefined) multi.srem(userKey(userId), hashed);
    await execAll(multi.exec());
  }

  return {
    async create(userId: number, stamp: string): Promise<string> {
      const id = randomBytes(32).toString('base64url');
      const at = now();
      const record: SessionRecord = { userId, stamp, createdAt: at, lastSeen: at };
      await execAll(
        redis
          .multi()
          .set(sessionKey(digest(id)), JSON.stringify(record), 'PX', ttlOf(record, at))
          .sadd(userKey(userId), digest(id))
          .pexpire(userKey(userId), absoluteMs)
          .exec(),
      );
      return id;
    },

    /** The live session for a cookie value (touching lastSeen), or null when unknown or expired. */
    async touch(id: string): Promise<SessionRecord | null> {
      const hashed = digest(id);
      const raw = await redis.get(sessionKey(hashed));
      if (!raw) return null;
      const record = JSON.parse(raw) as SessionRecord;
      const at = now();
      if (at - record.lastSeen > idleMs || at - record.createdAt > absoluteMs) {
        await remove(hashed, record.userId);
        return null;
      }
      const touched = { ...record, lastSeen: at };
      // XX: a logout that happened meanwhile must not be undone by this write.
      const written = await redis.set(
        sessionKey(hashed),
        JSON.stringify(touched),
        'PX',
        ttlOf(touched, at),
        'XX',
      );
      if (written !== 'OK') return null;
      return touched;
    },

    /** Carries a session over to its user's new stamp (the session that changed its own password). */
    async restamp(id: string, stamp: string): Promise<void> {
      const hashed = digest(id);
      const raw = await redis.get(sessionKey(hashed));
      if (!raw) return;
      const record: SessionRecord = { ...(JSON.parse(raw) as SessionRecord), stamp };
      await redis.set(sessionKey(hashed), JSON.stringify(record), 'KEEPTTL', 'XX');
    },

    async destroy(id: string): Promise<void> {
      const hashed = digest(id);
      const raw = await redis.get(sessionKey(hashed));
      await remove(hashed, raw ? (JSON.parse(raw) as SessionRecord).userId : undefined);
    },

    /** Ends every session of a user, except optionally the one making the request. */
    async destroyAllForUser(userId: number, exceptId?: string): Promise<void> {
      const keep = exceptId ? digest(exceptId) : undefined;
      const hashes = (await redis.smembers(userKey(userId))).filter((h) => h !== keep);
      if (hashes.length === 0) return;
      await execAll(
        redis
          .multi()
          .del(...hashes.map(sessionKey))
          .srem(userKey(userId), ...hashes)
          .exec(),
      );
    },

    /** How many sessions a user still has (tests and operations). */
    async countForUser(userId: number): Promise<number> {
      const hashes = await redis.smembers(userKey(userId));
      if (hashes.length === 0) return 0;
      return redis.exists(...hashes.map(sessionKey));
    },
  };
}
