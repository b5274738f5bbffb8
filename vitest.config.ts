import { defineConfig } from 'vitest/config';

const backend = [
  'packages/contracts',
  'packages/service-kit',
  'gateway',
  'svc-catalog',
  'svc-content',
  'svc-auth',
  'svc-backup',
  'scripts',
];
const frontend = ['packages/web-kit', 'shell', 'mf-storefront', 'mf-admin'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'backend',
          environment: 'node',
          include: backend.map((dir) => `${dir}/src/**/*.test.ts`),
          testTimeout: 20_000,
          hookTimeout: 30_000,
          pool: 'forks',
          globalSetup: ['scripts/src/test-services.ts'],
        },
      },
      {
        test: {
          name: 'frontend',
          environment: 'jsdom',
          globals: true,
          include: frontend.map((dir) => `${dir}/src/**/*.test.{ts,tsx}`),
          setupFiles: ['packages/web-kit/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
