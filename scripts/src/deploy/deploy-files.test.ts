// The deployment files agree with the code and with each other: every app has its image, compose
// service, Deployment, Service, probes and environment (docker/app-env.ts, the one list); ports and
// image names match; every kustomize overlay renders and validates against the Kubernetes schemas.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import type * as z from 'zod';
import { APP_ENV, APPS, OPS_PORT, SECRET_ENV, SHARED_ENV } from '../../../docker/app-env.ts';
import { checkDeployFiles } from '../../../docker/check-deploy.ts';
import { gatewayConfigShape } from '../../../gateway/src/config.ts';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from '../../../packages/service-kit/src/server.ts';
import { REPO_ROOT } from '../start/paths.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const OVERLAYS = ['overlays/dev', 'overlays/prod'];
const render = (overlay: string): Obj[] =>
  parseAllDocuments(
    execFileSync('kubectl', ['kustomize', path.join(REPO_ROOT, 'k8s', overlay)], { encoding: 'utf8' }),
  )
    .map((doc) => doc.toJSON() as Obj)
    .filter(Boolean);
const rendered = Object.fromEntries(OVERLAYS.map((o) => [o, render(o)]));
const compose = parse(read('docker-compose.yml'), { merge: true }) as Obj;
// Loaded by path: the services' own code never imports another service (eslint rule), a test may read them.
const shapeOf = async (app: string) => {
  const module = (await import(pathToFileURL(path.join(REPO_ROOT, app, 'src/config.ts')).href)) as Obj;
  return Object.entries(module).find(([name]) => name.endsWith('ConfigShape'))![1] as z.ZodRawShape;
};
const SERVICES = ['gateway', 'svc-catalog', 'svc-content', 'svc-auth', 'svc-backup'];
const SHAPES = Object.fromEntries(await Promise.all(SERVICES.map(async (app) => [app, await shapeOf(app)])));
const required = (shape: z.ZodRawShape) =>
  Object.entries(shape)
    .filter(([, schema]) => !(schema as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key);
const envOf = (app: string) => [...SHARED_ENV, ...APP_ENV[app]!];
/** The model of a kind: built-in kinds in kubernetes-models, the Prometheus Operator's (CRD schemas) in its package. */
const modelOf = (object: Obj) =>
  object.apiVersion.startsWith('monitoring.coreos.com/')
    ? `@kubernetes-models/prometheus-operator/${object.apiVersion}`
    : `kubernetes-models/${object.apiVersion}/${object.kind}`;

it('the static rules of docker/check-deploy.ts hold (non-root, health checks, secrets never literal...)', () => {
  expect(checkDeployFiles()).toEqual([]);
});

describe.each(OVERLAYS)('k8s/%s', (overlay) => {
  const objects = rendered[overlay]!;
  const named = (kind: string, name: string) =>
    objects.find((o) => o.kind === kind && o.metadata.name === name);

  it('renders and every object validates against the Kubernetes schemas (kubernetes-models, and the CRDs of the Prometheus Operator for its resources)', async () => {
    const counts: Record<string, number> = {};
    for (const object of objects) {
      counts[object.kind] = (counts[object.kind] ?? 0) + 1;
      const module = (await import(modelOf(object))) as Obj;
      expect(
        () => new module[object.kind](object).validate(),
        `${object.kind}/${object.metadata.name}`,
      ).not.toThrow();
    }
    console.log(`${overlay}: ${objects.length} objects ${JSON.stringify(counts)}`);
    expect(objects.length).toBeGreaterThan(30);
  });

  it.each(Object.keys(APPS))('%s: Deployment, Service, image, port, probes, security, environment', (app) => {
    const deployment = named('Deployment', app);
    expect(deployment, 'Deployment').toBeDefined();
    const pod = deployment!.spec.template.spec;
    const container = pod.containers[0];
    const port = APPS[app]!.port;
    expect(container.image).toMatch(new RegExp(`(^|/)vetrina/${app}:`));
    const backEnd = APPS[app]!.dockerfile === 'service';
    // The back-end apps' operator port is declared on the pod (probes, scrape) and never on the Service.
    expect(container.ports.map((p: Obj) => [p.name, p.containerPort])).toEqual(
      backEnd
        ? [
            ['http', port],
            ['ops', OPS_PORT],
          ]
        : [['http', port]],
    );
    expect(named('Service', app)?.spec.ports.map((p: Obj) => [p.port, p.targetPort])).toEqual([
      [port, 'http'],
    ]);
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
      expect(container[probe]?.httpGet?.path).toBeTruthy();
      expect(container[probe].httpGet.port, probe).toBe(backEnd ? 'ops' : 'http');
    }
    if (backEnd) expect(container.env).toContainEqual({ name: 'OPS_PORT', value: String(OPS_PORT) });
    // A static server depends on nothing: its readiness is its liveness.
    if (backEnd) expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(container.resources.requests.cpu && container.resources.limits.memory).toBeTruthy();
    const config = named('ConfigMap', 'vetrina-config')!.data as Obj;
    const fromConfig = container.envFrom?.some((e: Obj) => e.configMapRef?.name === 'vetrina-config')
      ? Object.keys(config)
      : [];
    const names = [...fromConfig, ...container.env.map((e: Obj) => e.name)];
    expect(envOf(app).filter((key) => !names.includes(key))).toEqual([]);
    for (const env of container.env.filter((e: Obj) => (SECRET_ENV as readonly string[]).includes(e.name)))
      expect(env.valueFrom?.secretKeyRef, `${app} ${env.name} from the Secret`).toBeDefined();
  });

  it('scales the public apps with HPAs, keeps one backup worker, limits traffic with NetworkPolicies', () => {
    const hpas = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler');
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual([
      'gateway',
      'mf-storefront',
      'svc-catalog',
      'svc-content',
    ]);
    for (const hpa of hpas)
      expect(named('Deployment', hpa.spec.scaleTargetRef.name)!.spec.replicas).toBeUndefined();
    expect(named('Deployment', 'svc-backup')!.spec.replicas).toBe(1);
    expect(named('NetworkPolicy', 'default-deny')!.spec.policyTypes).toEqual(['Ingress', 'Egress']);
    const fromGateway = named('NetworkPolicy', 'apps-from-gateway')!.spec;
    expect(fromGateway.ingress).toEqual([
      { from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }] },
    ]);
    const egressPorts = named('NetworkPolicy', 'services-egress')!.spec.egress.flatMap((e: Obj) =>
      e.ports.map((p: Obj) => p.port),
    );
    expect(egressPorts.sort()).toEqual([53, 53, 5432, 6379]);
  });

  it("admits the gateway's port 8080 only from the ingress controller's namespace, whose pods TRUST_PROXY names", () => {
    const gateway = named('NetworkPolicy', 'gateway')!.spec;
    expect(gateway.podSelector).toEqual({ matchLabels: { 'app.kubernetes.io/name': 'gateway' } });
    expect(gateway.ingress).toEqual([
      {
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }],
        ports: [{ port: 8080, protocol: 'TCP' }],
      },
    ]);
    // No other policy lets anyone else in on 8080 (or on every port) of the gateway's pods.
    const selectsGateway = (policy: Obj) =>
      policy.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === 'gateway' ||
      (policy.spec.podSelector.matchExpressions ?? []).some(
        (e: Obj) => e.key === 'app.kubernetes.io/component' && e.values.includes('gateway'),
      ) ||
      Object.keys(policy.spec.podSelector).length === 0;
    for (const policy of objects.filter((o) => o.kind === 'NetworkPolicy' && o.metadata.name !== 'gateway'))
      if (selectsGateway(policy))
        for (const rule of policy.spec.ingress ?? [])
          expect(rule.ports?.map((p: Obj) => p.port) ?? ['all'], policy.metadata.name).not.toContain(8080);
    const config = named('ConfigMap', 'vetrina-config')!.data as Obj;
    const trusted = gatewayConfigShape.TRUST_PROXY.parse(config.TRUST_PROXY);
    expect(trusted.length, 'a list of ranges, no hop count').toBeGreaterThan(0);
    expect(config.TRUST_PROXY).not.toMatch(/^\d+$/);
  });

  it('lets only the monitoring namespace reach the operator port, and no Service or Ingress exposes it', () => {
    const ops = named('NetworkPolicy', 'operator-port-from-monitoring')!.spec;
    expect(ops.ingress).toEqual([
      {
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }],
        ports: [{ port: OPS_PORT, protocol: 'TCP' }],
      },
    ]);
    const selected = objects.filter(
      (o) =>
        o.kind === 'Deployment' &&
        ops.podSelector.matchExpressions[0].values.includes(
          o.spec.template.metadata.labels['app.kubernetes.io/component'],
        ),
    );
    expect(selected.map((d) => d.metadata.name).sort()).toEqual(
      Object.keys(APPS)
        .filter((app) => APPS[app]!.dockerfile === 'service')
        .sort(),
    );
    for (const service of objects.filter((o) => o.kind === 'Service'))
      for (const p of service.spec.ports) expect([p.port, p.targetPort]).not.toContain(OPS_PORT);
    const ingress = JSON.stringify(named('Ingress', 'vetrina')!.spec);
    expect(ingress).not.toMatch(/"(ops|9090)"|:9090/);
    // Nothing else lets traffic in on the operator port.
    const others = objects.filter(
      (o) => o.kind === 'NetworkPolicy' && o.metadata.name !== 'operator-port-from-monitoring',
    );
    for (const policy of others)
      for (const rule of policy.spec.ingress ?? [])
        for (const p of rule.ports ?? []) expect(p.port, policy.metadata.name).not.toBe(OPS_PORT);
  });

  it("caps each client at the ingress above the gateway's own budgets, so the gateway's 429 comes first", () => {
    const annotations = named('Ingress', 'vetrina')!.metadata.annotations as Obj;
    const config = named('ConfigMap', 'vetrina-config')!.data as Obj;
    const gatewayPerSecond =
      (Number(config.RATE_LIMIT_READS_PER_MINUTE) + Number(config.RATE_LIMIT_WRITES_PER_MINUTE)) / 60;
    expect(gatewayPerSecond).toBeGreaterThan(0);
    expect(Number(annotations['nginx.ingress.kubernetes.io/limit-rps'])).toBeGreaterThan(gatewayPerSecond);
  });

  it('gives each app more time to stop than its longest request or job', () => {
    const longestProxyS = Number(gatewayConfigShape.BACKUP_PROXY_TIMEOUT_MS.parse(undefined)) / 1000;
    const ordinaryS = Number(gatewayConfigShape.PROXY_TIMEOUT_MS.parse(undefined)) / 1000;
    for (const app of Object.keys(APPS)) {
      const grace = named('Deployment', app)!.spec.template.spec.terminationGracePeriodSeconds;
      expect(grace, app).toBeGreaterThan(['gateway', 'svc-backup'].includes(app) ? longestProxyS : ordinaryS);
    }
  });

  it('replaces pods one at a time without losing a request: a preStop pause, then a drain within the grace period', () => {
    const pvcs = objects.filter((o) => o.kind === 'PersistentVolumeClaim');
    const oneWriter = new Set(
      pvcs.filter((p) => p.spec.accessModes.includes('ReadWriteOnce')).map((p) => p.metadata.name),
    );
    const longestS = Number(gatewayConfigShape.BACKUP_PROXY_TIMEOUT_MS.parse(undefined)) / 1000;
    for (const app of Object.keys(APPS)) {
      const deployment = named('Deployment', app)!;
      const pod = deployment.spec.template.spec;
      // The pod leaves the endpoints while preStop runs; SIGTERM (readiness 503, then the drain) after.
      const preStop = pod.containers[0].lifecycle?.preStop?.exec?.command as string[] | undefined;
      expect(preStop?.[0], `${app} preStop`).toBe('sleep');
      const pauseS = Number(preStop![1]);
      expect(pauseS, app).toBeGreaterThanOrEqual(5);
      const drainS = ['gateway', 'svc-backup'].includes(app) ? longestS : DEFAULT_SHUTDOWN_TIMEOUT_MS / 1000;
      expect(pod.terminationGracePeriodSeconds, app).toBeGreaterThan(pauseS + drainS);
      // A new pod is ready before an old one goes, unless both would write one ReadWriteOnce volume.
      const mountsOneWriterVolume = (pod.volumes ?? []).some((v: Obj) =>
        oneWriter.has(v.persistentVolumeClaim?.claimName),
      );
      if (!mountsOneWriterVolume)
        expect(deployment.spec.strategy, app).toEqual({
          type: 'RollingUpdate',
          rollingUpdate: { maxUnavailable: 0, maxSurge: 1 },
        });
    }
  });
});

