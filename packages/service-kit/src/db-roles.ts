import pg from 'pg';

/**
 * Least privilege in PostgreSQL: each service logs in as a role that owns its schema and nothing else;
 * the backup role is a member of those owners (it reads all three to dump them, and drops and
 * recreates them to restore them) and owns its own bookkeeping schema. Only this set-up uses the
 * superuser. Idempotent: run it at every start (`npm start`, the compose `db-setup` service, the k8s Job).
 */
export interface SchemaOwner {
  schema: string;
  role: string;
  /** Omitted: the role keeps the password it has (or none, for trust authentication). */
  password?: string;
  /** Extensions the schema's objects use, created in `public` by this set-up (a service may not). */
  extensions?: readonly string[];
}

export interface DatabaseRolesPlan {
  /** The services' schemas and their owners (catalog, content, auth). */
  owners: SchemaOwner[];
  /** svc-backup: member of every owner, owner of its own schema (`backup`). */
  backup: SchemaOwner;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** A validated, double-quoted identifier (role and schema names come from configuration). */
export function quoteIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`invalid PostgreSQL identifier: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/**
 * SQL that gives a schema and every object in it to `role`: used once when an installation that ran
 * as superuser upgrades, and after each restore (the dump is --no-owner, so the restorer created all).
 * Sequences of serial/identity columns follow their table; array and row types follow theirs.
 */
export function giveSchemaSql(schema: string, role: string): string {
  const s = quoteIdentifier(schema);
  const r = quoteIdentifier(role);
  const sLit = `'${schema}'`;
  const rLit = `'${role}'`;
  return `ALTER SCHEMA ${s} OWNER TO ${r};
DO $give$ DECLARE item record; BEGIN
  FOR item IN
    SELECT format('ALTER %s %s OWNER TO %I',
             CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
               WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, c.oid::regclass, ${rLit}) AS statement
      FROM pg_class c
     WHERE c.relnamespace = ${sLit}::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
       AND c.relowner <> ${rLit}::regrole
       AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d
             WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
               AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')))
    UNION ALL
    SELECT format('ALTER ROUTINE %s OWNER TO %I', p.oid::regprocedure, ${rLit})
      FROM pg_proc p WHERE p.pronamespace = ${sLit}::regnamespace AND p.proowner <> ${rLit}::regrole
    UNION ALL
    SELECT format('ALTER TEXT SEARCH CONFIGURATION %s OWNER TO %I', c.oid::regconfig, ${rLit})
      FROM pg_ts_config c WHERE c.cfgnamespace = ${sLit}::regnamespace AND c.cfgowner <> ${rLit}::regrole
    UNION ALL
    SELECT format('ALTER %s %s OWNER TO %I', CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END,
             t.oid::regtype, ${rLit})
      FROM pg_type t
     WHERE t.typnamespace = ${sLit}::regnamespace AND t.typowner <> ${rLit}::regrole
       AND t.typtype IN ('c', 'd', 'e', 'r')
       AND (t.typrelid = 0 OR (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c')
  LOOP
    EXECUTE item.statement;
  END LOOP;
END $give$;`;
}

/** Creates or updates a login role without any of the powers a service never needs. */
function roleSql(client: pg.Client, exists: boolean, owner: SchemaOwner): string {
  const attributes = 'LOGIN INHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';
  const password = owner.password === undefined ? '' : ` PASSWORD ${client.escapeLiteral(owner.password)}`;
  return `${exists ? 'ALTER' : 'CREATE'} ROLE ${quoteIdentifier(owner.role)} WITH ${attributes}${password}`;
}

/** Errors two set-ups racing on one cluster may meet (roles are shared by all its databases). */
const RACE_CODES = new Set(['23505', '42710', '40001', '40P01', 'XX000']);

async function applyPlan(client: pg.Client, plan: DatabaseRolesPlan): Promise<void> {
  const { rows: me } = await client.query<{ name: string; db: string }>(
    'SELECT current_user AS name, current_database() AS db',
  );
  const everyone = [...plan.owners, plan.backup];
  if (everyone.some((o) => o.role === me[0]!.name)) {
    throw new Error(`the set-up user ${me[0]!.name} cannot also be a service's role`);
  }
  await client.query('BEGIN');
  try {
    for (const owner of everyone) {
      const { rowCount } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [owner.role]);
      await client.query(roleSql(client, Boolean(rowCount), owner));
    }
    const extensions = new Set(everyone.flatMap((owner) => owner.extensions ?? []));
    for (const extension of extensions) {
      await client.query(`CREATE EXTENSION IF NOT EXISTS ${quoteIdentifier(extension)} WITH SCHEMA public`);
    }
    for (const owner of everyone) {
      await client.query(
        `CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(owner.schema)} AUTHORIZATION ${quoteIdentifier(owner.role)}`,
      );
      await client.query(giveSchemaSql(owner.schema, owner.role));
    }
    const backup = quoteIdentifier(plan.backup.role);
    await client.query(`GRANT ${plan.owners.map((o) => quoteIdentifier(o.role)).join(', ')} TO ${backup}`);
    // A restore drops and recreates the three schemas: creating a schema needs CREATE on the database.
    await client.query(`GRANT CREATE ON DATABASE ${client.escapeIdentifier(me[0]!.db)} TO ${backup}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

export async function setUpDatabaseRoles(superuserUrl: string, plan: DatabaseRolesPlan): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: superuserUrl });
    await client.connect();
    try {
      await applyPlan(client, plan);
      return;
    } catch (error) {
      if (attempt >= 5 || !RACE_CODES.has((error as { code?: string }).code ?? '')) throw error;
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

/** The roles of an installation: `vetrina_catalog`, `vetrina_content`, `vetrina_auth`, `vetrina_backup`. */
export const SERVICE_DATABASES = {
  catalog: { schema: 'catalog', role: 'vetrina_catalog', extensions: ['unaccent', 'pg_trgm'] },
  content: { schema: 'content', role: 'vetrina_content' },
  auth: { schema: 'auth', role: 'vetrina_auth' },
  backup: { schema: 'backup', role: 'vetrina_backup' },
} as const;
export type ServiceDatabase = keyof typeof SERVICE_DATABASES;

export function installationRolesPlan(
  passwords: Partial<Record<ServiceDatabase, string>>,
): DatabaseRolesPlan {
  const owner = (name: ServiceDatabase): SchemaOwner => ({
    ...SERVICE_DATABASES[name],
    ...(passwords[name] === undefined ? {} : { password: passwords[name] }),
  });
  return { owners: [owner('catalog'), owner('content'), owner('auth')], backup: owner('backup') };
}

/** The URL of `databaseUrl`'s database for another user. */
export function databaseUrlFor(databaseUrl: string, role: string, password?: string): string {
  const url = new URL(databaseUrl);
  url.username = encodeURIComponent(role);
  url.password = password === undefined ? '' : encodeURIComponent(password);
  return url.toString();
}
