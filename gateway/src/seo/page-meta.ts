import { DEFAULT_KEYWORDS, faqJsonLd, pageSummaryOf, productJsonLd } from '@vetrina/contracts';
import type { Product } from '@vetrina/contracts';
import type { CatalogClient } from './catalog-client.ts';
import type { PageMeta } from './head-tags.ts';
import type { Preload } from './preload-tags.ts';
import { fetchPreload, imagePreload } from './preload-tags.ts';

/** Titles and descriptions as the storefront pages set them (usePageMeta calls in mf-storefront). */
export function staticPages(siteName: string): Record<string, Omit<PageMeta, 'path'>> {
  return {
    '/': {
      title: 'Home',
      description:
        'Prodotti di cucito artigianale per bambini: bavaglini, cuscini, set nascita e accessori fatti a mano e personalizzabili.',
    },
    '/chi-siamo': {
      title: 'Chi Siamo',
      description:
        'La storia del nostro laboratorio di cucito artigianale: creazioni fatte a mano per bambini, con materiali sicuri e personalizzabili.',
    },
    '/prodotti': {
      title: 'I Nostri Prodotti',
      description:
        'Il catalogo completo delle nostre creazioni cucite a mano per bambini: bavaglini, cuscini, set nascita, giochi e accessori personalizzabili.',
    },
    '/contatti': {
      title: 'Contattaci',
      description: 'Contattaci per ordini, informazioni o un preventivo per una creazione personalizzata.',
    },
    '/termini': {
      title: 'Termini e Condizioni',
      description: `Termini e condizioni di vendita di ${siteName}: ordini, pagamenti, personalizzazioni, spedizioni e resi.`,
    },
    '/privacy': {
      title: 'Privacy Policy',
      description: `Informativa sulla privacy di ${siteName}: quali dati raccogliamo, perché e come li proteggiamo.`,
    },
    '/spedizioni': {
      title: 'Spedizioni',
      description:
        'Tempi e costi di spedizione: prodotti disponibili pronti in 1-2 giorni lavorativi, su ordinazione in 3-5; spedizione da 6,65 €.',
    },
    '/faq': {
      title: 'Domande Frequenti',
      description:
        'Risposte alle domande più frequenti su ordini, personalizzazioni, tempi di realizzazione, spedizioni, pagamenti e resi.',
      jsonLd: [faqJsonLd()],
    },
  };
}

export interface ResolvedPage {
  status: number;
  meta: PageMeta;
  /** The API reads (and LCP picture) the page's scripts will make, started with the HTML. */
  preloads?: Preload[];
}

/** What the storefront's landing pages fetch first (mf-storefront storefront-queries). */
const STATIC_PRELOADS: Record<string, string[]> = {
  '/': ['/api/products/featured', '/api/categories', '/api/testimonials'],
  '/prodotti': ['/api/products', '/api/categories'],
};
/** The product page's main picture `sizes` (mf-storefront ProductGallery MAIN_IMAGE_SIZES). */
const PRODUCT_IMAGE_SIZES = '(max-width: 900px) 100vw, 600px';

const SLUG = /^[a-z0-9-]{1,200}$/i;

/** Category images may be stored as a bare file name under /uploads (spec §3). */
const categoryImage = (image: string | null) =>
  !image ? null : image.startsWith('/') || /^https?:\/\//.test(image) ? image : `/uploads/${image}`;

const notFoundPage = (title: string, description: string, path: string): ResolvedPage => ({
  status: 404,
  meta: { title, description, path, robots: 'noindex, follow' },
});

/** Public pages whose HTML carries server-side metadata. */
export const isPagePath = (path: string, siteName: string) =>
  Object.hasOwn(staticPages(siteName), path) || /^\/(prodotti|categorie)\/[^/]+$/.test(path);

function productMeta(found: Product, site: { siteName: string; origin: string }): PageMeta {
  return {
    title: found.name,
    description: pageSummaryOf(found.description, found.shortDescription),
    path: `/prodotti/${found.slug}`,
    keywords: [found.name, ...(found.category ? [found.category.name] : []), ...DEFAULT_KEYWORDS],
    ogType: 'product',
    image: found.image,
    imageAlt: found.imageAlt || found.name,
    jsonLd: productJsonLd(found, site.origin, site.siteName),
  };
}

/** Metadata for a public page path, or null when the path is not one the gateway describes. */
export async function resolvePage(
  path: string,
  catalog: CatalogClient,
  site: { siteName: string; origin: string },
  /** A draft's preview link: the product is read with it, and the page is never indexed. */
  previewToken?: string,
): Promise<ResolvedPage | null> {
  const known = Object.hasOwn(staticPages(site.siteName), path)
    ? staticPages(site.siteName)[path]
    : undefined;
  if (known)
    return {
      status: 200,
      meta: { ...known, path },
      preloads: (STATIC_PRELOADS[path] ?? []).map(fetchPreload),
    };

  const product = /^\/prodotti\/([^/]+)$/.exec(path)?.[1];
  if (product !== undefined) {
    const found = SLUG.test(product) ? await catalog.product(product, previewToken) : null;
    if (!found)
      return notFoundPage(
        'Prodotto non trovato',
        'Il prodotto che stai cercando non è disponibile o è stato rimosso.',
        path,
      );
    const image = imagePreload(found.image, PRODUCT_IMAGE_SIZES);
    if (previewToken !== undefined)
      return {
        status: 200,
        preloads: image ? [image] : [],
        meta: { ...productMeta(found, site), robots: 'noindex' },
      };
    return {
      status: 200,
      preloads: [
        fetchPreload(`/api/products/${encodeURIComponent(product)}`),
        fetchPreload(`/api/products/${found.id}/images`),
        ...(found.category && found.categoryId != null
          ? [fetchPreload(`/api/categories/${found.categoryId}/products?exclude=${found.id}`)]
          : []),
        ...(image ? [image] : []),
      ],
      meta: productMeta(found, site),
    };
  }

  const category = /^\/categorie\/([^/]+)$/.exec(path)?.[1];
  if (category !== undefined) {
    const found = SLUG.test(category) ? await catalog.category(category) : null;
    if (!found)
      return notFoundPage(
        'Categoria non trovata',
        'La categoria che stai cercando non esiste o è stata rimossa.',
        path,
      );
    const c = found.category;
    return {
      status: 200,
      preloads: [fetchPreload(`/api/categories/${encodeURIComponent(category)}`)],
      meta: {
        title: c.name,
        description:
          c.description ||
          `Scopri le creazioni artigianali della categoria ${c.name}: prodotti cuciti a mano per bambini.`,
        path: `/categorie/${c.slug}`,
        keywords: [c.name, 'fatto a mano', 'bambini', 'cucito creativo'],
        image: categoryImage(c.image),
        imageAlt: c.name,
      },
    };
  }
  return null;
}
