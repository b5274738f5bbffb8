import { afterEach, describe, expect, it, vi } from 'vitest';
import { disableZodJit } from './zod-jitless.ts';

describe('disableZodJit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps zod from probing eval (blocked by the CSP) when object schemas are built and used', async () => {
    disableZodJit();
    const functionSpy = vi.spyOn(globalThis, 'Function');
    const z = await import('zod');
    const schema = z.object({ name: z.string() });
    expect(schema.parse({ name: 'Bavaglino' })).toEqual({ name: 'Bavaglino' });
    expect(functionSpy).not.toHaveBeenCalled();
  });

  it('keeps settings already present', () => {
    const target: { __zod_globalConfig?: { jitless?: boolean; locale?: string } } = {
      __zod_globalConfig: { locale: 'it' },
    };
    disableZodJit(target);
    expect(target.__zod_globalConfig).toEqual({ locale: 'it', jitless: true });
  });
});
