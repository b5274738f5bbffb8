import {
  databaseUrlFor,
  installationRolesPlan,
  SERVICE_DATABASES,
  setUpDatabaseRoles,
  type ServiceDatabase,
} from '@vetrina/service-kit';
import type { Secrets } from './secrets.ts';

export type ServiceDatabaseUrls = Record<ServiceDatabase, string>;

/**
 * Least privilege: with the superuser URL, creates (or updates) each service's own role and schema and
 * returns the URL each service connects with. Trust authentication on loopback still needs the role.
 * A DATABASE_URL whose user may not create roles is used by every service as it is, with a warning.
 */
export async function provideServiceDatabases(
  superuserUrl: string,
  secrets: Pick<
    Secrets,
    'CATALOG_DB_PASSWORD' | 'CONTENT_DB_PASSWORD' | 'AUTH_DB_PASSWORD' | 'BACKUP_DB_PASSWORD'
  >,
  log: (line: string) => void,
): Promise<ServiceDatabaseUrls> {
  const passwords: Record<ServiceDatabase, string> = {
    catalog: secrets.CATALOG_DB_PASSWORD,
    content: secrets.CONTENT_DB_PASSWORD,
    auth: secrets.AUTH_DB_PASSWORD,
    backup: secrets.BACKUP_DB_PASSWORD,
  };
  const names = Object.keys(SERVICE_DATABASES) as ServiceDatabase[];
  try {
    await setUpDatabaseRoles(superuserUrl, installationRolesPlan(passwords));
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    log(`WARNING: the DATABASE_URL user may not create roles: every service connects as that user`);
    return Object.fromEntries(names.map((name) => [name, superuserUrl])) as ServiceDatabaseUrls;
  }
  log(`PostgreSQL: services connect as ${names.map((name) => SERVICE_DATABASES[name].role).join(', ')}`);
  return Object.fromEntries(
    names.map((name) => [name, databaseUrlFor(superuserUrl, SERVICE_DATABASES[name].role, passwords[name])]),
  ) as ServiceDatabaseUrls;
}
