import type { Category, CategoryDetail, Product } from '@vetrina/contracts';
import { PREVIEW_PARAM } from './preview.ts';
import { createTtlCache } from './ttl-cache.ts';

export interface CatalogClient {
  /** With a preview token: a draft too, read afresh and never cached. */
  product(slug: string, previewToken?: string): Promise<Product | null>;
  category(slug: string): Promise<CategoryDetail | null>;
  products(): Promise<Product[]>;
  categories(): Promise<Category[]>;
  /** Forgets every cached read. */
  clear(): void;
}

const TIMEOUT_MS = 3000;

/** Public catalogue reads for page metadata, cached briefly so injected pages stay fast. */
export function createCatalogClient(baseUrl: string, ttlMs: number): CatalogClient {
  const cache = createTtlCache<unknown>(ttlMs);

  async function read<T>(path: string): Promise<T | null> {
    const res = await fetch(new URL(path, baseUrl), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`catalog answered ${res.status} for ${path}`);
    return (await res.json()) as T;
  }
  const cached = <T>(path: string) => cache.get(path, () => read<T>(path)) as Promise<T | null>;

  return {
    product: (slug, previewToken) =>
      previewToken === undefined
        ? cached<Product>(`/api/products/${encodeURIComponent(slug)}`)
        : read<Product>(
            `/api/products/${encodeURIComponent(slug)}?${new URLSearchParams({ [PREVIEW_PARAM]: previewToken })}`,
          ),
    category: (slug) => cached<CategoryDetail>(`/api/categories/${encodeURIComponent(slug)}`),
    products: async () => (await cached<Product[]>('/api/products')) ?? [],
    categories: async () => (await cached<Category[]>('/api/categories')) ?? [],
    clear: () => cache.clear(),
  };
}
