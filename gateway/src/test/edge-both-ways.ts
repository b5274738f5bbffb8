import type { IncomingMessage } from 'node:http';
import type { Express } from 'express';
import request from 'supertest';
import type { Server } from 'node:http';
import { createHttpServer, createLogger } from '@vetrina/service-kit';
import { buildApp } from '../app.ts';
import type { GatewayConfig } from '../config.ts';
import { freshIPv6 } from './fresh-clients.ts';
import type { StubSystem } from './stub-system.ts';

// For tests that send the same requests through a gateway whose edge runs before Express's router and
// through one whose edge is the router's first layer (routing/edge-chain.ts), and compare.

export interface LogLine {
  msg: string;
  req?: { id: string; remotePort?: number };
  res?: { headers: Record<string, unknown> };
  [field: string]: unknown;
}

export interface Gateway {
  app: Express;
  /** The app on the HTTP server it runs on in production (service-kit's, with its held headers). */
  server: Server;
  lines: LogLine[];
  /** Requests that reached Express's router. */
  routed: string[];
}

/** The RateLimit header with its reset seconds as a mark: the two gateways' windows start moments apart. */
const withoutReset = (value: unknown) => String(value).replace(/;t=\d+$/, ';t=<s>');

export function answerOf(res: request.Response) {
  const headers: Record<string, unknown> = { ...res.headers };
  delete headers.date;
  if (headers.ratelimit !== undefined) headers.ratelimit = withoutReset(headers.ratelimit);
  return { status: res.status, headers, body: res.text };
}

/** A log line without what differs between two runs of the same request (time, pid, port, duration). */
export function comparable(line: LogLine): LogLine {
  const copy = structuredClone(line);
  delete copy.time;
  delete copy.pid;
  delete copy.responseTime;
  delete copy.req?.remotePort;
  if (copy.res) {
    delete copy.res.headers.date;
    if (copy.res.headers.ratelimit !== undefined)
      copy.res.headers.ratelimit = withoutReset(copy.res.headers.ratelimit);
  }
  return copy;
}

export function gatewayOf(
  system: StubSystem,
  beforeRouter: boolean,
  overrides: Partial<GatewayConfig>,
): Gateway {
  const lines: LogLine[] = [];
  const logger = createLogger('gateway', 'info', {
    write: (line: string) => void lines.push(JSON.parse(line) as LogLine),
  });
  const config = { ...system.config, ...overrides };
  const app = buildApp({ config, logger, beforeRouter });
  // Express 5 hands every request it routes to app.router.handle.
  const router = (app as unknown as { router: { handle: (...args: unknown[]) => void } }).router;
  const routed: string[] = [];
  const handle = router.handle.bind(router);
  router.handle = (req: unknown, ...rest: unknown[]) => {
    routed.push(String((req as IncomingMessage).headers['x-request-id']));
    handle(req, ...rest);
  };
  return { app, server: createHttpServer(app), lines, routed };
}

/**
 * Keeps reading until a read is answered without reaching its upstream (`upstreamCalls` stays put): a
 * cache holds it.
 */
export async function untilCached(app: Express, path: string, upstreamCalls: () => number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const before = upstreamCalls();
    // A new client each time (behind a trusted proxy, where one is): the warm-up spends no one's budget.
    const res = await request(app).get(path).set({ Host: 'vetrina.test', 'X-Forwarded-For': freshIPv6() });
    if (res.status === 200 && upstreamCalls() === before) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never came from the micro-cache`);
}

/** Waits for the line of a request id (written when its response closes). */
export async function lineOf(gateway: Gateway, id: string): Promise<LogLine> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const line = gateway.lines.find((l) => l.req?.id === id && l.res !== undefined);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no log line for ${id}`);
}
