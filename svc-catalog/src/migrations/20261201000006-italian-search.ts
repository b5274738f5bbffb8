import type { Db } from '@vetrina/service-kit';
import { SCHEMA } from './schema.ts';

/**
 * Issue 19.3: search that understands Italian. A text-search configuration `vetrina_italian` (Italian
 * stems over unaccented words: immutable, so it may sit in an index), a weighted document per product
 * (name A, short description B, description C) and the folded name for trigram typo matching, both on
 * GIN indexes. `unaccent` and `pg_trgm` live in `public`, created by the database set-up: the catalog's
 * role may not create extensions (docs/decisions/italian-search.md).
 */
export async function up(db: Db): Promise<void> {
  for (const extension of ['unaccent', 'pg_trgm']) {
    // A no-op once the set-up created it; creates it where the migrations run as superuser (tests).
    await db.raw('CREATE EXTENSION IF NOT EXISTS ?? WITH SCHEMA public', [extension]).catch((error) => {
      throw new Error(
        `the PostgreSQL extension ${extension} is missing and the catalog's role may not create it: ` +
          `run the database set-up (db-setup) first (${(error as Error).message})`,
      );
    });
  }
  await db.raw(`CREATE TEXT SEARCH CONFIGURATION ??.vetrina_italian (COPY = pg_catalog.italian)`, [SCHEMA]);
  await db.raw(
    `ALTER TEXT SEARCH CONFIGURATION ??.vetrina_italian
       ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.italian_stem`,
    [SCHEMA],
  );
  // unaccent() is only STABLE (its dictionary could change); ours never does, so the wrapper is IMMUTABLE.
  // Not inlined (its body is not immutable), so queries match the index expression exactly.
  await db.raw(
    `CREATE FUNCTION ??.search_fold(text) RETURNS text
       LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1))`,
    [SCHEMA],
  );
  await db.raw(
    `CREATE FUNCTION ??.product_search_document(name text, short_description text, description text)
       RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
       RETURN setweight(to_tsvector('${SCHEMA}.vetrina_italian'::regconfig, coalesce(name, '')), 'A')
           || setweight(to_tsvector('${SCHEMA}.vetrina_italian'::regconfig, coalesce(short_description, '')), 'B')
           || setweight(to_tsvector('${SCHEMA}.vetrina_italian'::regconfig, coalesce(description, '')), 'C')`,
    [SCHEMA],
  );
  await db.raw(
    `CREATE INDEX products_search_document_idx ON ??.products
       USING gin (??.product_search_document(name, short_description, description))`,
    [SCHEMA, SCHEMA],
  );
  await db.raw(
    `CREATE INDEX products_search_name_trgm_idx ON ??.products
       USING gin (??.search_fold(name) public.gin_trgm_ops)`,
    [SCHEMA, SCHEMA],
  );
}

export async function down(db: Db): Promise<void> {
  await db.raw('DROP INDEX ??.products_search_name_trgm_idx', [SCHEMA]);
  await db.raw('DROP INDEX ??.products_search_document_idx', [SCHEMA]);
  await db.raw('DROP FUNCTION ??.product_search_document(text, text, text)', [SCHEMA]);
  await db.raw('DROP FUNCTION ??.search_fold(text)', [SCHEMA]);
  await db.raw('DROP TEXT SEARCH CONFIGURATION ??.vetrina_italian', [SCHEMA]);
}
