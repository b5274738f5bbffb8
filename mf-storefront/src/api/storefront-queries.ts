import { useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@vetrina/web-kit';
import { CACHE_TIME } from '@vetrina/contracts/constants';
import type {
  Category,
  CategoryDetail,
  Product,
  ProductMedia,
  RelatedProduct,
  Testimonial,
} from '@vetrina/contracts';

export function useProducts() {
  return useQuery({
    queryKey: queryKeys.products,
    queryFn: () => apiGet<Product[]>('/api/products'),
    staleTime: CACHE_TIME.products,
  });
}

export function useFeaturedProducts() {
  return useQuery({
    queryKey: queryKeys.featured,
    queryFn: () => apiGet<Product[]>('/api/products/featured'),
    staleTime: CACHE_TIME.featured,
  });
}

/** A draft's preview token (the page's `?anteprima=`), sent with that product's own reads. */
const previewQuery = (previewToken?: string) =>
  previewToken ? `?${new URLSearchParams({ anteprima: previewToken })}` : '';

export function useProduct(slug: string, previewToken?: string) {
  return useQuery({
    queryKey: previewToken ? [...queryKeys.product(slug), previewToken] : queryKeys.product(slug),
    queryFn: () => apiGet<Product>(`/api/products/${encodeURIComponent(slug)}${previewQuery(previewToken)}`),
    staleTime: CACHE_TIME.products,
  });
}

/** Spec §7: a failing media fetch falls back to an empty list (logged as a warning, not an error). */
export function useProductMedia(productId: number | undefined, previewToken?: string) {
  const key = queryKeys.productImages(productId ?? 0);
  return useQuery({
    queryKey: previewToken ? [...key, previewToken] : key,
    enabled: productId !== undefined,
    staleTime: CACHE_TIME.products,
    queryFn: async () => {
      try {
        return await apiGet<ProductMedia[]>(`/api/products/${productId}/images${previewQuery(previewToken)}`);
      } catch (err) {
        console.warn('Immagini del prodotto non disponibili', err);
        return [] as ProductMedia[];
      }
    },
  });
}

export function useCategories() {
  return useQuery({
    queryKey: queryKeys.categories,
    queryFn: () => apiGet<Category[]>('/api/categories'),
    staleTime: CACHE_TIME.categories,
  });
}

export function useCategory(slug: string) {
  return useQuery({
    queryKey: queryKeys.category(slug),
    queryFn: () => apiGet<CategoryDetail>(`/api/categories/${encodeURIComponent(slug)}`),
    staleTime: CACHE_TIME.category,
  });
}

export function useRelatedProducts(categoryId: number | null | undefined, excludeId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.categoryProducts(categoryId ?? 0, excludeId),
    enabled: categoryId != null && excludeId !== undefined,
    staleTime: CACHE_TIME.categoryProducts,
    queryFn: () =>
      apiGet<RelatedProduct[]>(`/api/categories/${categoryId}/products?exclude=${excludeId ?? ''}`),
  });
}

export function useTestimonials() {
  return useQuery({
    queryKey: queryKeys.testimonials,
    queryFn: () => apiGet<Testimonial[]>('/api/testimonials'),
    staleTime: CACHE_TIME.testimonials,
  });
}
