// Static checks of the deployment files, for machines without a Docker engine or a cluster:
//   node docker/check-deploy.ts
// Parses docker-compose.yml, the Dockerfiles and the rendered kustomize output (when kubectl is
// installed) and prints one line per problem; exits non-zero if there is any.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';

type Obj = Record<string, unknown>;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems: string[] = [];
const check = (ok: unknown, message: string) => void (ok || problems.push(message));
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

const PORTS: Record<string, number> = {
  gateway: 8080,
  shell: 3000,
  'mf-storefront': 3001,
  'mf-admin': 3002,
  'svc-catalog': 4001,
  'svc-content': 4002,
  'svc-auth': 4003,
  'svc-backup': 4004,
};
const SECRETS = ['GATEWAY_TOKEN', 'ADMIN_PASSWORD', 'POSTGRES_PASSWORD'];

function checkDockerfiles(): void {
  for (const file of ['docker/service.Dockerfile', 'docker/frontend.Dockerfile']) {
    const text = readFileSync(path.join(root, file), 'utf8');
    check(
      /^ARG NODE_IMAGE=node:24-bookworm-slim$/m.test(text),
      `${file}: base image must be node:24-bookworm-slim`,
    );
    check(/^USER 1000:1000$/m.test(text), `${file}: must run as the non-root user 1000`);
    check(
      /^HEALTHCHECK .*\n?.*\/(healthz|readyz)/m.test(text),
      `${file}: needs a HEALTHCHECK on /healthz or /readyz`,
    );
    check(/^STOPSIGNAL SIGTERM$/m.test(text), `${file}: needs STOPSIGNAL SIGTERM`);
    check(/npm ci /.test(text), `${file}: dependencies must be installed with npm ci`);
  }
}

function checkCompose(): void {
  const compose = obj(parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }));
  const services = obj(compose.services);
  const volumes = obj(compose.volumes);
  for (const name of ['postgres', 'redis'])
    check(obj(services[name]).healthcheck, `compose: ${name} needs a healthcheck`);
  check(
    String(obj(services.postgres).image).startsWith('postgres:15'),
    'compose: postgres must be version 15',
  );
  const redisCommand = list(obj(services.redis).command).join(' ');
  for (const flag of ['--appendonly yes', '--appendfsync everysec', '--maxmemory-policy noeviction']) {
    check(redisCommand.includes(flag), `compose: redis command lacks ${flag}`);
  }
  for (const [name, port] of Object.entries(PORTS)) {
    const service = obj(services[name]);
    const env = obj(service.environment);
    const build = obj(service.build);
    const args = obj(build.args);
    check(Object.keys(service).length > 0, `compose: service ${name} is missing`);
    check(
      existsSync(path.join(root, String(build.dockerfile))),
      `compose: ${name} build.dockerfile not found`,
    );
    const workspace = String(args.WORKSPACE ?? args.APP);
    check(
      workspace === name && existsSync(path.join(root, workspace, 'package.json')),
      `compose: ${name} builds ${workspace}`,
    );
    check(
      String(env.PORT) === String(port) && String(args.PORT) === String(port),
      `compose: ${name} must use port ${port}`,
    );
    check(env.HOST === '0.0.0.0', `compose: ${name} must listen on 0.0.0.0 inside its container`);
    check(service.restart, `compose: ${name} needs a restart policy`);
    check(name === 'gateway' || !service.ports, `compose: only the gateway is published (${name} has ports)`);
    for (const [key, value] of Object.entries(env)) {
      if (SECRETS.includes(key))
        check(/^\$\{\w+:\?.+\}$/.test(String(value)), `compose: ${name}.${key} must be \${VAR:?...}`);
    }
    for (const [dep, condition] of Object.entries(obj(service.depends_on))) {
      check(services[dep], `compose: ${name} depends on unknown service ${dep}`);
      // A one-shot set-up (restart 'no', e.g. db-setup) is waited for until it has succeeded.
      const oneShot = obj(services[dep]).restart === 'no';
      check(
        obj(condition).condition === (oneShot ? 'service_completed_successfully' : 'service_healthy'),
        `compose: ${name} → ${dep} must wait for ${oneShot ? 'service_completed_successfully' : 'service_healthy'}`,
      );
    }
    for (const mount of list(service.volumes)) {
      const volume = String(mount).split(':')[0]!;
      check(volume in volumes, `compose: ${name} mounts undeclared volume ${volume}`);
    }
  }
  check(list(obj(services.gateway).ports).length === 1, 'compose: the gateway publishes exactly one port');
  const backupArgs = obj(obj(obj(services['svc-backup']).build).args);
  check(
    String(backupArgs.APT_PACKAGES).includes('postgresql-client-15'),
    'compose: svc-backup needs postgresql-client-15',
  );
}

