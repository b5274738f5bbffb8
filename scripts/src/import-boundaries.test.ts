import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// docs/architecture.md, 'What may import what': each rule must refuse a deliberate break, not only pass
// on today's code.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

/** The rules that refuse `code` if it were the file at `file` (a path from the repository root). */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', () => {
  it('a unit never imports another unit', async () => {
    expect(await refusals('svc-catalog/src/x.ts', "export * from '@vetrina/svc-auth';\n")).toEqual([
      expect.stringContaining('never imports another deployable unit'),
    ]);
  });

  it('a shared package is imported by name, never by a relative path into its folder', async () => {
    expect(
      await refusals('packages/web-kit/server/x.ts', "export * from '../../http-drain/src/http-drain.ts';\n"),
    ).toEqual([expect.stringContaining('by its name and exports')]);
    expect(await refusals('packages/web-kit/server/x.ts', "export * from '@vetrina/http-drain';\n")).toEqual(
      [],
    );
  });

  it("an admin feature uses another only through its public surface, and never the app's frame", async () => {
    const file = 'mf-admin/src/features/dashboard/x.ts';
    expect(await refusals(file, "export * from '../orders/orders-api.ts';\n")).toEqual([]);
    expect(await refusals(file, "export * from '../activity/index.ts';\n")).toEqual([]);
    expect(await refusals(file, "export * from '../activity/ActivityList.tsx';\n")).toEqual([
      expect.stringContaining('only through its *-api.ts'),
    ]);
    expect(await refusals(file, "export * from '../../layout/nav-items.ts';\n")).toEqual([
      expect.stringContaining("never imports the app's frame"),
    ]);
    expect(
      await refusals(
        'mf-admin/src/features/products/safety/x.ts',
        "export * from '../../orders/OrderForm.tsx';\n",
      ),
    ).toEqual([expect.stringContaining('only through its *-api.ts')]);
  });

  it('two modules that import each other are refused', async () => {
    // svc-auth's device-cookie.ts imports legacy-device-cookie.ts: importing it back closes a cycle.
    const refused = await refusals(
      'svc-auth/src/login/legacy-device-cookie.ts',
      "import { DEVICE_COOKIE } from './device-cookie.ts';\nexport const name = DEVICE_COOKIE;\n",
    );
    expect(refused).toEqual([expect.stringContaining('import-x/no-cycle')]);
  });
});
