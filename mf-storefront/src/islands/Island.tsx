import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { HydrateWhen, IslandLoaders, IslandName } from './island-types.ts';
import { ISLAND_ATTRIBUTES, ISLAND_PROPS_ATTRIBUTE } from './island-types.ts';
import { useRenderCollector } from './render-context.ts';
import { embedJson } from './embed-json.ts';

type ComponentOf<N extends IslandName> = IslandLoaders[N] extends () => Promise<infer C> ? C : never;
type PropsOf<N extends IslandName> = ComponentOf<N> extends (props: infer P) => unknown ? P : never;

export interface IslandProps<N extends IslandName> {
  /** The registry's name of the component (browser/island-registry.ts), which the browser hydrates. */
  name: N;
  /** The same component, rendered here on the server. */
  component: ComponentOf<N>;
  /** Its props: JSON-serialisable, small (ids and short texts, never whole API objects). */
  props: PropsOf<N>;
  hydrate: HydrateWhen;
}

/**
 * A server-rendered component that the browser hydrates alone (hydrate-islands.ts). Its markup is
 * rendered with its own useId prefix, the one the browser's hydrateRoot gets, so ids match; its props
 * follow as inert JSON. Everything outside an island is markup that never runs code in the browser.
 */
export function Island<N extends IslandName>({ name, component, props, hydrate }: IslandProps<N>) {
  const collector = useRenderCollector();
  const prefix = collector.nextPrefix();
  collector.islands.push({ name, hydrate });
  const Component = component as unknown as ComponentType<object>;
  const html = renderToString(<Component {...(props as object)} />, { identifierPrefix: prefix });
  const wrapper = {
    [ISLAND_ATTRIBUTES.name]: name,
    [ISLAND_ATTRIBUTES.hydrate]: hydrate,
    [ISLAND_ATTRIBUTES.prefix]: prefix,
  };
  return (
    <>
      <div {...wrapper} dangerouslySetInnerHTML={{ __html: html }} />
      <script
        type="application/json"
        {...{ [ISLAND_PROPS_ATTRIBUTE]: prefix }}
        dangerouslySetInnerHTML={{ __html: embedJson(JSON.stringify(props)) }}
      />
    </>
  );
}
