import { useEffect, useState } from 'react';
import type { CatalogueItem } from './catalogue-filter.ts';
import { searchProducts } from './search-products.ts';

/** How long typing must pause before the search asks the server (one request per pause, not per key). */
export const SEARCH_PAUSE_MS = 250;

interface Answer {
  /** The trimmed text these results answer. */
  query: string;
  /** null: the search failed. */
  items: CatalogueItem[] | null;
}

/**
 * The server's results for `query`, starting from the server render's (`initialItems` for
 * `initialQuery`). A new text is asked once typing pauses; until its answer comes the previous results
 * stay, with `busy` set. An answer to a text the visitor has since changed is dropped (its request aborted).
 */
export function useProductSearch(initialItems: CatalogueItem[], initialQuery: string, query: string) {
  const [answer, setAnswer] = useState<Answer>({ query: initialQuery.trim(), items: initialItems });
  const wanted = query.trim();
  const answered = answer.query;

  useEffect(() => {
    if (wanted === answered) return;
    const request = new AbortController();
    const timer = setTimeout(() => {
      searchProducts(wanted, request.signal).then(
        (items) => {
          if (!request.signal.aborted) setAnswer({ query: wanted, items });
        },
        () => {
          if (!request.signal.aborted) setAnswer({ query: wanted, items: null });
        },
      );
    }, SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [wanted, answered]);

  return { items: answer.items, busy: wanted !== answered };
}
