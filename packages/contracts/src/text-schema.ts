import * as z from 'zod';

/**
 * Text fields from outside: PostgreSQL cannot store NUL (a 500 if it reaches a query) and no field
 * of the shop has a use for other control characters. Multi-line fields keep tab and line breaks.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'Il testo contiene caratteri non ammessi';

// Matching control characters is the point of these patterns.
/* eslint-disable no-control-regex */
const SINGLE_LINE = /^[^\u0000-\u001F\u007F]*$/;
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
/* eslint-enable no-control-regex */

/** Whether a text holds a C0 control character or DEL (tab and line breaks included). */
export const hasControlCharacters = (text: string) => !SINGLE_LINE.test(text);

type StringError = { error?: string };
const base = (error?: string) => z.string(error ? ({ error } satisfies StringError) : undefined);

/** Trimmed one-line text (names, titles, slugs, URLs): no control characters at all. */
export const singleLineText = (error?: string) =>
  base(error).trim().regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);

/** Trimmed multi-line text (descriptions, messages): tab, CR and LF allowed, other controls not. */
export const multiLineText = (error?: string) =>
  base(error).trim().regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE);

/** Untrimmed one-line secret (passwords): spaces are significant, control characters are not allowed. */
export const secretText = (error?: string) => base(error).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);

/** PostgreSQL `integer` (int4): a larger value would fail in the database instead of in validation. */
export const PG_INT_MAX = 2_147_483_647;
export const PG_INT_MIN = -2_147_483_648;
