// One-shot database set-up for deployments (compose `db-setup`, the Kubernetes Job `db-setup`): with the
// superuser, creates or updates each service's role (the user and password of its URL) and schema, then
// exits. Idempotent. The superuser URL is given to this step only, never to a service.
//   SETUP_DATABASE_URL=postgres://<superuser>:<pw>@host:5432/vetrina \
//   CATALOG_DATABASE_URL=postgres://vetrina_catalog:<pw>@host:5432/vetrina  (and CONTENT_, AUTH_, BACKUP_)
//   node src/set-up-database.ts
import * as z from 'zod';
import {
  loadConfig,
  SERVICE_DATABASES,
  setUpDatabaseRoles,
  type SchemaOwner,
  type ServiceDatabase,
} from '@vetrina/service-kit';

const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' });
const serviceUrl = postgresUrl.refine(
  (url) => decodeURIComponent(new URL(url).password).length >= 16,
  'its password must be at least 16 characters',
);
const config = loadConfig(
  {
    SETUP_DATABASE_URL: postgresUrl,
    CATALOG_DATABASE_URL: serviceUrl,
    CONTENT_DATABASE_URL: serviceUrl,
    AUTH_DATABASE_URL: serviceUrl,
    BACKUP_DATABASE_URL: serviceUrl,
  },
  process.env,
);

/** The role is the URL's user (vetrina_catalog... by default), its password the URL's password. */
function ownerOf(name: ServiceDatabase, url: string): SchemaOwner {
  const parsed = new URL(url);
  return {
    ...SERVICE_DATABASES[name],
    role: decodeURIComponent(parsed.username) || SERVICE_DATABASES[name].role,
    password: decodeURIComponent(parsed.password),
  };
}

const plan = {
  owners: [
    ownerOf('catalog', config.CATALOG_DATABASE_URL),
    ownerOf('content', config.CONTENT_DATABASE_URL),
    ownerOf('auth', config.AUTH_DATABASE_URL),
  ],
  backup: ownerOf('backup', config.BACKUP_DATABASE_URL),
};
const deadline = Date.now() + 120_000;
for (;;) {
  try {
    await setUpDatabaseRoles(config.SETUP_DATABASE_URL, plan);
    break;
  } catch (error) {
    // PostgreSQL may still be starting (a Job can run before the database answers).
    const code = (error as { code?: string }).code ?? '';
    if (Date.now() > deadline || !['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', '57P03'].includes(code))
      throw error;
    console.log(`waiting for PostgreSQL (${code})`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
const roles = [...plan.owners, plan.backup].map((o) => `${o.role} owns ${o.schema}`);
console.log(`database set up: ${roles.join(', ')}; ${plan.backup.role} may dump and restore the others`);