describe('monitoring (k8s/components/monitoring)', () => {
  const kinds = (overlay: string) => rendered[overlay]!.map((o) => o.kind);

  it('is in the prod overlay only: PodMonitor and PrometheusRule need the operator in the cluster', () => {
    expect(kinds('overlays/prod')).toEqual(expect.arrayContaining(['PodMonitor', 'PrometheusRule']));
    expect(kinds('overlays/dev')).not.toContain('PodMonitor');
  });

  it("a resource that breaks its CRD's schema is refused (the validation above can fail)", async () => {
    const monitor = rendered['overlays/prod']!.find((o) => o.kind === 'PodMonitor')!;
    const { PodMonitor } = (await import(modelOf(monitor))) as Obj;
    const broken = structuredClone(monitor);
    broken.spec.podMetricsEndpoints[0].scrapeTimeout = 10;
    expect(() => new PodMonitor(broken).validate()).toThrow();
    const rule = rendered['overlays/prod']!.find((o) => o.kind === 'PrometheusRule')!;
    const { PrometheusRule } = (await import(modelOf(rule))) as Obj;
    const noExpr = structuredClone(rule);
    delete noExpr.spec.groups[0].rules[0].expr;
    expect(() => new PrometheusRule(noExpr).validate()).toThrow();
  });
});

