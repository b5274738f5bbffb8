import type { Express, RequestHandler } from 'express';
import multer from 'multer';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE, UPLOAD_UNSUPPORTED_MESSAGE } from '@vetrina/contracts';
import {
  AppError,
  badRequest,
  multipartErrors,
  requireIdentity,
  unsupportedMediaType,
  withUploadsWriteLock,
  type Db,
} from '@vetrina/service-kit';
import type { PhotoStore } from '@vetrina/service-kit/photos';
import {
  contentName,
  detectFormat,
  ImageTooLargeError,
  storeImage,
  UnsupportedImageError,
} from './image-store.ts';
import { keepOriginal } from './original-store.ts';
import { servePhotos } from './photo-serving.ts';

declare module 'express-serve-static-core' {
  interface Request {
    file?: { fieldname: string; originalname: string; mimetype: string; size: number; buffer: Buffer };
  }
}

const TOO_LARGE = UPLOAD_TOO_LARGE_MESSAGE;
// HEIC/HEIF (iPhone photos), SVG, HTML, truncated files: the same advice.
const NOT_AN_IMAGE = UPLOAD_UNSUPPORTED_MESSAGE;
// Multipart framing around a 5 MB file stays well under this.
const MAX_REQUEST_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single('image');

/** Refuses an oversized or non-multipart body before reading it. */
const precheck: RequestHandler = (req, _res, next) => {
  if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES)
    return next(new AppError(413, TOO_LARGE));
  if (!req.is('multipart/form-data'))
    return next(unsupportedMediaType('Invia il file come multipart/form-data'));
  next();
};

export interface UploadOptions {
  /** For the uploads lock: the cleanup never removes a picture while it is being stored. */
  db: Db;
  /** The folder or the bucket; its `.originals/` keys are never served. */
  photos: PhotoStore;
  gatewayToken: string;
}

/**
 * `POST /api/admin/upload` (multipart field `image`) and `/uploads/*`, streamed from the photo store
 * (photo-serving.ts). The upload is held in memory (5 MB at most) to name it by its hash; its
 * variants stream from sharp into the store.
 */
export function uploadRoutes(app: Express, options: UploadOptions): void {
  const store: RequestHandler = async (req, res) => {
    const file = req.file;
    if (!file)
      throw badRequest('Nessun file caricato', [{ path: ['image'], message: 'Seleziona un file immagine' }]);
    try {
      const { format } = await detectFormat(file.buffer);
      const name = contentName(file.buffer);
      // Written again even when the picture exists: fresh files restart the cleanup's grace period.
      const url = await withUploadsWriteLock(options.db, async () => {
        // Served files first: an undecodable image must leave no original behind.
        const stored = await storeImage(options.photos, file.buffer, name);
        await keepOriginal(options.photos, name, file.buffer, format);
        return stored;
      });
      res.status(201).json({ url });
    } catch (error) {
      if (error instanceof UnsupportedImageError) throw unsupportedMediaType(NOT_AN_IMAGE);
      if (error instanceof ImageTooLargeError)
        throw new AppError(422, "L'immagine ha troppi pixel (massimo 40 megapixel)");
      // sharp rejects truncated or corrupt files while decoding.
      if (error instanceof Error && /sharp|vips|Input|corrupt|premature/i.test(error.message)) {
        throw unsupportedMediaType(NOT_AN_IMAGE);
      }
      throw error;
    }
  };
  app.post(
    '/api/admin/upload',
    requireIdentity(options.gatewayToken),
    precheck,
    upload,
    multipartErrors('image', () => TOO_LARGE),
    store,
  );

  app.get('/uploads/:key', servePhotos(options.photos));
}
