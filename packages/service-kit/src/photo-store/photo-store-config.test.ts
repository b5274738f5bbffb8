import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { photoStoreConfigShape, photoStoreSettings } from './photo-store-config.ts';

const settingsOf = (env: NodeJS.ProcessEnv) =>
  photoStoreSettings(loadConfig(photoStoreConfigShape, env), { dir: '/data/uploads' });

describe('photo store configuration', () => {
  it('keeps the folder by default', () => {
    expect(settingsOf({})).toEqual({ kind: 'folder', dir: '/data/uploads' });
  });

  it('names every S3 variable PHOTO_STORE=s3 lacks, and never echoes a secret', () => {
    expect(() => settingsOf({ PHOTO_STORE: 's3', S3_BUCKET: 'foto', S3_ACCESS_KEY_ID: '' })).toThrow(
      'Invalid configuration:\n  - S3_ACCESS_KEY_ID: required when PHOTO_STORE=s3\n' +
        '  - S3_SECRET_ACCESS_KEY: required when PHOTO_STORE=s3',
    );
    const bad = () =>
      settingsOf({
        PHOTO_STORE: 'bucket',
        S3_ENDPOINT: 'ftp://x',
        S3_BUCKET: 'Foto_Belle',
        S3_SECRET_ACCESS_KEY: 'segreto',
      });
    expect(bad).toThrow(/PHOTO_STORE: must be folder or s3/);
    expect(bad).toThrow(/S3_ENDPOINT: must be an http\(s\):\/\/ URL/);
    expect(bad).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(bad).not.toThrow(/segreto/);
  });

  it('reads a bucket on any S3-compatible endpoint; an empty endpoint means AWS', () => {
    const env = {
      PHOTO_STORE: 's3',
      S3_BUCKET: 'vetrina-photos',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 's',
    };
    expect(settingsOf({ ...env, S3_ENDPOINT: 'https://r2.example.com', S3_REGION: 'auto' })).toEqual({
      kind: 's3',
      endpoint: 'https://r2.example.com',
      region: 'auto',
      bucket: 'vetrina-photos',
      accessKeyId: 'id',
      secretAccessKey: 's',
    });
    expect(settingsOf({ ...env, S3_ENDPOINT: '', S3_REGION: '' })).toEqual({
      kind: 's3',
      region: 'us-east-1',
      bucket: 'vetrina-photos',
      accessKeyId: 'id',
      secretAccessKey: 's',
    });
  });
});
