import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify, queryKeys, serverMessage } from '@vetrina/web-kit';
import { createBackup, restoreBackup, runningJobsQuery } from './database-api.ts';

const POLL_MS = 1000;

/** The backup and restore actions, and the jobs running now (polled only while one runs, for the progress bar). */
export function useDatabaseJobs() {
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: queryKeys.backups });

  const backup = useMutation({
    mutationFn: (full: boolean) => createBackup(full),
    onSuccess: async () => {
      notify.success('Backup completato');
      await refreshList();
    },
    onError: () => notify.error('Errore', 'Errore nella creazione del backup'),
  });
  const restore = useMutation({
    mutationFn: (file: File) => restoreBackup(file),
    onSuccess: async () => {
      notify.success('Ripristino completato');
      // Every screen's data may have changed: refetch all of it.
      await queryClient.invalidateQueries();
    },
    onError: async (error) => {
      notify.error('Errore', serverMessage(error, 'Errore nel ripristino del database'));
      await refreshList();
    },
  });
  const pending = backup.isPending || restore.isPending;
  const running = useQuery({
    ...runningJobsQuery,
    refetchInterval: (query) => (pending || (query.state.data?.length ?? 0) > 0 ? POLL_MS : false),
  });
  const jobs = running.data ?? [];
  return { backup, restore, jobs, busy: pending || jobs.length > 0 };
}
