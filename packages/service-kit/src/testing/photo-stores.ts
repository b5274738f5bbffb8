import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { LocalFolderStore } from '../photo-store/folder-store.ts';
import { S3Store, type S3StoreOptions } from '../photo-store/s3-store.ts';
import { startS3TestServer, type S3TestServer } from './swift-s3-server.ts';

/** A store for one test file, and how to throw it away. */
export interface TestPhotoStore<S> {
  store: S;
  stop(): Promise<void>;
}

export async function createTestFolderStore(): Promise<TestPhotoStore<LocalFolderStore>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vetrina-photos-'));
  return { store: new LocalFolderStore({ dir }), stop: () => rm(dir, { recursive: true, force: true }) };
}

/** A fresh bucket on a Swift server of its own (started here, stopped by `stop`). */
export async function createTestS3Store(): Promise<
  TestPhotoStore<S3Store> & { server: S3TestServer; options: S3StoreOptions; env: Record<string, string> }
> {
  const server = await startS3TestServer();
  const options: S3StoreOptions = {
    endpoint: server.endpoint,
    region: server.region,
    bucket: `vetrina-test-${randomBytes(4).toString('hex')}`,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
  };
  const store = new S3Store(options);
  await store.client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  return {
    store,
    server,
    options,
    /** The S3_* variables of a service using this bucket. */
    env: {
      S3_ENDPOINT: options.endpoint!,
      S3_REGION: options.region,
      S3_BUCKET: options.bucket,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
    },
    async stop() {
      store.client.destroy();
      await server.stop();
    },
  };
}
export * from './swift-s3-server.ts';
