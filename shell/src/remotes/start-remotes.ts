import type { RuntimeConfig } from '../config/runtime-config.ts';
import { loadRuntimeConfig } from '../config/runtime-config.ts';
import { areaFor } from './remote-areas.ts';
import { RemoteLoader } from './remote-loader.ts';

export interface StartedRemotes {
  config: RuntimeConfig;
  loader: RemoteLoader;
}

/** Reads /config.json, registers both remotes and waits for the one the first URL needs. */
export async function startRemotes(pathname: string): Promise<StartedRemotes> {
  const config = await loadRuntimeConfig();
  const loader = RemoteLoader.register(config);
  await loader.ensure(areaFor(pathname));
  return { config, loader };
}
