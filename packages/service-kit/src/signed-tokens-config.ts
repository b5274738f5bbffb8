import * as z from 'zod';
import { ConfigError } from './config.ts';
import { createKeyRing, type KeyRing } from './signed-tokens-keys.ts';

const secretSchema = z.string().min(32, 'must be at least 32 characters');

const DATE_TIME_EXAMPLE = '2026-05-04T10:00:00Z';
const dateTimeSchema = (error: string) =>
  z.iso.datetime({ offset: true, error }).transform((value) => Date.parse(value));

/** One replaced secret: `<secret>` or `<secret>@<when it was replaced>` (a secret is base64 or hex: no `@`). */
const previousEntrySchema = z
  .string()
  .transform((entry) => {
    const at = entry.lastIndexOf('@');
    return at === -1 ? { secret: entry } : { secret: entry.slice(0, at), rotatedAt: entry.slice(at + 1) };
  })
  .pipe(
    z.object({
      secret: z.string().min(32, 'each previous key must be at least 32 characters'),
      rotatedAt: dateTimeSchema(
        `after @ must come when the key was replaced, a date and time such as key@${DATE_TIME_EXAMPLE}`,
      ).optional(),
    }),
  );

export type PreviousSecretEntry = z.output<typeof previousEntrySchema>;

/** `a@2026-05-04T10:00:00Z,b`: the replaced secrets still accepted, newest first, each with its own rotation time or none. */
const previousSecretsSchema = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
  )
  .pipe(z.array(previousEntrySchema));

const rotatedAtSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  dateTimeSchema(`must be a date and time such as ${DATE_TIME_EXAMPLE}`).optional(),
);

/** `<NAME>` (the key that signs, ≥ 32 characters) and `<NAME>_PREVIOUS` (replaced keys still accepted). */
export function signingKeyShape<const N extends string>(name: N) {
  return { [name]: secretSchema, [`${name}_PREVIOUS`]: previousSecretsSchema } as Record<
    N,
    typeof secretSchema
  > &
    Record<`${N}_PREVIOUS`, typeof previousSecretsSchema>;
}

/**
 * `<NAME>_ROTATED_AT`: the older format's one rotation time, for the `<NAME>_PREVIOUS` entries that carry none
 * of their own (`key@<time>`); starts their window.
 */
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
 * The key ring of one loaded `<NAME>` / `<NAME>_PREVIOUS` / `<NAME>_ROTATED_AT` set. With a window, each
 * previous key is accepted until its own rotation time (`key@<time>`, else `<NAME>_ROTATED_AT`) plus the
 * window. Refuses to start with a previous key that has no rotation time at all, so no old key is accepted
 * forever by someone forgetting to remove it, or with a rotation time in the future.
 */
export function keyRingFromConfig(config: object, name: string, options: KeyRingConfigOptions = {}): KeyRing {
  const values = config as Record<string, unknown>;
  const current = options.current ?? (values[name] as string);
  const previous = (values[`${name}_PREVIOUS`] as PreviousSecretEntry[] | undefined) ?? [];
  const sharedRotatedAt = values[`${name}_ROTATED_AT`] as number | undefined;
  const windowMs = options.previousWindowMs;
  const problem = (variable: string, message: string) =>
    new ConfigError(`Invalid configuration:\n  - ${variable}: ${message}`);
  if (windowMs === undefined)
    return createKeyRing({ current, previous: previous.map(({ secret }) => secret) });
  const now = options.now ?? Date.now();
  const withWindows = previous.map(({ secret, rotatedAt = sharedRotatedAt }, index) => {
    if (rotatedAt === undefined)
      throw problem(
        `${name}_ROTATED_AT`,
        `is required with ${name}_PREVIOUS entries that carry no time (or write each as key@${DATE_TIME_EXAMPLE}): when the key was replaced (it is accepted for ${Math.round(windowMs / 3_600_000)} h after it)`,
      );
    if (rotatedAt > now + ROTATED_AT_MAX_AHEAD_MS)
      throw problem(
        previous[index]?.rotatedAt === undefined ? `${name}_ROTATED_AT` : `${name}_PREVIOUS`,
        'is in the future',
      );
    return { secret, acceptedUntil: rotatedAt + windowMs };
  });
  return createKeyRing({ current, previous: withWindows });
}
