// Static file server for the shell and the remotes:
//   node ../packages/web-kit/server/serve-static.ts --dir dist --port 3001 [--spa] [--host 127.0.0.1] [--ssr dist-ssr/x.mjs]
// Serves the precompressed .br/.gz files, caches content-hashed files forever and revalidates the rest.
// With --spa (the shell) it also answers /config.json from env and falls back to index.html.
// With --ssr (the storefront) it also renders pages for the gateway: GET /__ssr/render?path=/... (reading CATALOG_URL and CONTENT_URL directly).
import { existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import express from 'express';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
// One file with no dependencies (node:http only); the front-end image copies it next to this server.
import { drainable } from '@vetrina/http-drain';
import { runtimeConfigFromEnv } from './runtime-config.ts';
import { readUpstreamsFromEnv, ssrEndpoint } from './ssr-endpoint.ts';

const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+(\.(br|gz))?$/i;
const NOT_PAGES = /^\/(api|uploads|remotes|internal)(\/|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ServeOptions {
  dir: string;
  spa: boolean;
  env?: NodeJS.ProcessEnv;
  /** A server renderer module; its endpoint is mounted at /__ssr/render. */
  ssr?: RequestHandler;
}

/** The gateway, whose public `/api` the server renderer reads from. */

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache';
}

/**
 * express-static-gzip indexes the .br/.gz files once; a rebuild of dist/ while the server runs would then
 * serve new files uncompressed, so the middleware is rebuilt when the folder changes (checked every 2 s).
 */
function precompressedStatic(root: string): RequestHandler {
  const create = () =>
    expressStaticGzip(root, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        etag: true,
        lastModified: true,
        setHeaders(res: ServerResponse, filePath: string) {
          res.setHeader('Cache-Control', cacheControlFor(filePath));
          // Remotes' manifests and chunks are fetched by the shell's federation runtime, maybe cross-origin.
          res.setHeader('Access-Control-Allow-Origin', '*');
        },
      },
    }) as RequestHandler;
  let middleware = create();
  let stamp = folderStamp(root);
  let checkedAt = Date.now();
  return (req, res, next) => {
    if (Date.now() - checkedAt > 2000) {
      checkedAt = Date.now();
      const current = folderStamp(root);
      if (current !== stamp) {
        stamp = current;
        middleware = create();
      }
    }
    middleware(req, res, next);
  };
}

function folderStamp(root: string): number {
  try {
    return statSync(root).mtimeMs;
  } catch {
    return -1;
  }
}

export function createStaticApp({ dir, spa, env = process.env, ssr }: ServeOptions): express.Express {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');

  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  if (spa) {
    const config = runtimeConfigFromEnv(env);
    app.get('/config.json', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(config);
    });
  }

  if (ssr) app.get('/__ssr/render', ssr);

  app.use(precompressedStatic(root));

  app.get('/{*splat}', (req, res) => {
    // Missing assets and API paths (normally routed by the gateway) must be real 404s, not the HTML page.
    if (!spa || NOT_PAGES.test(req.path) || path.extname(req.path) !== '' || !existsSync(indexFile)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });

  return app;
}

/** SHUTDOWN_DRAIN_MS, as the services read it (0 to 120 000 ms, default 0). */
export function drainDelayMs(env: NodeJS.ProcessEnv): number {
  const raw = env.SHUTDOWN_DRAIN_MS ?? '';
  const ms = Number(raw);
  if (raw === '') return 0;
  if (!Number.isInteger(ms) || ms < 0 || ms > 120_000) throw new Error(`Invalid SHUTDOWN_DRAIN_MS ${raw}`);
  return ms;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      spa: { type: 'boolean', default: false },
      ssr: { type: 'string' },
    },
  });
  const port = Number(values.port);
  const delayMs = drainDelayMs(process.env);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`Invalid --port ${values.port}`);
  if (!existsSync(values.dir))
    throw new Error(`Directory not found: ${path.resolve(values.dir)} (build first)`);

  const ssr = values.ssr
    ? await ssrEndpoint(values.ssr, readUpstreamsFromEnv(process.env), runtimeConfigFromEnv(process.env).site)
    : undefined;
  const app = createStaticApp({ dir: values.dir, spa: values.spa, ssr });
  // Express 5 hands listen errors (EADDRINUSE...) to the callback instead of throwing.
  const server = app.listen(port, values.host, (err?: Error) => {
    if (err) {
      console.error(`cannot listen on ${values.host}:${port}: ${err.message}`);
      process.exit(1);
    }
    console.log(
      `serving ${path.resolve(values.dir)} at http://${values.host}:${port}${values.spa ? ' (spa)' : ''}`,
    );
  });
  // Rolling restarts: answer what is in flight, close keep-alive connections, then exit (as the services do).
  const drain = drainable(server);
  const stop = () => void drain(delayMs).then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (import.meta.main) await main();
