import { createContext, useContext } from 'react';
import type { HydrateWhen, IslandName } from './island-types.ts';

/** What one server render learns while rendering: the islands on the page, in order. */
export interface RenderCollector {
  islands: { name: IslandName; hydrate: HydrateWhen }[];
  /** A fresh useId prefix for each island of this page (i0-, i1-…), the same on server and client. */
  nextPrefix(): string;
}

export function createRenderCollector(): RenderCollector {
  let count = 0;
  return { islands: [], nextPrefix: () => `i${count++}-` };
}

export const RenderCollectorContext = createContext<RenderCollector | null>(null);

export function useRenderCollector(): RenderCollector {
  const collector = useContext(RenderCollectorContext);
  if (!collector) throw new Error('<Island> is rendered by the page renderer only (no RenderCollector)');
  return collector;
}
