import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  checkPhotoKey,
  contentTypeOf,
  type ByteRange,
  type PhotoInfo,
  type PhotoObject,
  type PhotoPage,
  type PhotoStore,
  type PutOptions,
} from './photo-store.ts';

export interface S3StoreOptions {
  /** Any S3-compatible endpoint (`https://s3.eu-south-1.amazonaws.com`, R2, Ceph, Swift's s3api); AWS's own without one. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * The settings that work on every S3-compatible server: path-style addresses (no wildcard DNS for
 * the bucket), and checksums only where the API requires them (newer SDKs otherwise stream uploads
 * as aws-chunked with a CRC32 trailer, which Swift, R2, Backblaze and older MinIO refuse).
 */
export function createS3Client(options: S3StoreOptions): S3Client {
  return new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** `bytes 0-9/1234` → 1234. */
const totalOf = (contentRange: string | undefined, fallback: number) =>
  Number(/\/(\d+)$/.exec(contentRange ?? '')?.[1] ?? fallback);

/**
 * The photos in an S3-compatible bucket (private: svc-catalog streams the served keys). An object
 * is visible only once its upload completed, so a reader never sees a part of it. Deletes go one
 * key at a time: DeleteObjects needs a Content-MD5 that several servers insist on and the SDK no
 * longer sends.
 */
export class S3Store implements PhotoStore {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly client: S3Client;

  constructor(options: S3StoreOptions, client: S3Client = createS3Client(options)) {
    this.bucket = options.bucket;
    this.client = client;
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions = {}): Promise<void> {
    const params = {
      Bucket: this.bucket,
      Key: checkPhotoKey(key),
      ContentType: options.contentType ?? contentTypeOf(key),
    };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.length }));
      return;
    }
    // A stream of unknown length: one PutObject when it fits a part, multipart above that.
    await new Upload({ client: this.client, params: { ...params, Body: body }, queueSize: 2 }).done();
  }

  async get(key: string, range?: ByteRange): Promise<PhotoObject | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkPhotoKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const length = answer.ContentLength ?? 0;
      return {
        key,
        size: totalOf(answer.ContentRange, length),
        modifiedMs: answer.LastModified?.getTime() ?? 0,
        etag: answer.ETag ?? '""',
        body: answer.Body as Readable,
        length,
      };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async head(key: string): Promise<PhotoInfo | undefined> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkPhotoKey(key) }),
      );
      return {
        key,
        size: answer.ContentLength ?? 0,
        modifiedMs: answer.LastModified?.getTime() ?? 0,
        etag: answer.ETag ?? '""',
      };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== undefined;
  }

  async list(prefix = '', page: { after?: string; limit?: number } = {}): Promise<PhotoPage> {
    const answer = await this.client.send(
      new ListObjectsV2Command({
        Bucket: this.bucket,
        Prefix: prefix,
        MaxKeys: page.limit ?? 1000,
        ...(page.after ? { StartAfter: page.after } : {}),
      }),
    );
    const entries = (answer.Contents ?? []).map((object) => ({
      key: object.Key!,
      size: object.Size ?? 0,
      modifiedMs: object.LastModified?.getTime() ?? 0,
      etag: object.ETag ?? '""',
    }));
    return answer.IsTruncated && entries.length > 0 ? { entries, next: entries.at(-1)!.key } : { entries };
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkPhotoKey(key) }));
  }

  async removeIncomplete(olderThanMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const answer = await this.client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.bucket,
          ...(keyMarker ? { KeyMarker: keyMarker } : {}),
          ...(uploadIdMarker ? { UploadIdMarker: uploadIdMarker } : {}),
        }),
      );
      for (const upload of answer.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || now - (upload.Initiated?.getTime() ?? now) < olderThanMs)
          continue;
        await this.client.send(
          new AbortMultipartUploadCommand({
            Bucket: this.bucket,
            Key: upload.Key,
            UploadId: upload.UploadId,
          }),
        );
        removed += 1;
      }
      keyMarker = answer.IsTruncated ? answer.NextKeyMarker : undefined;
      uploadIdMarker = answer.IsTruncated ? answer.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return removed;
  }
}
