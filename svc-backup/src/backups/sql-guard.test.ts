import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMetaCommand } from './sql-guard.ts';

describe('findMetaCommand', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sql-guard-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const check = async (sql: string) => {
    const file = path.join(dir, `${Math.random()}.sql`);
    await writeFile(file, sql);
    return findMetaCommand(file);
  };

  it('accepts what pg_dump writes: restrict lines, COPY data with backslashes, literals and bodies', async () => {
    const dump = [
      '\\restrict abcDEF123',
      "SET client_encoding = 'UTF8';",
      'COPY catalog.t (id, s) FROM stdin;',
      '1\t\\N',
      '\\x\tline\\nwith \\\\',
      '\\.',
      "CREATE FUNCTION f() RETURNS text LANGUAGE sql AS $body$ SELECT '\\\\'",
      '\\q inside a dollar body $body$;',
      "COMMENT ON TABLE t IS 'multi",
      "\\line inside a string';",
      "SELECT E'it\\'s \\\\ fine';",
      '/* nested /* \\x */ still comment \\q */ SELECT 1; -- \\! in a comment',
      '\\unrestrict abcDEF123',
      '',
    ].join('\n');
    expect(await check(dump)).toBeUndefined();
  });

  it('finds meta-commands at the start of a line, after a statement, and after a closed literal', async () => {
    expect(await check('SELECT 1;\n\\! id\n')).toBe(2);
    expect(await check('SELECT 1; \\! id\n')).toBe(1);
    expect(await check("SELECT 'a' \\gexec\n")).toBe(1);
    expect(await check("COPY t (a) FROM stdin;\n1\n\\.\n\\copy t from program 'id'\n")).toBe(4);
    expect(await check('\\restrict abc; \\! id\n')).toBe(1);
  });
});
