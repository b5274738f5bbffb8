import type { FuzzTarget } from './fuzz-targets.ts';

/**
 * Shares of the requests per route in the npm test sample. Sign-in (password or passkey) and contact answers count towards
 * per-address limits the rest of the suite (all from 127.0.0.1) relies on, and each backup request starts
 * a pg_dump: those routes get few requests; every other route the same share.
 */
export function sampleWeightOf(target: FuzzTarget): number {
  const key = `${target.method} ${target.path}`;
  if (key === 'POST /api/admin/login' || key === 'POST /api/admin/passkeys/login/verify') return 1;
  if (key === 'POST /api/contact' || key === 'POST /api/admin/database/backup') return 2;
  return 10;
}
