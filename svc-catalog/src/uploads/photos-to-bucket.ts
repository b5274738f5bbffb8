/**
 * Copies the photos of the local folder (UPLOADS_DIR and ORIGINALS_DIR) into the S3 bucket that the
 * S3_* variables name, before switching a deployment to PHOTO_STORE=s3:
 *   S3_ENDPOINT=… S3_BUCKET=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… UPLOADS_DIR=… npm run photos:to-bucket -w svc-catalog
 * Idempotent and resumable: what the bucket holds already (same size and ETag) is skipped.
 */
import {
  copyPhotos,
  createPhotoStore,
  describePhotoStore,
  LocalFolderStore,
  type PhotoStoreSettings,
} from '@vetrina/service-kit/photos';
import { ConfigError } from '@vetrina/service-kit';
import { loadPhotoStoreSettings } from '../config.ts';

function settings(): { folder: PhotoStoreSettings & { kind: 'folder' }; bucket: PhotoStoreSettings } {
  const folder = loadPhotoStoreSettings({ ...process.env, PHOTO_STORE: 'folder' });
  const bucket = loadPhotoStoreSettings({ ...process.env, PHOTO_STORE: 's3' });
  if (folder.kind !== 'folder') throw new Error('unreachable');
  return { folder, bucket };
}

try {
  const { folder, bucket } = settings();
  console.log('Da', describePhotoStore(folder), 'a', describePhotoStore(bucket));
  let lastLine = 0;
  const result = await copyPhotos(new LocalFolderStore(folder), createPhotoStore(bucket), (progress) => {
    // A line every second or so, and the last one.
    if (progress.done === progress.total || Date.now() - lastLine >= 1000) {
      lastLine = Date.now();
      console.log(`${progress.done}/${progress.total} foto copiate`);
    }
  });
  if (result.total === 0) console.log('0/0 foto copiate');
  console.log(`Fatto: ${result.copied} copiate ora, ${result.skipped} già nel bucket.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
