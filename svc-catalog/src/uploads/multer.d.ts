// multer 2 ships no type declarations; only the memory-storage surface used here is declared.
declare module 'multer' {
  import type { RequestHandler } from 'express';

  interface StorageEngine {
    readonly _storage: unique symbol;
  }
  interface Options {
    storage?: StorageEngine;
    limits?: { fileSize?: number; files?: number; fields?: number; fieldSize?: number; parts?: number };
  }
  interface Instance {
    single(field: string): RequestHandler;
  }
  interface MulterFactory {
    (options?: Options): Instance;
    memoryStorage(): StorageEngine;
    MulterError: new (code: string, field?: string) => Error & { code: string; field?: string };
  }
  const multer: MulterFactory;
  export default multer;
}
