import * as z from 'zod';
import { databaseConfigShape, gatewayTokenShape, loadConfig, redisConfigShape } from '@vetrina/service-kit';

export const backupConfigShape = {
  ...databaseConfigShape,
  ...redisConfigShape,
  ...gatewayTokenShape,
  PORT: z.coerce.number().int().min(1).max(65535).default(4004),
};

export function loadBackupConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(backupConfigShape, env);
}
