import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSchema, backupScheduleSchema } from '@vetrina/contracts';
import { gatewayHeaders } from '@vetrina/service-kit/testing';
import { opsAppOf } from '@vetrina/service-kit';
import { startBackupHarness, type BackupHarness } from '../test/backup-harness.ts';

const EDITOR = { id: 2, username: 'editor', isAdmin: false };

describe('svc-backup API', () => {
  let h: BackupHarness;
  beforeAll(async () => {
    h = await startBackupHarness();
  });
  afterAll(async () => {
    await h.stop();
  });

  it('refuses every database route without the gateway identity headers', async () => {
    for (const [method, url] of [
      ['get', '/api/admin/database/backups'],
      ['post', '/api/admin/database/backup'],
      ['post', '/api/admin/database/restore'],
      ['get', '/api/admin/database/schedule'],
    ] as const) {
      const res = await request(h.app)[method](url);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('refuses a signed-in user who is not an administrator (403), before reading an upload', async () => {
    expect((await request(h.app).get('/api/admin/database/backups').set(gatewayHeaders(EDITOR))).status).toBe(
      403,
    );
    expect((await request(h.app).post('/api/admin/database/backup').set(gatewayHeaders(EDITOR))).status).toBe(
      403,
    );
    const restore = await request(h.app)
      .post('/api/admin/database/restore')
      .set(gatewayHeaders(EDITOR))
      .attach('backupFile', Buffer.from('SELECT 1;\n'), 'x.sql');
    expect(restore.status).toBe(403);
  });

  it('answers a broken restore upload with 400 JSON, never 500 (no boundary, cut short, malformed part, garbage)', async () => {
    const boundary = 'b0undary';
    const header = 'Content-Disposition: form-data; name="backupFile"; filename="x.sql"';
    for (const [contentType, body] of [
      ['multipart/form-data', `--b\r\n${header}\r\n\r\nSELECT 1;\r\n--b--\r\n`],
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition: form-dat`],
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\n${header}\r\n\r\nSELECT 1;`],
      [`multipart/form-data; boundary=${boundary}`, '1\u00b4\u00fa\u00fbYP'],
    ] as const) {
      const res = await request(h.app)
        .post('/api/admin/database/restore')
        .set(gatewayHeaders())
        .set('Content-Type', contentType)
        .send(body);
      expect(res.status, body).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String), issues: expect.any(Array) });
    }
  });

  it('creates a signed plain-SQL backup, lists it newest first and streams it as an attachment', async () => {
    expect((await request(h.app).get('/api/admin/database/backups').set(gatewayHeaders())).body).toEqual([]);
    const first = await request(h.app).post('/api/admin/database/backup').set(gatewayHeaders());
    expect(first.status).toBe(201);
    const entry = backupSchema.parse(first.body);
    expect(entry).toMatchObject({ kind: 'manual', full: false });
    expect(entry.filename).toMatch(/^vetrina-\d{4}-\d{2}-\d{2}T[\d-]+Z-manual\.sql$/);
    const second = backupSchema.parse(
      (await request(h.app).post('/api/admin/database/backup').set(gatewayHeaders())).body,
    );

    const list = await request(h.app).get('/api/admin/database/backups').set(gatewayHeaders());
    expect(list.body.map((b: { filename: string }) => b.filename)).toEqual([second.filename, entry.filename]);

    const download = await request(h.app)
      .get(entry.downloadUrl)
      .set(gatewayHeaders())
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${entry.filename}"`);
    const body = download.body as Buffer;
    expect(body.length).toBe(entry.size);
    const text = body.toString('utf8');
    expect(text).toContain('DROP TABLE IF EXISTS catalog.products;');
    expect(text).toContain('COPY auth.users');
    expect(text).not.toContain('ALTER TABLE catalog.products OWNER');
    expect(text).toMatch(/\n-- vetrina-signature: v2 [\w-]{8} [0-9a-f]{64}\n$/);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(body).digest('hex')).toBe(entry.sha256);
  });

  it('refuses traversal, absolute paths, NUL bytes and names outside the pattern', async () => {
    await writeFile(path.join(h.backupDir, '..', 'secret.sql'), 'secret').catch(() => undefined);
    for (const name of [
      '..%2Fsecret.sql',
      '%2Fetc%2Fpasswd',
      'vetrina-x.sql%00.sql',
      '..%2F..%2Fetc%2Fpasswd',
      'x.sql',
    ]) {
      const get = await request(h.app).get(`/api/admin/database/backups/${name}`).set(gatewayHeaders());
      expect([400, 404], name).toContain(get.status);
      expect(get.text).not.toContain('secret');
      const del = await request(h.app).delete(`/api/admin/database/backups/${name}`).set(gatewayHeaders());
      expect([400, 404], name).toContain(del.status);
    }
    const missing = await request(h.app)
      .get('/api/admin/database/backups/vetrina-2020-01-01T00-00-00-000Z-manual.sql')
      .set(gatewayHeaders());
    expect(missing.status).toBe(404);
  });

  it('deletes a backup', async () => {
    const entry = backupSchema.parse(
      (await request(h.app).post('/api/admin/database/backup').set(gatewayHeaders())).body,
    );
    const del = await request(h.app).delete(entry.downloadUrl).set(gatewayHeaders());
    expect(del.status).toBe(204);
    const list = await request(h.app).get('/api/admin/database/backups').set(gatewayHeaders());
    expect(list.body.map((b: { filename: string }) => b.filename)).not.toContain(entry.filename);
    await expect(readFile(path.join(h.backupDir, entry.filename))).rejects.toThrow();
  });

  it('rejects a backup body with unknown keys', async () => {
    const res = await request(h.app)
      .post('/api/admin/database/backup')
      .set(gatewayHeaders())
      .send({ full: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.issues.length).toBeGreaterThan(0);
  });

  it('reports the weekly schedule and when it runs next', async () => {
    const { scheduleBackups } = await import('../jobs/schedule.ts');
    await scheduleBackups(h.jobs, h.system.schedule);
    const res = await request(h.app).get('/api/admin/database/schedule').set(gatewayHeaders());
    const schedule = backupScheduleSchema.parse(res.body);
    expect(schedule).toMatchObject({ cron: '0 3 * * 0', timezone: 'Europe/Rome', keep: 8 });
    const next = new Date(schedule.nextRunAt!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    const rome = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(next);
    expect(rome).toBe('Sun 03:00');
    // The next weekly run waits in the queue but is not a running job: the screen stays usable.
    const jobs = await request(h.app).get('/api/admin/database/jobs').set(gatewayHeaders());
    expect(jobs.body).toEqual([]);
  });

  it('is ready when PostgreSQL and Redis answer (operator port; 404 on the public one)', async () => {
    expect((await request(h.app).get('/readyz')).status).toBe(404);
    const res = await request(opsAppOf(h.app)).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.checks).toEqual({ postgres: 'ok', redis: 'ok' });
  });
});
