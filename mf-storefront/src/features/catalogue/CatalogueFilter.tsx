import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ProductCard } from '../../shared/ProductCard.tsx';
import { ProductGrid } from '../../shared/ProductGrid.tsx';
import { buttonClass } from '../../shared/ui/ButtonLink.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import text from '../../shared/ui/text.module.css';
import {
  ALL_CATEGORIES,
  CATEGORY_PARAM,
  QUERY_PARAM,
  SEARCH_MAX_LENGTH,
  catalogueSearch,
  filterByCategory,
  type CatalogueItem,
} from './catalogue-filter.ts';
import { CatalogueError } from './CatalogueError.tsx';
import styles from './CatalogueFilter.module.css';
import { useProductSearch } from './use-product-search.ts';

export interface CatalogueFilterProps {
  /** The search's ranked matches for `query` (every product when blank), of every category. */
  items: CatalogueItem[];
  categories: { slug: string; name: string }[];
  /** The filters of the requested URL (`?q=`, `?categoria=`), already applied by the server render. */
  query: string;
  category: string;
}

/**
 * The catalogue's search, category filter and results (island). Without JavaScript it is a GET form: the
 * server searches and filters by the query string. Hydrated, it asks the server's search once typing
 * pauses, filters the category at once, and keeps the URL in step (history.replaceState), so a reload or
 * a shared link shows the same results.
 */
export function CatalogueFilter({
  items,
  categories,
  query: initialQuery,
  category: initialCategory,
}: CatalogueFilterProps) {
  const [query, setQuery] = useState(initialQuery);
  const [category, setCategory] = useState(initialCategory);
  const search = useRef<HTMLInputElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const clearFormId = useId();
  const categoryId = useId();

  // What a visitor typed or chose before the script ran is kept, not reset to the server's values.
  useEffect(() => {
    if (search.current && search.current.value !== initialQuery) setQuery(search.current.value);
    if (select.current && select.current.value !== initialCategory) setCategory(select.current.value);
  }, [initialQuery, initialCategory]);

  useEffect(() => {
    const url = `${window.location.pathname}${catalogueSearch(query, category)}`;
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(window.history.state, '', url);
  }, [query, category]);

  const found = useProductSearch(items, initialQuery, query);
  const visible = useMemo(
    () => (found.items ? filterByCategory(found.items, category) : null),
    [found.items, category],
  );
  const clear = (event: MouseEvent) => {
    event.preventDefault();
    setQuery('');
    setCategory(ALL_CATEGORIES);
  };

  return (
    <>
      <form
        role="search"
        action="/prodotti"
        method="get"
        className={styles.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.searchField}>
          <Icon path={ICONS.search} />
          <input
            ref={search}
            type="search"
            name={QUERY_PARAM}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Cerca prodotti..."
            aria-label="Cerca prodotti"
            maxLength={SEARCH_MAX_LENGTH}
            className={styles.searchInput}
          />
        </div>
        <div className={styles.categoryField}>
          <label htmlFor={categoryId} className={styles.label}>
            Categoria
          </label>
          <select
            ref={select}
            id={categoryId}
            name={CATEGORY_PARAM}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className={styles.select}
          >
            <option value={ALL_CATEGORIES}>Tutte le categorie</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
          <Icon path={ICONS.arrowDown} />
        </div>
        <div className={styles.buttons}>
          {/* Without JavaScript the filters apply on submit; with it, as the visitor types. */}
          <noscript>
            <button type="submit" className={buttonClass('contained')}>
              Cerca
            </button>
          </noscript>
          <button type="submit" form={clearFormId} onClick={clear} className={buttonClass('outlined')}>
            Cancella filtri
          </button>
        </div>
      </form>
      {/* 'Cancella filtri' without JavaScript: an empty search, i.e. plain /prodotti. */}
      <form id={clearFormId} action="/prodotti" method="get" hidden />
      {/* While a search is on its way, the previous results stay, marked busy. */}
      <div aria-busy={found.busy} className={styles.results}>
        {!visible ? (
          <CatalogueError />
        ) : visible.length === 0 ? (
          <div role="status" className={styles.empty}>
            <h2 className={`${text.h5} ${text.gutter}`}>Nessun prodotto trovato</h2>
            <p className={`${text.body} ${text.secondary}`}>
              Non ci sono prodotti che corrispondono ai filtri selezionati.
            </p>
          </div>
        ) : (
          <ProductGrid label="Prodotti">
            {visible.map((item, index) => (
              <ProductCard key={item.id} product={item} headingLevel="h2" priority={index === 0} />
            ))}
          </ProductGrid>
        )}
      </div>
    </>
  );
}
