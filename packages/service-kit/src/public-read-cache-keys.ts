/**
 * Cache keys from what a read uses. Shared links carry a parameter unique per click (`fbclid`, `gclid`,
 * `utm_*`…) and anyone may add `?x=n`: keyed on the raw URL, each such visit would miss and evict real
 * entries. A key keeps only the query parameters its route declares, in a fixed order; every other
 * parameter changes nothing in the answer and is left out.
 */

/** The query parameters each public API read uses, by path prefix (the services' zod query schemas). */
export const PUBLIC_READ_PARAMS: Readonly<Record<string, readonly string[]>> = {
  // ?q= search, ?category= filter, ?anteprima= a draft's preview link (never cached, see bypassParams).
  '/api/products': ['q', 'category', 'anteprima'],
  // /api/categories/:slug/products?exclude=:id (a product page's related products).
  '/api/categories': ['exclude'],
  '/api/testimonials': [],
  '/api/settings': [],
};

/** The declared parameters of a path, or undefined when no prefix of the table covers it. */
export function declaredParamsOf(
  pathname: string,
  table: Readonly<Record<string, readonly string[]>> = PUBLIC_READ_PARAMS,
): readonly string[] | undefined {
  const lower = pathname.toLowerCase();
  // Asked on every public read: no entry arrays or prefix strings made per call.
  for (const prefix in table)
    if (lower.startsWith(prefix) && (lower.length === prefix.length || lower[prefix.length] === '/'))
      return table[prefix];
  return undefined;
}

/**
 * `path?query` reduced to the path and the declared parameters (declaration order, each name's values
 * in their order), e.g. `/prodotti?utm_source=ig&q=bavaglino&fbclid=x` → `/prodotti?q=bavaglino`.
 */
export function normalisedUrl(url: string, declared: readonly string[]): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const path = url.slice(0, queryStart);
  const given = new URLSearchParams(url.slice(queryStart + 1));
  const kept = new URLSearchParams();
  for (const name of declared) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** A public API read's cache key: its declared parameters only (the whole URL for an undeclared path). */
export function publicReadKey(url: string): string {
  const declared = declaredParamsOf(url.split('?')[0]!);
  return declared ? normalisedUrl(url, declared) : url;
}
