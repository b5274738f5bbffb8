/**
 * Re-encodes every served picture from its kept original (e.g. after changing a width or quality):
 * `node svc-catalog/src/uploads/rebuild-images.ts` with the service's photo store settings
 * (PHOTO_STORE and UPLOADS_DIR / ORIGINALS_DIR, or the S3_* variables).
 */
import { createPhotoStore, describePhotoStore } from '@vetrina/service-kit/photos';
import { loadPhotoStoreSettings } from '../config.ts';
import { rebuildFromOriginals } from './original-store.ts';

const settings = loadPhotoStoreSettings();
const rebuilt = await rebuildFromOriginals(createPhotoStore(settings));
console.log(`${rebuilt} picture(s) rebuilt in`, describePhotoStore(settings));