function checkKustomize(overlay: string): void {
  const docs = parseAllDocuments(
    execFileSync('kubectl', ['kustomize', path.join(root, 'k8s', overlay)], { encoding: 'utf8' }),
  );
  const objects = docs.map((d) => obj(d.toJSON()));
  const byKind = (kind: string) => objects.filter((o) => o.kind === kind);
  const name = (o: Obj) => String(obj(o.metadata).name);
  const configKeys = new Set(
    Object.keys(obj(byKind('ConfigMap').find((c) => name(c) === 'vetrina-config')?.data)),
  );
  const template = parse(readFileSync(path.join(root, 'k8s/base/secret.template.yaml'), 'utf8')) as Obj;
  const secretKeys = new Set(Object.keys(obj(template.stringData)));
  const serviceNames = new Set(byKind('Service').map(name));
  const claims = new Set(byKind('PersistentVolumeClaim').map(name));
  check(
    !byKind('Secret').some((s) => name(s) === 'vetrina-secrets'),
    `${overlay}: the Secret must not be rendered from git`,
  );
  for (const deployment of byKind('Deployment')) {
    const id = `${overlay}: ${name(deployment)}`;
    const pod = obj(obj(obj(deployment.spec).template).spec);
    const security = obj(pod.securityContext);
    check(
      security.runAsNonRoot === true && security.runAsUser === 1000,
      `${id}: must run as non-root user 1000`,
    );
    check(serviceNames.has(name(deployment)), `${id}: has no Service`);
    for (const volume of list(pod.volumes).map(obj)) {
      const claim = obj(volume.persistentVolumeClaim).claimName;
      check(!claim || claims.has(String(claim)), `${id}: unknown PVC ${String(claim)}`);
    }
    for (const container of list(pod.containers).map(obj)) {
      check(obj(obj(container.readinessProbe).httpGet).path, `${id}: needs an HTTP readiness probe`);
      check(
        obj(obj(container.livenessProbe).httpGet).path === '/healthz',
        `${id}: liveness must be /healthz`,
      );
      check(
        obj(obj(container.resources).requests).memory && obj(obj(container.resources).limits).memory,
        `${id}: needs resources`,
      );
      check(
        obj(container.securityContext).allowPrivilegeEscalation === false,
        `${id}: allowPrivilegeEscalation must be false`,
      );
      for (const env of list(container.env).map(obj)) {
        const from = obj(env.valueFrom);
        const configKey = obj(from.configMapKeyRef).key;
        const secretKey = obj(from.secretKeyRef).key;
        if (configKey)
          check(configKeys.has(String(configKey)), `${id}: ConfigMap has no key ${String(configKey)}`);
        if (secretKey)
          check(secretKeys.has(String(secretKey)), `${id}: Secret template has no key ${String(secretKey)}`);
      }
    }
    if (name(deployment) === 'svc-backup') {
      check(
        Number(pod.terminationGracePeriodSeconds) > 900,
        `${id}: terminationGracePeriodSeconds must outlast a 15-minute backup job`,
      );
    }
  }
  const ingress = byKind('Ingress')[0];
  const backend = obj(
    obj(
      obj(
        list(
          obj(list(obj(ingress?.spec).rules)[0]).http &&
            obj(obj(list(obj(ingress?.spec).rules)[0]).http).paths,
        )[0],
      ).backend,
    ).service,
  );
  check(backend.name === 'gateway', `${overlay}: the Ingress must route to the gateway`);
}

/** Every rule above broken by the deployment files, one line each (empty: all good). */
export function checkDeployFiles(): string[] {
  problems.length = 0;
  checkDockerfiles();
  checkCompose();
  for (const overlay of ['base', 'overlays/dev', 'overlays/prod']) checkKustomize(overlay);
  return [...problems];
}

// `node docker/check-deploy.ts`: the same checks from the command line (`npm test` runs them in
// scripts/src/deploy/deploy-files.test.ts).
if (import.meta.main) {
  const found = checkDeployFiles();
  for (const problem of found) console.error(`✗ ${problem}`);
  console.log(found.length === 0 ? 'deployment files: no problem found' : `${found.length} problem(s)`);
  process.exitCode = found.length === 0 ? 0 : 1;
}
