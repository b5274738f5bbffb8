// Where the e2e system tells the Playwright specs (another process) what they cannot see over HTTP: its
// Redis and svc-content's BullMQ prefix, so a spec can look at a delayed job and promote it (move time).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './start/paths.ts';

export interface E2eSystem {
  redisUrl: string;
  /** svc-content's Redis key and queue prefix (CONTENT_REDIS_PREFIX). */
  contentRedisPrefix: string;
}

/** One file per port offset, so parallel e2e runs never read each other's. */
const systemFile = (portOffset: number) =>
  path.join(DATA_DIR, portOffset ? `e2e-system-${portOffset}.json` : 'e2e-system.json');

export function writeE2eSystem(portOffset: number, system: E2eSystem): void {
  writeFileSync(systemFile(portOffset), JSON.stringify(system));
}

export function readE2eSystem(portOffset: number): E2eSystem {
  return JSON.parse(readFileSync(systemFile(portOffset), 'utf8')) as E2eSystem;
}
