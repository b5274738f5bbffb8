import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM } from './page-load.ts';

/** A phone on a slow network: Lighthouse's mobile figures (4x CPU, 150 ms round trip, 1.6 Mbps down). */
export const MOBILE = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750 } as const;

/**
 * Milliseconds after the navigation started when the dashboard's summary showed every counter (none
 * still loading), recorded in the page by a MutationObserver: the moment she sees her figures.
 */
const RECORD_DATA_SHOWN = `(() => {
  const shown = () => {
    const summary = document.querySelector('section[aria-label="Riepilogo"]');
    return !!summary && !summary.querySelector('[aria-label$=": caricamento"]') &&
      summary.querySelectorAll('p.MuiTypography-h4').length >= 4;
  };
  new MutationObserver((_, observer) => {
    if (!shown()) return;
    window.__dashboardDataMs = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function throttle(context: BrowserContext, page: Awaited<ReturnType<BrowserContext['newPage']>>) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: (MOBILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE.uploadKbps * 1024) / 8,
  });
  return cdp;
}

interface Visit {
  /** When the data showed, after the navigation started. */
  ms: number;
  /** The page's main-thread CPU time until then: the work done, whatever else the machine was running. */
  cpuMs: number;
}

/** One navigation to the dashboard in a new tab of `context`: when its data showed, and the work it took. */
async function timeDashboard(context: BrowserContext, baseUrl: URL): Promise<Visit> {
  const page = await context.newPage();
  try {
    const cdp = await throttle(context, page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const threadTime = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0;
    const cpuBefore = await threadTime();
    await page.goto(new URL('/admin/dashboard', baseUrl).href, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (window as unknown as { __dashboardDataMs?: number }).__dashboardDataMs,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    const ms = Math.round((await handle.jsonValue()) as number);
    return { ms, cpuMs: Math.round(((await threadTime()) - cpuBefore) * 1000) };
  } finally {
    await page.close();
  }
}

export interface DashboardTimes {
  /** A phone that never opened the admin (empty profile), signed in: median of the runs. */
  firstVisitMs: number[];
  /** The same phone opening the dashboard again (its caches, service worker and stored data kept). */
  returnVisitMs: number[];
  /** The return visits' main-thread CPU time (ms), which a busy shared machine changes far less. */
  returnVisitCpuMs: number[];
}

/** A signed-in phone profile (persistent, as a real browser: a service worker and storage survive tabs). */
async function signedInProfile(baseUrl: URL, credentials: { username: string; password: string }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-dashboard-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
    headless: true,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
  });
  await context.addInitScript(RECORD_DATA_SHOWN);
  const res = await context.request.post(new URL('/api/admin/login', baseUrl).href, { data: credentials });
  if (!res.ok()) throw new Error(`sign-in at ${baseUrl.origin} answered ${res.status()}`);
  return {
    context,
    close: async () => {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A system to measure: its name in the table and where it answers. */
export interface DashboardSystem {
  name: string;
  baseUrl: URL;
}

/** Each round visits every system once, in an order that alternates: no system always goes first. */
function inTurn<T>(items: T[], round: number): T[] {
  return round % 2 === 0 ? items : [...items].reverse();
}

/**
 * The dashboard's data time on a phone, for each system: `runs` first visits (each a new profile) and, in one
 * profile per system after its first visit and a pause for the background downloads to settle, `runs` return
 * visits in new tabs. The systems' visits alternate (before, after, after, before...), so a load that comes
 * and goes on a shared machine weighs on each alike instead of on whichever was measured last.
 */
export async function measureDashboards(
  systems: DashboardSystem[],
  credentials: { username: string; password: string },
  runs = 3,
): Promise<Map<string, DashboardTimes>> {
  const times = new Map<string, DashboardTimes>(
    systems.map(({ name }) => [name, { firstVisitMs: [], returnVisitMs: [], returnVisitCpuMs: [] }]),
  );
  const figures = (name: string) => times.get(name) as DashboardTimes;
  const profiles = new Map<string, Awaited<ReturnType<typeof signedInProfile>>>();
  try {
    for (const { name, baseUrl } of systems) {
      console.log(`dashboard: first visit 1/${runs} at ${baseUrl.origin} (${name})...`);
      const profile = await signedInProfile(baseUrl, credentials);
      profiles.set(name, profile);
      figures(name).firstVisitMs.push((await timeDashboard(profile.context, baseUrl)).ms);
    }
    // What a return visit may reuse (a service worker's precache, stored data) is written in the
    // background after the first one: give it time, as a real return comes later.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    for (let again = 1; again <= runs; again++) {
      for (const { name, baseUrl } of inTurn(systems, again)) {
        console.log(`dashboard: return visit ${again}/${runs} at ${baseUrl.origin} (${name})...`);
        const visit = await timeDashboard(
          (profiles.get(name) as { context: BrowserContext }).context,
          baseUrl,
        );
        figures(name).returnVisitMs.push(visit.ms);
        figures(name).returnVisitCpuMs.push(visit.cpuMs);
      }
    }
  } finally {
    for (const profile of profiles.values()) await profile.close();
  }
  for (let run = 2; run <= runs; run++) {
    for (const { name, baseUrl } of inTurn(systems, run)) {
      console.log(`dashboard: first visit ${run}/${runs} at ${baseUrl.origin} (${name})...`);
      const profile = await signedInProfile(baseUrl, credentials);
      try {
        figures(name).firstVisitMs.push((await timeDashboard(profile.context, baseUrl)).ms);
      } finally {
        await profile.close();
      }
    }
  }
  return times;
}
