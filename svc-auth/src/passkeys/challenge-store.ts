import { randomBytes } from 'node:crypto';
import type { Redis } from '@vetrina/service-kit';

/** How long a ceremony may take between its options and its answer. */
export const CHALLENGE_TTL_SECONDS = 300;

/** What a ceremony's flow id stands for until it is answered. */
export interface PendingCeremony {
  challenge: string;
  kind: 'login' | 'registration';
  /** The signed-in user adding a passkey, and the WebAuthn user handle she was given (registration only). */
  userId?: number;
  userHandle?: string;
}

/**
 * Challenges in Redis under the deployment's namespace: written once (SET NX EX), read once (GETDEL),
 * so a challenge answers one ceremony within five minutes and is gone whatever the outcome.
 */
export function createChallengeStore(redis: Redis, prefix: string) {
  const keyOf = (flowId: string) => `${prefix}passkey-challenge:${flowId}`;
  return {
    async put(ceremony: PendingCeremony): Promise<string> {
      const flowId = randomBytes(24).toString('base64url');
      const written = await redis.set(
        keyOf(flowId),
        JSON.stringify(ceremony),
        'EX',
        CHALLENGE_TTL_SECONDS,
        'NX',
      );
      if (written !== 'OK') throw new Error('passkey flow id collision');
      return flowId;
    },
    /** The ceremony of a flow id, removed by this very read; null when unknown, used or expired. */
    async take(flowId: string, kind: PendingCeremony['kind']): Promise<PendingCeremony | null> {
      const raw = await redis.getdel(keyOf(flowId));
      if (!raw) return null;
      const ceremony = JSON.parse(raw) as PendingCeremony;
      return ceremony.kind === kind ? ceremony : null;
    },
  };
}

export type ChallengeStore = ReturnType<typeof createChallengeStore>;
