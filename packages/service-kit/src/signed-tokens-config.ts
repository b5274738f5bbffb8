import * as z from 'zod';
import { ConfigError } from './config.ts';
import { createKeyRing, type KeyRing } from './signed-tokens-keys.ts';

const secretSchema = z.string().min(32, 'must be at least 32 characters');

/** `a,b`: the replaced secrets still accepted, newest first (a secret never holds a comma: base64, hex). */
const previousSecretsSchema = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(32, 'each previous key must be at least 32 characters')));

const rotatedAtSchema = z
  .preprocess(
    (value) => (value === '' ? undefined : value),
    z.iso
      .datetime({ offset: true, error: 'must be a date and time such as 2026-05-04T10:00:00Z' })
      .optional(),
  )
  .transform((value) => (value === undefined ? undefined : Date.parse(value)));

/** `<NAME>` (the key that signs, ≥ 32 characters) and `<NAME>_PREVIOUS` (replaced keys still accepted). */
export function signingKeyShape<const N extends string>(name: N) {
  return { [name]: secretSchema, [`${name}_PREVIOUS`]: previousSecretsSchema } as Record<
    N,
    typeof secretSchema
  > &
    Record<`${N}_PREVIOUS`, typeof previousSecretsSchema>;
}

/** `<NAME>_ROTATED_AT`: when `<NAME>` replaced the first of `<NAME>_PREVIOUS`; starts their window. */
export function rotatedAtShape<const N extends string>(name: N) {
  return { [`${name}_ROTATED_AT`]: rotatedAtSchema } as Record<`${N}_ROTATED_AT`, typeof rotatedAtSchema>;
}

/** Clocks of two machines disagree a little; a rotation time further ahead than this is a mistake. */
const ROTATED_AT_MAX_AHEAD_MS = 3_600_000;

export interface KeyRingConfigOptions {
  /**
   * How long after `<NAME>_ROTATED_AT` the previous keys are still accepted (the lifetime of what
   * they signed). Unset: they are accepted for as long as they are listed, and no rotation time is read.
   */
  previousWindowMs?: number;
  /** The signing secret when `<NAME>` itself is optional (e.g. derived from another secret). */
  current?: string;
  now?: number;
}

/**
 * The key ring of one loaded `<NAME>` / `<NAME>_PREVIOUS` / `<NAME>_ROTATED_AT` set. Refuses to start
 * with previous keys but no rotation time when they have a window, so no old key is accepted forever
 * by someone forgetting to remove it.
 */
export function keyRingFromConfig(config: object, name: string, options: KeyRingConfigOptions = {}): KeyRing {
  const values = config as Record<string, unknown>;
  const current = options.current ?? (values[name] as string);
  const previous = (values[`${name}_PREVIOUS`] as string[] | undefined) ?? [];
  const rotatedAt = values[`${name}_ROTATED_AT`] as number | undefined;
  const problem = (variable: string, message: string) =>
    new ConfigError(`Invalid configuration:\n  - ${variable}: ${message}`);
  if (options.previousWindowMs === undefined || previous.length === 0)
    return createKeyRing({ current, previous });
  if (rotatedAt === undefined)
    throw problem(
      `${name}_ROTATED_AT`,
      `is required with ${name}_PREVIOUS: when ${name} was replaced (the previous key is accepted for ${Math.round(options.previousWindowMs / 3_600_000)} h after it)`,
    );
  if (rotatedAt > (options.now ?? Date.now()) + ROTATED_AT_MAX_AHEAD_MS)
    throw problem(`${name}_ROTATED_AT`, 'is in the future');
  return createKeyRing({ current, previous, previousAcceptedUntil: rotatedAt + options.previousWindowMs });
}
