import * as z from 'zod';
import { databaseConfigShape, gatewayTokenShape, loadConfig } from '@vetrina/service-kit';

export const contentConfigShape = {
  ...databaseConfigShape,
  ...gatewayTokenShape,
  PORT: z.coerce.number().int().min(1).max(65535).default(4002),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  SEED_DEMO_DATA: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
};

export function loadContentConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(contentConfigShape, env);
}
