import fc from 'fast-check';
import { curlLine, signInCurlLine } from './curl-line.ts';
import { requestsOf } from './fuzz-cases.ts';
import type { FuzzOutcome, FuzzRequest } from './fuzz-request.ts';
import { FuzzSession, type FuzzCredentials } from './fuzz-session.ts';
import { fuzzTargets, type FuzzTarget } from './fuzz-targets.ts';
import { sendRaw } from './raw-http.ts';

export interface FuzzOptions {
  base: URL;
  credentials: FuzzCredentials;
  cases: number;
  seed: number;
  /** Per-request limit: no status within it is a hang. */
  timeoutMs: number;
  /** Limit for bodies shorter than their Content-Length: above the servers' body timeout (15 s at the gateway). */
  shortBodyTimeoutMs: number;
  /** Requests in flight at once (short bodies wait on their own, all at once). */
  concurrency: number;
  /** Relative share of the cases per route (default 10 each). */
  weightOf?: (target: FuzzTarget) => number;
}

export interface FuzzFinding {
  request: FuzzRequest;
  outcome: FuzzOutcome;
  curl: string;
}

export interface FuzzReport {
  cases: number;
  seed: number;
  seconds: number;
  /** Count per answer: `200`, `404`, …, `closed` (no answer, connection closed), `hang`. */
  totals: Record<string, number>;
  /** Every 5xx and every hang. */
  findings: FuzzFinding[];
  /** Rows the clean-up could not remove. */
  cleanUpProblems: string[];
}

const outcomeKey = (outcome: FuzzOutcome) =>
  outcome.kind === 'status' ? String(outcome.status) : outcome.kind;
export const isFinding = (outcome: FuzzOutcome) =>
  outcome.kind === 'hang' || (outcome.kind === 'status' && outcome.status >= 500);

async function pool<T>(items: T[], size: number, each: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await each(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/**
 * Generates `cases` requests (seeded: the same seed gives the same requests) over every route, sends
 * them to the gateway signed in where the route needs it, and reports every 5xx or hang as a curl line.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const session = new FuzzSession(options.base);
  await session.signIn(options.credentials);
  const fixtures = await session.prepare();
  const requests = fc.sample(requestsOf(fuzzTargets(), fixtures, options.weightOf), {
    numRuns: options.cases,
    seed: options.seed,
  });
  const totals: Record<string, number> = {};
  const findings: FuzzFinding[] = [];
  const send = async (request: FuzzRequest) => {
    const timeoutMs = request.declaredLength === undefined ? options.timeoutMs : options.shortBodyTimeoutMs;
    const outcome = await sendRaw(options.base, request, session.cookie, timeoutMs);
    totals[outcomeKey(outcome)] = (totals[outcomeKey(outcome)] ?? 0) + 1;
    if (isFinding(outcome)) {
      findings.push({ request, outcome, curl: curlLine(options.base, request, Math.ceil(timeoutMs / 1000)) });
    }
  };
  const short = requests.filter((request) => request.declaredLength !== undefined);
  const rest = requests.filter((request) => request.declaredLength === undefined);
  const failure = await Promise.all([pool(short, 50, send), pool(rest, options.concurrency, send)]).then(
    () => undefined,
    (error: unknown) => error,
  );
  // The fuzzer's rows go even when sending failed half-way.
  const cleanUpProblems = await session.cleanUp();
  if (failure) throw failure;
  return {
    cases: requests.length,
    seed: options.seed,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    totals,
    findings,
    cleanUpProblems,
  };
}

/** The part of a combined mutation most likely behind a failure: the body, then the path, the query, a header. */
function causeOf(mutation: string): string {
  const order = ['multipart', 'raw body', 'Content-', 'body', 'form', 'path', 'query', 'header'];
  const rank = (part: string) => {
    const found = order.findIndex((prefix) => part.startsWith(prefix));
    return found === -1 ? order.length : found;
  };
  return mutation.split(' + ').reduce((best, part) => (rank(part) < rank(best) ? part : best));
}

/** The report as text: totals by status, then the findings grouped by route and cause, each with curl lines. */
export function formatFuzzReport(report: FuzzReport, base: URL, username: string, linesPerGroup = 3): string {
  const totals = Object.entries(report.totals)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const lines = [
    `fuzz: ${report.cases} requests (seed ${report.seed}) in ${report.seconds} s — ${totals}`,
    `${report.findings.length} × 5xx or hang`,
  ];
  const groups = new Map<string, FuzzFinding[]>();
  for (const finding of report.findings) {
    const key = `${finding.request.route} — ${causeOf(finding.request.mutation)} → ${outcomeKey(finding.outcome)}`;
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  if (report.findings.some((finding) => finding.request.signedIn)) {
    lines.push(`sign in first for the admin lines: ${signInCurlLine(base, username)}`);
  }
  for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`\n[${group.length}×] ${key}`);
    for (const finding of group.slice(0, linesPerGroup)) lines.push(`  ${finding.curl}`);
  }
  if (report.cleanUpProblems.length) lines.push(`clean-up left: ${report.cleanUpProblems.join(', ')}`);
  return lines.join('\n');
}