describe('docker-compose.yml', () => {
  const services = compose.services as Obj;

  it.each(Object.keys(APPS))('%s: image, build, port and the environment of docker/app-env.ts', (app) => {
    const service = services[app];
    const { port, dockerfile } = APPS[app]!;
    expect(service.image).toBe(`\${REGISTRY:-vetrina}/${app}:\${TAG:-latest}`);
    expect(service.build.dockerfile).toBe(`docker/${dockerfile}.Dockerfile`);
    expect(service.build.args[dockerfile === 'service' ? 'WORKSPACE' : 'APP']).toBe(app);
    expect(service.build.args.PORT).toBe(String(port));
    expect(service.environment.PORT).toBe(String(port));
    if (dockerfile === 'service') expect(service.environment.OPS_PORT).toBe(String(OPS_PORT));
    expect(envOf(app).filter((key) => !(key in service.environment))).toEqual([]);
    expect(service.read_only).toBe(true);
    expect(service.healthcheck ?? 'from the image').toBeTruthy();
  });

  it('runs svc-catalog and svc-content with several replicas (--scale): no fixed name or host port, a drain before the stop', () => {
    for (const name of ['svc-catalog', 'svc-content']) {
      expect(services[name].container_name, name).toBeUndefined();
      expect(services[name].ports, name).toBeUndefined();
    }
    for (const app of Object.keys(APPS)) {
      const drainMs = Number(
        String(services[app].environment.SHUTDOWN_DRAIN_MS).replace(/^\$\{\w+:-(\d+)\}$/, '$1'),
      );
      // Longer than the gateway's idle keep-alive (4 s): its pooled connections are gone before the listener.
      expect(drainMs, app).toBeGreaterThan(4000);
      const graceS = Number(String(services[app].stop_grace_period).replace(/s$/, ''));
      expect(graceS, app).toBeGreaterThan(drainMs / 1000 + DEFAULT_SHUTDOWN_TIMEOUT_MS / 1000);
    }
  });

  it('takes the secrets from .env and refuses to start without them', () => {
    for (const [name, service] of Object.entries(services))
      for (const [key, value] of Object.entries((service.environment ?? {}) as Obj))
        if (/_PREVIOUS$|_ROTATED_AT$/.test(key))
          // Key rotation is optional: empty unless the operator sets it in .env, never a literal.
          expect(String(value), `${name} ${key}`).toBe(`\${${key}:-}`);
        else if (/TOKEN|SECRET|KEY|PASSWORD/.test(key))
          expect(String(value), `${name} ${key}`).toMatch(/\$\{[A-Z_]+:\?[^}]+\}/);
  });

  it('publishes only the gateway, on GATEWAY_PORT (default 8080)', () => {
    const published = Object.entries(services)
      .filter(([, s]) => s.ports)
      .map(([n]) => n);
    expect(published).toEqual(['gateway']);
    expect(services.gateway.ports).toEqual(['${GATEWAY_BIND:-0.0.0.0}:${GATEWAY_PORT:-8080}:8080']);
  });
});

describe('the one environment list and the code', () => {
  it.each(Object.keys(SHAPES))('%s: every variable its config requires is in the list', (app) => {
    expect(required(SHAPES[app]!).filter((key) => !envOf(app).includes(key))).toEqual([]);
  });

  it("the front-end servers' variables are in the shared list (server-rendered pages match the browser's)", () => {
    const keys = [...read('packages/web-kit/server/runtime-config.ts').matchAll(/value\('([A-Z_]+)'/g)].map(
      (m) => m[1]!,
    );
    // SOCIAL_LABEL keeps its built-in default ('Instagram') everywhere.
    expect(
      keys.filter((key) => key !== 'SOCIAL_LABEL' && !(SHARED_ENV as readonly string[]).includes(key)),
    ).toEqual([]);
  });

  it('the .env.example names every secret compose requires', () => {
    const example = read('.env.example');
    for (const [, name] of read('docker-compose.yml').matchAll(/\$\{([A-Z_]+):\?/g))
      expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});
