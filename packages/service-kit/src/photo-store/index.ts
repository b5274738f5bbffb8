export * from './photo-store.ts';
export * from './folder-store.ts';
export * from './s3-store.ts';
export * from './photo-store-config.ts';
export * from './photo-store-metrics.ts';
export * from './copy-photos.ts';
