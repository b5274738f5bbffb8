import type { RuntimeConfig } from '@vetrina/web-kit/runtime-defaults';
import { DEFAULT_RUNTIME_CONFIG } from '@vetrina/web-kit/runtime-defaults';

export type { RuntimeConfig };
export { DEFAULT_RUNTIME_CONFIG };

function pickStrings<T extends object>(defaults: T, value: unknown): T {
  const out = { ...defaults };
  if (typeof value !== 'object' || value === null) return out;
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const candidate = (value as Record<string, unknown>)[key as string];
    if (typeof candidate === 'string') out[key] = candidate as T[keyof T];
  }
  return out;
}

/** Merges a parsed /config.json over the defaults, keeping only known string fields. */
export function normalizeRuntimeConfig(raw: unknown): RuntimeConfig {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    remotes: pickStrings(DEFAULT_RUNTIME_CONFIG.remotes, value.remotes),
    site: pickStrings(DEFAULT_RUNTIME_CONFIG.site, value.site),
  };
}

/** The shell's runtime config; a missing or broken /config.json falls back to the defaults. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const res = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    return normalizeRuntimeConfig(await res.json());
  } catch (err) {
    console.error('Configurazione non disponibile, uso i valori predefiniti', err);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
