// The public pages' one script: finds the islands a server-rendered page carries and hydrates each alone,
// when its `data-hydrate` says. React and react-dom/client live here; each island's code is its own chunk.
import { createElement, startTransition, useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTES, ISLAND_PROPS_ATTRIBUTE } from './island-types.ts';
import type { HydrateWhen } from './island-types.ts';
import { islandRegistry } from './registry.ts';
import type { IslandName } from './registry.ts';
import { whenIdle, whenVisible } from './hydrate-when.ts';
import { replaceBrokenImages } from '../shared/image-fallback.ts';

function propsOf(prefix: string): object {
  const script = document.querySelector(`script[${ISLAND_PROPS_ATTRIBUTE}="${CSS.escape(prefix)}"]`);
  return script?.textContent ? (JSON.parse(script.textContent) as object) : {};
}

/** Marks the wrapper `data-hydrated` once React has adopted the island's markup (renders nothing itself). */
function Hydrated({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => element.setAttribute(ISLAND_ATTRIBUTES.hydrated, ''), [element]);
  return children;
}

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name) as IslandName;
  const prefix = element.getAttribute(ISLAND_ATTRIBUTES.prefix) ?? '';
  const load = islandRegistry[name] as (() => Promise<ComponentType<object>>) | undefined;
  if (!load) return;
  const Component = await load();
  const props = propsOf(prefix);
  startTransition(() => {
    hydrateRoot(element, createElement(Hydrated, { element }, createElement(Component, props)), {
      identifierPrefix: prefix,
    });
  });
}

function schedule(element: HTMLElement): void {
  const when = (element.getAttribute(ISLAND_ATTRIBUTES.hydrate) ?? 'load') as HydrateWhen;
  const start = () => void hydrateIsland(element).catch((err: unknown) => console.error(err));
  if (when === 'visible') whenVisible(element, start);
  else if (when === 'idle') whenIdle(start);
  else start();
}

replaceBrokenImages(document);
document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`).forEach(schedule);
