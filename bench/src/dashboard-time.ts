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
}

/** One navigation to the dashboard in a new tab of `context`; the time its data showed. */
async function timeDashboard(context: BrowserContext, baseUrl: URL): Promise<number> {
  const page = await context.newPage();
  try {
    await throttle(context, page);
    await page.goto(new URL('/admin/dashboard', baseUrl).href, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (window as unknown as { __dashboardDataMs?: number }).__dashboardDataMs,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    return Math.round((await handle.jsonValue()) as number);
  } finally {
    await page.close();
  }
}

export interface DashboardTimes {
  /** A phone that never opened the admin (empty profile), signed in: median of the runs. */
  firstVisitMs: number[];
  /** The same phone opening the dashboard again (its caches, service worker and stored data kept). */
  returnVisitMs: number[];
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

/**
 * The dashboard's data time on a phone: `runs` first visits (each a new profile) and, in one profile after
 * its first visit and a pause for the background downloads to settle, `runs` return visits in new tabs.
 */
export async function measureDashboard(
  baseUrl: URL,
  credentials: { username: string; password: string },
  runs = 3,
): Promise<DashboardTimes> {
  const firstVisitMs: number[] = [];
  const returnVisitMs: number[] = [];
  for (let run = 1; run <= runs; run++) {
    console.log(`dashboard: first visit ${run}/${runs} at ${baseUrl.origin}...`);
    const profile = await signedInProfile(baseUrl, credentials);
    try {
      firstVisitMs.push(await timeDashboard(profile.context, baseUrl));
      if (run === 1) {
        // What a return visit may reuse (a service worker's precache, stored data) is written in the
        // background after the first one: give it time, as a real return comes later.
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        for (let again = 1; again <= runs; again++) {
          console.log(`dashboard: return visit ${again}/${runs} at ${baseUrl.origin}...`);
          returnVisitMs.push(await timeDashboard(profile.context, baseUrl));
        }
      }
    } finally {
      await profile.close();
    }
  }
  return { firstVisitMs, returnVisitMs };
}
