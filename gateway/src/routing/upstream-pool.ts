import { lookup } from 'node:dns/promises';
import { Agent, request } from 'node:http';
import { isIP } from 'node:net';

/**
 * The replicas behind one upstream URL (docs/decisions/rolling-restarts.md). Compose's DNS answers a
 * scaled service's name with one address per replica: they are resolved (and again every few seconds)
 * and each request goes to the next one (round robin). A replica that refused or reset a connection,
 * or answered `Connection: close` (it is draining), is suspended until a probe of its /healthz is
 * answered on a kept-alive connection; an address that appears later (a new or restarted replica) is
 * probed before it gets traffic. One address (a Kubernetes Service, `npm start`) is used as it is.
 */
export interface UpstreamPool {
  /** The origin (http://address:port) for the next request; `avoid` only when nothing else is up. */
  pick(avoid?: string): string;
  /** This replica failed a connection or is draining: no more requests until its probe passes. */
  suspend(origin: string): void;
  /** Stops resolving and probing. */
  close(): void;
}

export interface PoolOptions {
  /** Resolves a host name to every address (default: the system resolver, all records). */
  resolve?: (host: string) => Promise<string[]>;
  /** Whether the replica at this origin serves and is not draining (default: GET /healthz). */
  probe?: (origin: string) => Promise<boolean>;
  resolveEveryMs?: number;
  probeEveryMs?: number;
}

type State = 'up' | 'down';

const resolveAll = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address);

// Probes keep their connection alive: a draining replica answers `Connection: close` even to a 200.
const probeAgent = new Agent({ keepAlive: true, timeout: 2000, maxFreeSockets: 16 });

/** Answers 200 on a connection the replica keeps open: it serves and is not stopping. */
export function probeHealth(origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(`${origin}/healthz`, { agent: probeAgent, timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200 && res.headers.connection !== 'close');
    });
    req.on('timeout', () => req.destroy(new Error('probe timeout')));
    req.on('error', () => resolve(false));
    req.end();
  });
}

const originOf = (protocol: string, address: string, port: string) =>
  `${protocol}//${isIP(address) === 6 ? `[${address}]` : address}${port ? `:${port}` : ''}`;

export function createUpstreamPool(target: string, options: PoolOptions = {}): UpstreamPool {
  const url = new URL(target);
  const named = url.origin;
  // An address or localhost is one server (or a load balancer): nothing to spread over.
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) || url.hostname === 'localhost')
    return { pick: () => named, suspend: () => {}, close: () => {} };

  const resolve = options.resolve ?? resolveAll;
  const probe = options.probe ?? probeHealth;
  const replicas = new Map<string, State>();
  let resolved = false;
  let next = 0;
  let probing = false;

  const refresh = async () => {
    let addresses: string[];
    try {
      addresses = await resolve(url.hostname);
    } catch {
      return; // keep the last known replicas
    }
    const origins = new Set(addresses.map((a) => originOf(url.protocol, a, url.port)));
    for (const origin of replicas.keys()) if (!origins.has(origin)) replicas.delete(origin);
    // The first answer is trusted; a replica that appears later is probed before it gets traffic.
    for (const origin of origins) if (!replicas.has(origin)) replicas.set(origin, resolved ? 'down' : 'up');
    resolved = true;
  };
  const probeDown = async () => {
    if (probing) return;
    probing = true;
    try {
      const down = [...replicas].filter(([, state]) => state === 'down').map(([origin]) => origin);
      const results = await Promise.all(down.map(probe));
      down.forEach((origin, i) => results[i] && replicas.has(origin) && replicas.set(origin, 'up'));
    } finally {
      probing = false;
    }
  };

  void refresh();
  const timers = [
    setInterval(() => void refresh(), options.resolveEveryMs ?? 2000),
    setInterval(() => void probeDown(), options.probeEveryMs ?? 500),
  ];
  for (const timer of timers) timer.unref();

  const roundRobin = (origins: string[]) => origins[next++ % origins.length]!;
  return {
    pick(avoid) {
      const all = [...replicas.keys()];
      if (all.length === 0) return named;
      const up = all.filter((origin) => replicas.get(origin) === 'up');
      const candidates = [up.filter((o) => o !== avoid), up, all.filter((o) => o !== avoid)].find(
        (list) => list.length > 0,
      );
      return roundRobin(candidates ?? all);
    },
    suspend(origin) {
      // With a single replica there is nothing better to send to.
      if (replicas.size > 1 && replicas.has(origin)) replicas.set(origin, 'down');
    },
    close() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
