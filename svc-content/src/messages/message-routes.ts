import { Router } from 'express';
import * as z from 'zod';
import { MESSAGE_FOLDERS, messageReadPatchSchema } from '@vetrina/contracts';
import { identityOf, parse, parseId, type Db } from '@vetrina/service-kit';
import * as messages from './message-service.ts';

const folderQuerySchema = z.object({
  folder: z.enum(MESSAGE_FOLDERS, { error: 'Cartella non valida: inbox o quarantine' }).default('inbox'),
});

/** Admin inbox under `/api/admin/messages` (identity checked by the caller). */
export function adminMessageRoutes(db: Db, notifyOwner: (messageId: number) => void): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const { folder } = parse(folderQuerySchema, { folder: req.query.folder }, 'Parametro non valido');
    res.json(await messages.listMessages(db, folder));
  });

  router.get('/unread-count', async (_req, res) => {
    res.json({ unread: await messages.unreadCount(db) });
  });

  router.patch('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const { read } = parse(messageReadPatchSchema, req.body);
    res.json(await messages.markRead(db, id, read, identityOf(req)));
  });

  router.post('/:id/release', async (req, res) => {
    res.json(await messages.releaseFromQuarantine(db, parseId(req.params.id), notifyOwner, identityOf(req)));
  });

  router.delete('/:id', async (req, res) => {
    await messages.deleteMessage(db, parseId(req.params.id), identityOf(req));
    res.status(204).end();
  });

  return router;
}
