import type { Knex } from 'knex';

/**
 * Trigram word similarity from which a folded name counts as a near match of the query: one-letter typos
 * of short words score about 0.55 ('fiochi' ~ 'fiocco' 0.57, 'copertna' ~ 'copertina' 0.67); pg_trgm's
 * default of 0.6 would miss them.
 */
export const NAME_SIMILARITY_THRESHOLD = 0.5;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// The same expressions as the GIN indexes of migration 20261201000006, so PostgreSQL can use them.
const DOCUMENT = 'product_search_document(p.name, p.short_description, p.description)';
const FOLDED_NAME = 'search_fold(p.name)';
const QUERY = `websearch_to_tsquery('vetrina_italian', ?)`;

/**
 * Keeps the products that match `text` in Italian (stems and accents either way, on name and
 * descriptions), whose name contains it, or whose name is close to it (typos), and ranks them: the name
 * matching (words or substring) first, then the descriptions matching, then typos; within a tier by
 * full-text rank, then name similarity. The text only ever reaches PostgreSQL as a bound parameter,
 * parsed by websearch_to_tsquery, which accepts any input.
 */
export function whereMatches(query: Knex.QueryBuilder, text: string): Knex.QueryBuilder {
  const pattern = escapeLike(text);
  const nameContains = `${FOLDED_NAME} like '%' || search_fold(?) || '%'`;
  return query
    .where((where) =>
      where
        .whereRaw(`${DOCUMENT} @@ ${QUERY}`, [text])
        .orWhereRaw(`search_fold(?) OPERATOR(public.<%) ${FOLDED_NAME}`, [text])
        .orWhereRaw(nameContains, [pattern]),
    )
    .orderByRaw(
      `(to_tsvector('vetrina_italian', p.name) @@ ${QUERY} or ${nameContains}) desc,
        ${DOCUMENT} @@ ${QUERY} desc,
        ts_rank(${DOCUMENT}, ${QUERY}) desc,
        public.word_similarity(search_fold(?), ${FOLDED_NAME}) desc`,
      [text, pattern, text, text, text],
    );
}

/** Runs a search in a transaction whose name-similarity threshold is ours (`set_config(..., true)`). */
export async function withSearchSettings<T>(
  db: Knex,
  run: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw(`select set_config('pg_trgm.word_similarity_threshold', ?, true)`, [
      String(NAME_SIMILARITY_THRESHOLD),
    ]);
    return run(trx);
  });
}
