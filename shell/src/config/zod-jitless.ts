interface ZodGlobalConfig {
  jitless?: boolean;
}

/**
 * zod 4 probes `new Function('')` to compile fast object parsers, which the CSP (`script-src 'self'`, no
 * 'unsafe-eval') blocks and Chromium reports as a CSP issue. Every zod copy (each remote bundles its own)
 * reads its config from `globalThis.__zod_globalConfig`, so setting `jitless` here, before any remote
 * loads, turns the probe off everywhere.
 */
export function disableZodJit(
  target: { __zod_globalConfig?: ZodGlobalConfig } = globalThis as { __zod_globalConfig?: ZodGlobalConfig },
): void {
  target.__zod_globalConfig ??= {};
  target.__zod_globalConfig.jitless = true;
}
