import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { HttpError } from '@vetrina/web-kit';
import { OFFLINE_WRITE_MESSAGE, OFFLINE_WRITE_STATUS } from '@vetrina/web-kit/admin-device-data';
import { createAppQueryClient } from '@vetrina/web-kit/providers';

/** The refusal of a write while offline: each screen's error toast shows its message (spec §8 `message`). */
export class OfflineWriteError extends HttpError {
  constructor() {
    super(OFFLINE_WRITE_STATUS, 'Offline', JSON.stringify({ message: OFFLINE_WRITE_MESSAGE, issues: [] }));
  }
}

/**
 * The app's query client, where a write made offline fails at once with an Italian message instead of
 * waiting, paused, to be sent whenever the network returns (react-query's default): never queued silently.
 */
export function createAdminQueryClient(): QueryClient {
  const refuseOffline = () => {
    if (!onlineManager.isOnline()) throw new OfflineWriteError();
  };
  return new QueryClient({
    defaultOptions: createAppQueryClient().getDefaultOptions(),
    mutationCache: new MutationCache({ onMutate: refuseOffline }),
  });
}
