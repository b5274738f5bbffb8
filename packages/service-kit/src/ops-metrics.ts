import client from 'prom-client';

// Metrics the alert rules (k8s/components/monitoring/prometheus-rules.yaml) read besides the HTTP
// histogram of metrics.ts, the job counters of job-queue.ts and the photo store's error counter
// (photo-store/photo-store-metrics.ts). In the global registry, which every
// app's /metrics (operator port) also serves.

export const LAST_SUCCESSFUL_BACKUP_METRIC = 'vetrina_last_successful_backup_timestamp_seconds';

let lastSuccessfulBackup: client.Gauge | undefined;

/**
 * svc-backup: the time of the newest backup in the store (0 while there is none), read at every scrape,
 * so it survives restarts and counts backups made by a separate worker on the same folder.
 */
export function watchLastSuccessfulBackup(newest: () => Promise<Date | undefined>): void {
  if (lastSuccessfulBackup) client.register.removeSingleMetric(LAST_SUCCESSFUL_BACKUP_METRIC);
  lastSuccessfulBackup = new client.Gauge({
    name: LAST_SUCCESSFUL_BACKUP_METRIC,
    help: 'Unix time of the newest successful backup in the backup store (0: none yet)',
    async collect() {
      const at = await newest().catch(() => undefined);
      this.set(at ? at.getTime() / 1000 : 0);
    },
  });
}
