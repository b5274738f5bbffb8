import { Router } from 'express';
import type { Backup } from '@vetrina/contracts';

/** `/api/admin/database/*`; the BullMQ backup and restore jobs arrive with a later issue. */
export function backupRoutes(): Router {
  const router = Router();
  router.get('/backups', (_req, res) => {
    const backups: Backup[] = [];
    res.json(backups);
  });
  return router;
}
