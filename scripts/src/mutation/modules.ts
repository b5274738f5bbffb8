// The modules that guard people and data, each with the tests that are meant to catch a wrong line in it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../start/paths.ts';

export interface GuardedModule {
  name: string;
  /** Stryker `mutate` patterns (a file, a glob, or `file:from-to` lines). */
  mutate: string[];
  /** Only these test files run against the module's mutants. */
  testFiles: string[];
}

/**
 * Stryker mutate pattern for one top-level function of a file (`file:first-last`), found by its
 * declaration and the first line after it that closes it at column 0: line numbers move as the file changes.
 */
export function functionLines(file: string, declaration: string): string {
  const lines = readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n');
  const first = lines.findIndex((line) => line.startsWith(declaration));
  if (first === -1) throw new Error(`${declaration} not found in ${file}`);
  const last = lines.findIndex((line, index) => index > first && line === '}');
  return `${file}:${first + 1}-${last + 1}`;
}

const notTests = ['!**/*.test.ts'];

export function guardedModules(): GuardedModule[] {
  return [
    {
      name: 'csrf',
      mutate: ['gateway/src/security/csrf.ts'],
      testFiles: [
        'gateway/src/security/csrf.test.ts',
        'gateway/src/auth/admin-guard.test.ts',
        'gateway/src/security/contact-form-post.test.ts',
      ],
    },
    {
      name: 'canonical-path',
      mutate: ['gateway/src/security/canonical-path.ts'],
      testFiles: [
        'gateway/src/security/canonical-path.test.ts',
        'gateway/src/security/edge-input.test.ts',
        'gateway/src/security/internal-surfaces.test.ts',
      ],
    },
    {
      name: 'login-limiter',
      mutate: ['svc-auth/src/login/login-limiter.ts'],
      testFiles: [
        'svc-auth/src/login/login-limiter.test.ts',
        'svc-auth/src/login/brute-force.test.ts',
        'svc-auth/src/login/owner-lockout.test.ts',
      ],
    },
    {
      name: 'public-read-cache',
      mutate: ['packages/service-kit/src/public-read-cache*.ts', ...notTests],
      testFiles: ['packages/service-kit/src/public-read-cache*.test.ts'],
    },
    {
      name: 'restore',
      mutate: ['svc-backup/src/backups/restore.ts'],
      testFiles: [
        'svc-backup/src/backups/restore-job.test.ts',
        'svc-backup/src/backups/restore.test.ts',
        'svc-backup/src/backups/photo-restore.test.ts',
      ],
    },
    {
      name: 'session-store',
      mutate: ['svc-auth/src/sessions/session-store.ts'],
      testFiles: [
        'svc-auth/src/sessions/*.test.ts',
        'svc-auth/src/login/login.test.ts',
        'svc-auth/src/users/users.test.ts',
      ],
    },
    {
      name: 'current-user',
      mutate: [functionLines('svc-auth/src/login/login-routes.ts', 'export async function currentUser')],
      testFiles: ['svc-auth/src/sessions/*.test.ts', 'svc-auth/src/login/login.test.ts'],
    },
    {
      name: 'signed-tokens',
      mutate: ['packages/service-kit/src/signed-tokens*.ts', ...notTests],
      testFiles: ['packages/service-kit/src/signed-tokens*.test.ts'],
    },
    {
      name: 'rate-limit',
      mutate: ['gateway/src/security/rate-limit*.ts', ...notTests],
      testFiles: ['gateway/src/security/rate-limit*.test.ts', 'gateway/src/security/edge-trust.test.ts'],
    },
    {
      name: 'client-address',
      mutate: [
        'gateway/src/security/client-address.ts',
        'gateway/src/security/bounded-memo.ts',
        'packages/service-kit/src/client-address.ts',
      ],
      testFiles: [
        'gateway/src/security/client-address.test.ts',
        'gateway/src/security/bounded-memo.test.ts',
        'gateway/src/security/edge-trust.test.ts',
        'packages/service-kit/src/client-address.test.ts',
      ],
    },
  ];
}
