import type { Knex } from 'knex';
import type {
  ActivityAction,
  ActivityEntry,
  ActivityKind,
  ActivityQuery,
  ActivitySource,
} from '@vetrina/contracts';
import { cursorAfter } from '@vetrina/contracts';
import type { Identity } from './identity.ts';

/**
 * The activity log of one service (issue 19 item 2, docs/decisions/activity-log.md): a table
 * `<schema>.activity` written in the SAME transaction as the change it describes, read a page at a
 * time (keyset on (at desc, id desc)) and purged after 12 months.
 */
export const ACTIVITY_TABLE = 'activity';
export const ACTIVITY_RETENTION = '12 months';

export interface ActivityRecord {
  kind: ActivityKind;
  action: ActivityAction;
  /** The signed-in user (or the username tried at a failed sign-in); null for the system. */
  actor: Identity | { username: string } | null;
  itemId?: string | number;
  itemLabel?: string;
  /**
   * Admin URL of the item while it exists. An entry that removes the item (by default: a 'deleted'
   * one) forgets it: every earlier entry linking there loses its link in the same transaction.
   */
  itemHref?: string | null;
  /** Whether the item is gone after this change; default: `action === 'deleted'` (false for a photo of a product). */
  removesItem?: boolean;
  /** Italian, field names only: never passwords, tokens, message bodies or e-mails. */
  summary: string;
}

export interface ActivityTableOptions {
  /** The schema holding the table; default: the connection's search_path (the service's own schema). */
  schema?: string;
}

const table = (client: Knex, options: ActivityTableOptions) =>
  options.schema ? client.withSchema(options.schema).table(ACTIVITY_TABLE) : client.table(ACTIVITY_TABLE);

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Writes one entry with `client`, which must be the transaction of the change it records. */
export async function recordActivity(
  client: Knex,
  entry: ActivityRecord,
  options: ActivityTableOptions = {},
): Promise<void> {
  const removes = entry.removesItem ?? entry.action === 'deleted';
  if (removes && entry.itemHref) {
    await table(client, options).where({ item_href: entry.itemHref }).update({ item_href: null });
  }
  await table(client, options).insert({
    kind: entry.kind,
    action: entry.action,
    username: entry.actor ? clip(entry.actor.username, 100) : null,
    item_id: entry.itemId === undefined ? null : String(entry.itemId),
    item_label: entry.itemLabel === undefined ? null : clip(entry.itemLabel, 200),
    item_href: removes ? null : (entry.itemHref ?? null),
    summary: clip(entry.summary, 500),
  });
}

interface ActivityRow {
  id: number;
  at: Date;
  kind: ActivityKind;
  action: ActivityAction;
  username: string | null;
  item_id: string | null;
  item_label: string | null;
  item_href: string | null;
  summary: string;
}

const toEntry = (source: ActivitySource, row: ActivityRow): ActivityEntry => ({
  id: `${source}:${row.id}`,
  at: row.at.toISOString(),
  kind: row.kind,
  action: row.action,
  username: row.username,
  item: row.item_id === null ? null : { id: row.item_id, label: row.item_label ?? '', href: row.item_href },
  summary: row.summary,
});

/**
 * One page of this service's entries, newest first, strictly after `query.before` in the merged
 * order (at desc, source desc, n desc) that every service shares, so the gateway can merge pages.
 */
export async function listActivityPage(
  db: Knex,
  source: ActivitySource,
  query: Pick<ActivityQuery, 'limit' | 'before' | 'kind' | 'user'>,
  options: ActivityTableOptions = {},
): Promise<{ items: ActivityEntry[]; nextCursor: string | null }> {
  const rows = (await table(db, options)
    .select('id', 'at', 'kind', 'action', 'username', 'item_id', 'item_label', 'item_href', 'summary')
    .modify((q) => {
      if (query.kind) q.where('kind', query.kind);
      if (query.user) q.where('username', query.user);
      const cursor = query.before;
      if (!cursor) return;
      if (cursor.source === source) {
        q.whereRaw('(at, id) < (?::timestamptz, ?)', [cursor.at, cursor.n]);
      } else if (source < cursor.source) {
        q.where('at', '<=', cursor.at);
      } else {
        q.where('at', '<', cursor.at);
      }
    })
    .orderBy([
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(query.limit + 1)) as ActivityRow[];
  const items = rows.slice(0, query.limit).map((row) => toEntry(source, row));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? cursorAfter(last) : null };
}

/** Removes the entries older than 12 months; returns how many went. */
export async function purgeActivity(db: Knex, options: ActivityTableOptions = {}): Promise<number> {
  return table(db, options)
    .where('at', '<', db.raw(`now() - interval '${ACTIVITY_RETENTION}'`))
    .delete();
}

/**
 * The statements creating the table and its indexes, idempotent: each service's migration runs them
 * for its own schema, svc-backup at start-up for `backup`, and a restore after loading a dump made
 * before the table existed (the service's migration then finds it there).
 */
export function activityTableStatements(schema: string): string[] {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name: ${schema}`);
  const t = `"${schema}".activity`;
  return [
    `CREATE TABLE IF NOT EXISTS ${t} (
       id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
       at timestamptz(3) NOT NULL DEFAULT now(),
       kind text NOT NULL,
       action text NOT NULL,
       username text,
       item_id text,
       item_label text,
       item_href text,
       summary text NOT NULL
     )`,
    `CREATE INDEX IF NOT EXISTS activity_at_id_idx ON ${t} (at DESC, id DESC)`,
    `CREATE INDEX IF NOT EXISTS activity_item_href_idx ON ${t} (item_href) WHERE item_href IS NOT NULL`,
  ];
}

export async function createActivityTable(db: Knex, schema: string): Promise<void> {
  for (const statement of activityTableStatements(schema)) await db.raw(statement);
}

/** The migration every service with a schema adds (one line: `activityMigration(SCHEMA)`). */
export const activityMigration = (schema: string) => ({
  up: (db: Knex) => createActivityTable(db, schema),
  down: (db: Knex) => db.raw('DROP TABLE IF EXISTS ??.activity', [schema]).then(() => undefined),
});
