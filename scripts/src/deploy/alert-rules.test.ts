// The Prometheus Operator resources of k8s/components/monitoring: every alert expression is valid PromQL
// (Prometheus' own grammar, @prometheus-io/lezer-promql) and reads only metrics the apps export on their
// operator port (or Prometheus' own `up`), so a renamed metric cannot leave an alert that never fires.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { createMetrics, scrapedRegistry, watchLastSuccessfulBackup } from '@vetrina/service-kit';
import '@vetrina/service-kit/jobs';
import '@vetrina/service-kit/photos';
import { REPO_ROOT } from '../start/paths.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const rendered = parseAllDocuments(
  execFileSync('kubectl', ['kustomize', path.join(REPO_ROOT, 'k8s/overlays/prod')], { encoding: 'utf8' }),
).map((doc) => doc.toJSON() as Obj);
const rules: Obj[] = rendered
  .filter((o) => o?.kind === 'PrometheusRule')
  .flatMap((o) => o.spec.groups.flatMap((g: Obj) => g.rules));

/** The series names the code exports: the HTTP histogram, the job metrics, the backup and photo-store ones. */
async function exportedSeries(): Promise<Set<string>> {
  watchLastSuccessfulBackup(async () => undefined);
  const registry = scrapedRegistry(createMetrics('alert-rules-test').registry);
  const names = new Set<string>(['up']);
  for (const metric of await registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

/** Syntax errors and the metric names an expression selects. */
function readPromQL(expr: string): { errors: string[]; metrics: string[] } {
  const errors: string[] = [];
  const metrics: string[] = [];
  parser.parse(expr).iterate({
    enter(node: {
      name: string;
      from: number;
      to: number;
      type: { isError: boolean };
      node: { parent: { name: string } | null };
    }) {
      if (node.type.isError) errors.push(`${node.from}: ${expr.slice(node.from, node.from + 20)}`);
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector')
        metrics.push(expr.slice(node.from, node.to));
    },
  });
  return { errors, metrics };
}

describe('alert rules (k8s/components/monitoring, prod overlay)', () => {
  it('covers 5xx rate, mail and backup job failures, an old backup and photo-store errors', () => {
    expect(rules.map((r) => r.alert).sort()).toEqual([
      'VetrinaAppDown',
      'VetrinaBackupJobFailed',
      'VetrinaContactMailFailing',
      'VetrinaHigh5xxRate',
      'VetrinaLastBackupTooOld',
      'VetrinaNoBackupYet',
      'VetrinaPhotoStoreErrors',
    ]);
    const tooOld = rules.find((r) => r.alert === 'VetrinaLastBackupTooOld')!;
    expect(tooOld.expr).toContain('8 * 24 * 3600');
  });

  it.each(rules.map((r) => [r.alert, r.expr]))(
    '%s: parses as PromQL and reads exported metrics',
    async (_, expr) => {
      const { errors, metrics } = readPromQL(String(expr));
      expect(errors).toEqual([]);
      expect(metrics.length).toBeGreaterThan(0);
      const exported = await exportedSeries();
      expect(metrics.filter((name) => !exported.has(name))).toEqual([]);
    },
  );

  it('the check itself refuses a broken expression and an unknown metric', async () => {
    expect(readPromQL('sum(rate(http_requests_total[5m]) > ').errors.length).toBeGreaterThan(0);
    const { metrics } = readPromQL('increase(vetrina_backups_failed_total[1h]) > 0');
    expect((await exportedSeries()).has(metrics[0]!)).toBe(false);
  });

  it('scrapes the operator port of the gateway and the services, named as their app', () => {
    const monitor = rendered.find((o) => o?.kind === 'PodMonitor')!;
    expect(monitor.spec.podMetricsEndpoints).toEqual([
      expect.objectContaining({ port: 'ops', path: '/metrics' }),
    ]);
    expect(monitor.spec.jobLabel).toBe('app.kubernetes.io/name');
    expect(monitor.spec.selector.matchExpressions[0].values.sort()).toEqual(['gateway', 'service']);
  });
});
