import { describe, expect, it } from 'vitest';
import { loginInputSchema, userInputSchema } from './auth.ts';
import { idParamSchema } from './ids.ts';
import { CONTROL_CHARACTERS_MESSAGE, multiLineText, singleLineText } from './text-schema.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('shared text and id schemas', () => {
  it('refuses every C0 control and DEL in one-line text, after trimming', () => {
    for (const code of [0, 1, 9, 10, 13, 27, 31, 127]) {
      const result = singleLineText().safeParse(`a${String.fromCharCode(code)}b`);
      expect({ code, messages: messagesOf(result) }).toEqual({
        code,
        messages: [CONTROL_CHARACTERS_MESSAGE],
      });
    }
    expect(singleLineText().parse('  Anna è qui \n')).toBe('Anna è qui');
  });

  it('keeps tab, CR and LF in multi-line text but refuses NUL and the other controls', () => {
    expect(multiLineText().parse('riga 1\r\nriga\t2')).toBe('riga 1\r\nriga\t2');
    for (const code of [0, 8, 11, 12, 27, 127])
      expect(multiLineText().safeParse(`a${String.fromCharCode(code)}b`).success).toBe(false);
  });

  it('refuses NUL in the sign-in and user forms (the login 500 of issue 14)', () => {
    expect(messagesOf(loginInputSchema.safeParse({ username: 'a\u0000b', password: 'x' }))).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ]);
    expect(messagesOf(loginInputSchema.safeParse({ username: 'admin', password: 'x\u0000' }))).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ]);
    expect(
      userInputSchema.safeParse({ username: 'ann\u0000a', password: 'una-password-lunga' }).success,
    ).toBe(false);
    // Spaces in a password are significant: never trimmed.
    expect(loginInputSchema.parse({ username: ' admin ', password: ' x ' })).toEqual({
      username: 'admin',
      password: ' x ',
    });
  });

  it('reads ids only as strict decimals within PostgreSQL integers', () => {
    for (const raw of ['0x1', ' 1', '1 ', '1e0', '007', '0', '-1', '+1', '1.0', '2147483648', '', 'abc', 1])
      expect({ raw, ok: idParamSchema.safeParse(raw).success }).toEqual({ raw, ok: false });
    expect(idParamSchema.parse('1')).toBe(1);
    expect(idParamSchema.parse('2147483647')).toBe(2_147_483_647);
  });
});
