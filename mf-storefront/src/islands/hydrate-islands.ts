import { createElement, startTransition, useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTES, ISLAND_PROPS_ATTRIBUTE } from './island-types.ts';
import type { HydrateWhen, IslandLoaders, IslandName } from './island-types.ts';
import { whenIdle, whenVisible } from './hydrate-when.ts';

function propsOf(prefix: string): object {
  const script = document.querySelector(`script[${ISLAND_PROPS_ATTRIBUTE}="${CSS.escape(prefix)}"]`);
  return script?.textContent ? (JSON.parse(script.textContent) as object) : {};
}

/** Marks the wrapper `data-hydrated` once React has adopted the island's markup (renders nothing itself). */
function Hydrated({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => element.setAttribute(ISLAND_ATTRIBUTES.hydrated, ''), [element]);
  return children;
}

async function hydrateIsland(loaders: IslandLoaders, element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name) as IslandName;
  const prefix = element.getAttribute(ISLAND_ATTRIBUTES.prefix) ?? '';
  const load = loaders[name] as (() => Promise<ComponentType<object>>) | undefined;
  if (!load) return;
  const Component = await load();
  const props = propsOf(prefix);
  startTransition(() => {
    hydrateRoot(element, createElement(Hydrated, { element }, createElement(Component, props)), {
      identifierPrefix: prefix,
    });
  });
}

function schedule(loaders: IslandLoaders, element: HTMLElement): void {
  const when = (element.getAttribute(ISLAND_ATTRIBUTES.hydrate) ?? 'load') as HydrateWhen;
  const start = () => void hydrateIsland(loaders, element).catch((err: unknown) => console.error(err));
  if (when === 'visible') whenVisible(element, start);
  else if (when === 'idle') whenIdle(start);
  else start();
}

/**
 * Finds the islands a server-rendered page carries and hydrates each alone, when its `data-hydrate` says,
 * with the component its name loads (each island's code is its own chunk).
 */
export function hydrateIslands(root: ParentNode, loaders: IslandLoaders): void {
  root
    .querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)
    .forEach((element) => schedule(loaders, element));
}
