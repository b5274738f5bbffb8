import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { AreaName, RemoteRoutesModule } from './remote-areas.ts';
import { REMOTE_NAMES } from './remote-areas.ts';

const LOAD_TIMEOUT_MS = 20_000;

export type AreaState =
  { status: 'loaded'; module: RemoteRoutesModule } | { status: 'failed'; error: unknown };

/**
 * Loads each remote's `./routes` at most once per page life. A failure is remembered (the area shows the
 * "non disponibile" message with a reload button) instead of being retried on every navigation.
 */
export class RemoteLoader {
  private readonly pending = new Map<AreaName, Promise<AreaState>>();
  private readonly settled = new Map<AreaName, AreaState>();
  private readonly load: (id: string) => Promise<unknown>;

  constructor(load: (id: string) => Promise<unknown> = (id) => loadRemote(id)) {
    this.load = load;
  }

  static register(config: RuntimeConfig): RemoteLoader {
    registerRemotes([
      { name: REMOTE_NAMES.storefront, entry: config.remotes.storefront },
      { name: REMOTE_NAMES.admin, entry: config.remotes.admin },
    ]);
    return new RemoteLoader();
  }

  state(area: AreaName): AreaState | undefined {
    return this.settled.get(area);
  }

  ensure(area: AreaName): Promise<AreaState> {
    let promise = this.pending.get(area);
    if (!promise) {
      promise = this.fetchRoutes(area).then((state) => {
        this.settled.set(area, state);
        if (state.status === 'failed')
          console.error(`Remote ${REMOTE_NAMES[area]} non disponibile`, state.error);
        return state;
      });
      this.pending.set(area, promise);
    }
    return promise;
  }

  private async fetchRoutes(area: AreaName): Promise<AreaState> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), LOAD_TIMEOUT_MS);
      });
      const module = (await Promise.race([this.load(`${REMOTE_NAMES[area]}/routes`), timeout])) as
        RemoteRoutesModule | null | undefined;
      if (!module || !Array.isArray(module.routes)) throw new Error('the remote exposes no routes');
      return { status: 'loaded', module };
    } catch (error) {
      return { status: 'failed', error };
    } finally {
      clearTimeout(timer);
    }
  }
}
