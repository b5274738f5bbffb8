import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, pathWithThisNode } from './paths.ts';
import type { ServiceDatabaseUrls } from './database-roles.ts';
import type { ProcessSpec } from './supervisor.ts';

export interface SystemSettings {
  portOffset: number;
  gatewayPort: number;
  /** Each service's own PostgreSQL role (least privilege); only the services get one. */
  databaseUrls: ServiceDatabaseUrls;
  redisUrl: string;
  gatewayToken: string;
  /** CONTACT_TOKEN_SECRET, PREVIEW_TOKEN_SECRET, BACKUP_SIGNING_KEY, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY. */
  signingKeys: Record<string, string>;
  adminUsername: string;
  adminPassword: string;
  uploadsDir: string;
  backupsDir: string;
  publicUrl: string;
}

export const BASE_PORTS = {
  shell: 3000,
  storefront: 3001,
  admin: 3002,
  catalog: 4001,
  content: 4002,
  auth: 4003,
  backup: 4004,
} as const;

type AppName = keyof typeof BASE_PORTS;
type ServiceName = keyof typeof SERVICE_DIRS;
const SERVICE_DIRS = {
  catalog: 'svc-catalog',
  content: 'svc-content',
  auth: 'svc-auth',
  backup: 'svc-backup',
} as const;
const FRONTEND_DIRS = { shell: 'shell', storefront: 'mf-storefront', admin: 'mf-admin' } as const;

/**
 * Each back-end app's operator port (/healthz, /readyz, /metrics: OPS_PORT), shifted by the same offset;
 * the front-end servers have none. A block of its own, above every app port of the offsets in use.
 */
export const BASE_OPS_PORTS = {
  catalog: 9001,
  content: 9002,
  auth: 9003,
  backup: 9004,
  gateway: 9080,
} as const;

export const portOf = (app: AppName, offset: number) => BASE_PORTS[app] + offset;
export const opsPortOf = (app: keyof typeof BASE_OPS_PORTS, offset: number) => BASE_OPS_PORTS[app] + offset;
const urlOf = (app: AppName, offset: number) => `http://127.0.0.1:${portOf(app, offset)}`;

/** Variables every app may read; the user's own environment comes first and PORT is always per app. */
function commonEnv(s: SystemSettings): NodeJS.ProcessEnv {
  return {
    ...s.signingKeys,
    // The push services' contact for this shop's notifications (set your own address in production);
    // only beside a key pair, since svc-auth refuses a subject without keys.
    ...(s.signingKeys.VAPID_PUBLIC_KEY ? { VAPID_SUBJECT: 'mailto:laboratorio@localhost' } : {}),
    ...process.env,
    PATH: pathWithThisNode(),
    HOST: process.env.HOST ?? '127.0.0.1',
    REDIS_URL: s.redisUrl,
    GATEWAY_TOKEN: s.gatewayToken,
    SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true',
    UPLOADS_DIR: s.uploadsDir,
    BACKUP_DIR: process.env.BACKUP_DIR ?? s.backupsDir,
    ADMIN_USERNAME: s.adminUsername,
    ADMIN_PASSWORD: s.adminPassword,
    PUBLIC_URL: s.publicUrl,
  };
}

/** The frontend's `serve` script (e.g. `node ../packages/web-kit/server/serve-static.ts --dir dist --port ${PORT:-3001}`). */
function serveCommand(dir: string): string | undefined {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> }).scripts?.serve;
}

export interface PlannedApps {
  services: ProcessSpec[];
  frontends: ProcessSpec[];
  gateway?: ProcessSpec;
  missing: string[];
}

export function planApps(s: SystemSettings): PlannedApps {
  const env = commonEnv(s);
  const o = s.portOffset;
  const planned: PlannedApps = { services: [], frontends: [], missing: [] };
  for (const [name, dirName] of Object.entries(SERVICE_DIRS) as [AppName, string][]) {
    const cwd = path.join(REPO_ROOT, dirName);
    if (!existsSync(path.join(cwd, 'src/main.ts'))) {
      planned.missing.push(`${dirName} (no src/main.ts)`);
      continue;
    }
    planned.services.push({
      name,
      cwd,
      command: process.execPath,
      args: ['src/main.ts'],
      env: {
        ...env,
        PORT: String(portOf(name, o)),
        OPS_PORT: String(opsPortOf(name as ServiceName, o)),
        DATABASE_URL: s.databaseUrls[name as ServiceName],
        // Orders copy a product's name, price and lead time from the catalogue, read directly.
        ...(name === 'content' ? { CATALOG_URL: urlOf('catalog', o) } : {}),
        // Publishing a product reads the maker's identity from the settings, read directly.
        ...(name === 'catalog' ? { CONTENT_URL: urlOf('content', o) } : {}),
      },
      healthUrl: `${urlOf(name, o)}/healthz`,
    });
  }
  for (const [name, dirName] of Object.entries(FRONTEND_DIRS) as [AppName, string][]) {
    const cwd = path.join(REPO_ROOT, dirName);
    const script = serveCommand(cwd);
    if (!script || !existsSync(path.join(cwd, 'dist'))) {
      planned.missing.push(`${dirName} (${script ? 'no dist/' : 'no serve script'})`);
      continue;
    }
    planned.frontends.push({
      name,
      cwd,
      // `exec` replaces the shell, so the signal we send reaches the server itself.
      command: 'sh',
      args: ['-c', `exec ${script}`],
      env: {
        ...env,
        PORT: String(portOf(name, o)),
        STOREFRONT_MANIFEST_URL: '/remotes/storefront/mf-manifest.json',
        ADMIN_MANIFEST_URL: '/remotes/admin/mf-manifest.json',
        // The storefront's server renderer reads the services directly, never through the gateway.
        CATALOG_URL: urlOf('catalog', o),
        CONTENT_URL: urlOf('content', o),
      },
      healthUrl: `${urlOf(name, o)}/healthz`,
    });
  }
  if (existsSync(path.join(REPO_ROOT, 'gateway/src/main.ts'))) {
    planned.gateway = {
      name: 'gateway',
      cwd: path.join(REPO_ROOT, 'gateway'),
      command: process.execPath,
      args: ['src/main.ts'],
      env: {
        ...env,
        PORT: String(s.gatewayPort),
        OPS_PORT: String(opsPortOf('gateway', o)),
        CATALOG_URL: urlOf('catalog', o),
        CONTENT_URL: urlOf('content', o),
        AUTH_URL: urlOf('auth', o),
        BACKUP_URL: urlOf('backup', o),
        SHELL_URL: urlOf('shell', o),
        STOREFRONT_URL: urlOf('storefront', o),
        ADMIN_URL: urlOf('admin', o),
      },
      healthUrl: `http://127.0.0.1:${s.gatewayPort}/healthz`,
    };
  } else planned.missing.push('gateway (no src/main.ts)');
  return planned;
}
