import type { Category, CategoryDetail, Product } from '@vetrina/contracts';
import { createTtlCache } from './ttl-cache.ts';

export interface CatalogClient {
  product(slug: string): Promise<Product | null>;
  category(slug: string): Promise<CategoryDetail | null>;
  products(): Promise<Product[]>;
  categories(): Promise<Category[]>;
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
    product: (slug) => cached<Product>(`/api/products/${encodeURIComponent(slug)}`),
    category: (slug) => cached<CategoryDetail>(`/api/categories/${encodeURIComponent(slug)}`),
    products: async () => (await cached<Product[]>('/api/products')) ?? [],
    categories: async () => (await cached<Category[]>('/api/categories')) ?? [],
  };
}
