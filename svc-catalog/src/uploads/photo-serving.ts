import type { RequestHandler } from 'express';
import { pipeline } from 'node:stream/promises';
import {
  contentTypeOf,
  isPhotoKey,
  isPrivatePhotoKey,
  type PhotoObject,
  type PhotoStore,
} from '@vetrina/service-kit/photos';

/** A photo's name is the hash of its bytes: the same address always means the same picture. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /uploads/:key` (and HEAD) streamed from the photo store, whichever it is (a folder or a private
 * bucket): same origin, so the CSP's `img-src 'self'` holds, and cached for a year. Only the served
 * keys (one name, no folder) answer; `.originals/…` and anything else a path could be decoded into
 * fall through to the 404. Conditional requests get 304,
 * a single byte range 206, a range past the end 416.
 */
export function servePhotos(store: PhotoStore): RequestHandler {
  return async (req, res, next) => {
    // Express has decoded the parameter: `%2e`, `%2F` are seen as the dot and slash they are.
    const key = String(req.params.key ?? '');
    if (!isPhotoKey(key) || key.includes('/') || isPrivatePhotoKey(key)) return next();
    const info = await store.head(key);
    if (!info) return next();
    res.set({
      'Cache-Control': PHOTO_CACHE_CONTROL,
      'Content-Type': contentTypeOf(key),
      'Accept-Ranges': 'bytes',
      ETag: info.etag,
      'Last-Modified': new Date(info.modifiedMs).toUTCString(),
    });
    if (req.fresh) return void res.status(304).end();
    const ranges = req.headers.range ? req.range(info.size, { combine: true }) : undefined;
    if (ranges === -1) {
      res.set('Content-Range', `bytes */${info.size}`);
      return void res.status(416).end();
    }
    const range =
      Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
    if (req.method === 'HEAD') {
      res.set('Content-Length', String(info.size));
      return void res.status(200).end();
    }
    const object: PhotoObject | undefined = await store.get(key, range);
    if (!object) return next();
    res.set('Content-Length', String(object.length));
    if (range) {
      res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
    }
    await pipeline(object.body, res);
  };
}
