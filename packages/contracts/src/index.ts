export * from './constants.ts';
export * from './errors.ts';
export * from './text.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './auth.ts';
export * from './backup.ts';
