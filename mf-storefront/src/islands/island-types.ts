/** When an island's code runs: at once (above the fold), when the browser is idle, or when scrolled near. */
export type HydrateWhen = 'load' | 'idle' | 'visible';

/** The data attributes of an island's wrapper, written by <Island> and read by the runtime. */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  hydrate: 'data-hydrate',
  prefix: 'data-prefix',
  /** Set by the runtime once the island is hydrated (tests wait for it). */
  hydrated: 'data-hydrated',
} as const;

/** The `<script type="application/json">` after a wrapper holding the island's props. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * The islands the browser can hydrate: name → loader of the component's own chunk. Empty in this kit; the
 * registry (browser/island-registry.ts) fills it by declaration merging, so the kit imports no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface IslandLoaders {}

export type IslandName = keyof IslandLoaders & string;
