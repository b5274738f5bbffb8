// The whole system as `npm start` runs it (the runner's own planApps, Supervisor and role set-up), on
// the fault tests' own PostgreSQL and Redis and on ports found free, so the tests can break things.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BASE_OPS_PORTS, BASE_PORTS, planApps, type PlannedApps } from '../start/apps.ts';
import { provideServiceDatabases } from '../start/database-roles.ts';
import { REPO_ROOT } from '../start/paths.ts';
import { strongPassword } from '../start/secrets.ts';
import { Supervisor, type ProcessSpec } from '../start/supervisor.ts';
import { waitForHealthy } from '../start/wait.ts';
import {
  portIsFree,
  startOwnPostgres,
  startOwnRedis,
  type OwnPostgres,
  type OwnRedis,
} from './own-servers.ts';

const APP_PORTS = [...Object.values(BASE_PORTS), 8080, ...Object.values(BASE_OPS_PORTS)];
const FRONTENDS = ['shell', 'mf-storefront', 'mf-admin'];

/**
 * Below Linux's ephemeral range (32768-60999): a port there that is free when checked can be taken by any
 * outgoing connection (another test's Redis or PostgreSQL client) before the app binds it (EADDRINUSE).
 */
const HIGHEST_APP_PORT = 32_767;
const LOWEST_OFFSET = 10_000;

/** An offset that puts all eight apps (and the operator ports) on free ports (the runner's PORT_OFFSET), none in the ephemeral range. */
async function freeOffset(): Promise<number> {
  const offsets = HIGHEST_APP_PORT - Math.max(...APP_PORTS) - LOWEST_OFFSET;
  for (let attempt = 0; attempt < 50; attempt++) {
    const offset = LOWEST_OFFSET + Math.floor(Math.random() * offsets);
    const free = await Promise.all(APP_PORTS.map((port) => portIsFree(port + offset)));
    if (free.every(Boolean)) return offset;
  }
  throw new Error('no free port offset found');
}

export interface FaultStack {
  gatewayUrl: string;
  gatewayToken: string;
  admin: { username: string; password: string };
  postgres: OwnPostgres;
  redis: OwnRedis;
  supervisor: Supervisor;
  plan: PlannedApps;
  spec(name: string): ProcessSpec;
  /** Starts an app of the plan (again) and waits for its health check. */
  startApp(spec: ProcessSpec): Promise<void>;
  stop(): Promise<void>;
}

export async function startFaultStack(options: { gatewayEnv?: NodeJS.ProcessEnv } = {}): Promise<FaultStack> {
  const missing = FRONTENDS.filter((app) => !existsSync(path.join(REPO_ROOT, app, 'dist')));
  if (missing.length)
    throw new Error(`build the frontends first (npm run build): no dist/ in ${missing.join(', ')}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'vetrina-faults-'));
  chmodSync(dir, 0o755); // run as root, PostgreSQL runs as `postgres` and must reach its folder inside
  const supervisor = new Supervisor({ echo: false });
  let postgres: OwnPostgres | undefined;
  let redis: OwnRedis | undefined;
  const stop = async () => {
    await supervisor.stopAll(10_000);
    await redis?.stop().catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    postgres = await startOwnPostgres(path.join(dir, 'postgres'));
    redis = await startOwnRedis(path.join(dir, 'redis'));
    const secret = () => randomBytes(24).toString('base64url');
    const databaseUrls = await provideServiceDatabases(
      postgres.superuserUrl,
      {
        CATALOG_DB_PASSWORD: secret(),
        CONTENT_DB_PASSWORD: secret(),
        AUTH_DB_PASSWORD: secret(),
        BACKUP_DB_PASSWORD: secret(),
      },
      () => undefined,
    );
    const portOffset = await freeOffset();
    const gatewayPort = 8080 + portOffset;
    const admin = { username: 'admin', password: strongPassword() };
    const gatewayToken = secret() + secret();
    const plan = planApps({
      portOffset,
      gatewayPort,
      databaseUrls,
      redisUrl: redis.url,
      gatewayToken,
      signingKeys: {
        CONTACT_TOKEN_SECRET: secret() + secret(),
        PREVIEW_TOKEN_SECRET: secret() + secret(),
        BACKUP_SIGNING_KEY: secret() + secret(),
      },
      adminUsername: admin.username,
      adminPassword: admin.password,
      uploadsDir: path.join(dir, 'uploads'),
      backupsDir: path.join(dir, 'backups'),
      publicUrl: `http://127.0.0.1:${gatewayPort}`,
    });
    if (!plan.gateway || plan.missing.length) throw new Error(`apps missing: ${plan.missing.join(', ')}`);
    const quiet = (spec: ProcessSpec): ProcessSpec => ({
      ...spec,
      env: {
        ...spec.env,
        LOG_LEVEL: 'error',
        // The demo photos take a minute to encode on a busy 2-core machine; the faults need no catalogue.
        SEED_DEMO_DATA: 'false',
        // The machine's PostgreSQL and Redis must never be reached by these apps.
        TEST_DATABASE_URL: undefined,
        TEST_REDIS_URL: undefined,
        REDIS_NAMESPACE: undefined,
      },
    });
    plan.services = plan.services.map(quiet);
    plan.frontends = plan.frontends.map(quiet);
    plan.gateway = quiet(plan.gateway);
    plan.gateway.env = { ...plan.gateway.env, ...options.gatewayEnv };
    const startApp = async (spec: ProcessSpec) => {
      supervisor.start(spec);
      await waitForHealthy(spec.healthUrl, {
        name: spec.name,
        timeoutMs: 90_000,
        isDead: () => !supervisor.isAlive(spec.name),
      });
    };
    await Promise.all([...plan.services, ...plan.frontends].map(startApp));
    await startApp(plan.gateway);
    const specs = [...plan.services, ...plan.frontends, plan.gateway];
    return {
      gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
      gatewayToken,
      admin,
      postgres,
      redis,
      supervisor,
      plan,
      spec: (name) => specs.find((s) => s.name === name)!,
      startApp,
      stop,
    };
  } catch (error) {
    const lines = [...supervisor.running.values()].flatMap((r) =>
      r.lastLines.map((l) => `${r.spec.name}: ${l}`),
    );
    await stop();
    throw new Error(`${(error as Error).message}\n${lines.slice(-40).join('\n')}`, { cause: error });
  }
}
