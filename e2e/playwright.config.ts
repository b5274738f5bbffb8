import { defineConfig, devices } from '@playwright/test';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = 8080 + offset;
const baseURL = `http://127.0.0.1:${port}`;

/** Every spec under tests/ runs against the whole system, started fresh (new database) by the runner. */
export default defineConfig({
  testDir: './tests',
  // Per port offset: Playwright empties its outputDir at start, which would break a parallel run's traces.
  outputDir: `../.data/e2e-results${offset ? `-${offset}` : ''}`,
  fullyParallel: false,
  workers: 1,
  // No retries anywhere: a test that passes only on its second try is a flaky test to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'it-IT',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/src/e2e-server.ts',
    url: `${baseURL}/healthz`,
    // start.ts first rebuilds stale frontends (shell, storefront with its renderer, admin): ~160 s on 2 cores.
    timeout: 480_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
