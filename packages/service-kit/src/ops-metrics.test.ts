import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';
import { opsAppOf } from './ops-app.ts';
import { watchLastSuccessfulBackup } from './ops-metrics.ts';

const app = createApp({ name: 'ops-metrics-test', logger: createLogger('test', 'silent'), routes: () => {} });
const scrape = async () => (await request(opsAppOf(app)).get('/metrics').expect(200)).text;

describe('metrics the alert rules read', () => {
  it('reports the newest backup time, read at every scrape, and 0 while there is none', async () => {
    const store: { newest?: Date } = {};
    watchLastSuccessfulBackup(async () => store.newest);
    expect(await scrape()).toMatch(/^vetrina_last_successful_backup_timestamp_seconds 0$/m);
    store.newest = new Date('2026-11-20T03:00:00Z');
    expect(await scrape()).toMatch(/^vetrina_last_successful_backup_timestamp_seconds 1795143600$/m);
  });
});
