import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { AppError, multipartErrors, unsupportedMediaType } from '@vetrina/service-kit';

/**
 * The multipart `backupFile` field, written to disk (backups can be large) with a size cap.
 * multer ships no types and svc-catalog declares the module ambiently for its own (memory) use, so it
 * is loaded here through `require` with the small surface this file needs.
 */
interface UploadedFile {
  path: string;
  originalname: string;
  size: number;
}
interface Multer {
  (options: { storage: unknown; limits: Record<string, number> }): { single(field: string): RequestHandler };
  diskStorage(options: { destination: string }): unknown;
}
const multer = createRequire(import.meta.url)('multer') as Multer;

export const uploadedFile = (req: Request) => (req as Request & { file?: UploadedFile }).file;

/** `settings` is read at the first request (building the app touches no dependency). */
export function backupUpload(
  settings: () => { tempDir: string; maxBytes: number },
): [RequestHandler, RequestHandler, ErrorRequestHandler] {
  const tooLarge = () =>
    `Il file supera la dimensione massima di ${Math.round(settings().maxBytes / 1024 / 1024)} MB`;
  let receive: RequestHandler | undefined;
  const precheck: RequestHandler = async (req, _res, next) => {
    const { tempDir, maxBytes } = settings();
    if (Number(req.headers['content-length'] ?? 0) > maxBytes + 64 * 1024)
      return next(new AppError(413, tooLarge()));
    if (!req.is('multipart/form-data'))
      return next(unsupportedMediaType('Invia il file come multipart/form-data'));
    await mkdir(tempDir, { recursive: true });
    next();
  };
  const receiveFile: RequestHandler = (req, res, next) => {
    const { tempDir, maxBytes } = settings();
    receive ??= multer({
      storage: multer.diskStorage({ destination: tempDir }),
      limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3 },
    }).single('backupFile');
    receive(req, res, next);
  };
  const errors = multipartErrors('backupFile', tooLarge);
  return [precheck, receiveFile, errors];
}
