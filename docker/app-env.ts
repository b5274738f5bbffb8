// The one list of the environment each deployed app gets, for docker-compose.yml and k8s/ alike
// (`npm start` gives every app all of these, see scripts/src/start/apps.ts). Checked against the apps'
// config shapes and both deployment files by scripts/src/deploy/deploy-files.test.ts.

/** Every app gets these (compose: the `x-env` block; k8s: the ConfigMap `vetrina-config` by envFrom). */
export const SHARED_ENV = [
  'NODE_ENV',
  'HOST',
  'LOG_LEVEL',
  'PUBLIC_URL',
  'SITE_NAME',
  'CONTACT_EMAIL',
  'SOCIAL_URL',
  'COOKIE_SECURE',
  'SEED_DEMO_DATA',
  'UPLOADS_DIR',
  'BACKUP_DIR',
  'STOREFRONT_MANIFEST_URL',
  'ADMIN_MANIFEST_URL',
  // The first part of every Redis name (docs/decisions/redis-namespace.md): one per deployment.
  'REDIS_NAMESPACE',
] as const;

const VAPID_ENV = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'];
const SERVICE_ENV = ['PORT', 'OPS_PORT', 'DATABASE_URL', 'REDIS_URL', 'GATEWAY_TOKEN'];
/** A token secret, the replaced one(s) still accepted and when it was replaced (docs/decisions/signed-tokens.md). */
const rotatable = (name: string) => [name, `${name}_PREVIOUS`, `${name}_ROTATED_AT`];

/** What each app gets on top: its port, its connections and only its own secrets. */
export const APP_ENV: Record<string, readonly string[]> = {
  gateway: [
    'PORT',
    'OPS_PORT',
    'GATEWAY_TOKEN',
    'TRUST_PROXY',
    'SSR_TIMEOUT_MS',
    'RATE_LIMIT_READS_PER_MINUTE',
    'RATE_LIMIT_WRITES_PER_MINUTE',
    'RATE_LIMIT_PHOTOS_PER_MINUTE',
    'RATE_LIMIT_ALLOW',
    'REDIS_URL',
    'CATALOG_URL',
    'CONTENT_URL',
    'AUTH_URL',
    'BACKUP_URL',
    'SHELL_URL',
    'STOREFRONT_URL',
    'ADMIN_URL',
  ],
  'svc-catalog': [...SERVICE_ENV, ...rotatable('PREVIEW_TOKEN_SECRET')],
  'svc-content': [...SERVICE_ENV, ...rotatable('CONTACT_TOKEN_SECRET'), 'SMTP_URL', 'MAIL_FROM'],
  'svc-auth': [
    ...SERVICE_ENV,
    'ADMIN_USERNAME',
    'ADMIN_PASSWORD',
    'DEVICE_COOKIE_SECRET_PREVIOUS',
    'DEVICE_COOKIE_SECRET_ROTATED_AT',
    // Web Push (docs/decisions/web-push.md): all three, or none and notifications are off.
    ...VAPID_ENV,
  ],
  'svc-backup': [...SERVICE_ENV, 'BACKUP_SIGNING_KEY', 'BACKUP_SIGNING_KEY_PREVIOUS'],
  shell: ['PORT'],
  'mf-storefront': ['PORT', 'CATALOG_URL', 'CONTENT_URL'],
  'mf-admin': ['PORT'],
};

/**
 * The operator port of every back-end image (the `service` Dockerfile): /healthz, /readyz, /metrics for
 * probes and the Prometheus scrape, never published nor exposed by a Service (docs/decisions/operator-port.md).
 */
export const OPS_PORT = 9090;

/** Port and Dockerfile of each image (the image name is the app name). */
export const APPS: Record<string, { port: number; dockerfile: 'service' | 'frontend' }> = {
  gateway: { port: 8080, dockerfile: 'service' },
  shell: { port: 3000, dockerfile: 'frontend' },
  'mf-storefront': { port: 3001, dockerfile: 'frontend' },
  'mf-admin': { port: 3002, dockerfile: 'frontend' },
  'svc-catalog': { port: 4001, dockerfile: 'service' },
  'svc-content': { port: 4002, dockerfile: 'service' },
  'svc-auth': { port: 4003, dockerfile: 'service' },
  'svc-backup': { port: 4004, dockerfile: 'service' },
};

/** Secrets: never a literal in compose (always `${VAR:?...}` from .env), a secretKeyRef in k8s. */
export const SECRET_ENV = [
  'DATABASE_URL',
  'REDIS_URL',
  'GATEWAY_TOKEN',
  'ADMIN_PASSWORD',
  'CONTACT_TOKEN_SECRET',
  'CONTACT_TOKEN_SECRET_PREVIOUS',
  'CONTACT_TOKEN_SECRET_ROTATED_AT',
  'PREVIEW_TOKEN_SECRET',
  'PREVIEW_TOKEN_SECRET_PREVIOUS',
  'PREVIEW_TOKEN_SECRET_ROTATED_AT',
  'DEVICE_COOKIE_SECRET_PREVIOUS',
  'DEVICE_COOKIE_SECRET_ROTATED_AT',
  'BACKUP_SIGNING_KEY',
  'BACKUP_SIGNING_KEY_PREVIOUS',
  'SMTP_URL',
  // The Web Push pair and its contact, kept together (only the private key is truly secret).
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  // The photo bucket's keys (PHOTO_STORE=s3: k8s prod overlay, docker-compose.s3.yml).
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
