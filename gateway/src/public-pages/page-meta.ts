import { DEFAULT_KEYWORDS, faqJsonLd, pageSummaryOf, productJsonLd } from '@vetrina/contracts';
import type { MakerIdentity, Product, ShippingTerms } from '@vetrina/contracts';
import { matchPage, NOT_FOUND_TEXT, PUBLIC_PAGES } from '@vetrina/contracts/pages';
import type { PageId, PageSite, PublicPage, StructuredDataKind } from '@vetrina/contracts/pages';
import type { CatalogClient } from './catalog-client.ts';
import type { PageMeta } from './head-tags.ts';
import type { Preload } from './preload-tags.ts';
import { imagePreload } from './preload-tags.ts';

/** What the metadata of every page depends on: the origin, and the site's settings (name, shipping). */
export interface MetaSite extends PageSite {
  origin: string;
  shipping?: ShippingTerms;
  /** 'Produttore' of the settings: the products' `manufacturer`. */
  maker?: MakerIdentity;
}

export interface ResolvedPage {
  status: number;
  /** The page table's entry; null for a path no public page has (the 404 page). */
  pageId: PageId | null;
  meta: PageMeta;
  /** The page's main picture (a product's), started with the HTML. */
  preloads?: Preload[];
}

/** The product page's main picture `sizes` (mf-storefront ProductGallery MAIN_IMAGE_SIZES). */
const PRODUCT_IMAGE_SIZES = '(max-width: 900px) 100vw, 600px';

const SLUG = /^[a-z0-9-]{1,200}$/i;

/** Category images may be stored as a bare file name under /uploads (spec §3). */
const categoryImage = (image: string | null) =>
  !image ? null : image.startsWith('/') || /^https?:\/\//.test(image) ? image : `/uploads/${image}`;

/** Pages whose title and description the table gives (every public page but products and categories). */
export const STATIC_PAGES: readonly PublicPage[] = PUBLIC_PAGES.filter((p) => p.text !== null);

const STRUCTURED_DATA: Record<Exclude<StructuredDataKind, 'product'>, () => object[]> = {
  none: () => [],
  faq: () => [faqJsonLd()],
};

/** The 404 page of a path no public page has (and of a private page's wrong link: the same page). */
export const missingPage = (path: string): ResolvedPage =>
  notFoundPage(null, NOT_FOUND_TEXT.title, NOT_FOUND_TEXT.description, path);

const notFoundPage = (
  pageId: PageId | null,
  title: string,
  description: string,
  path: string,
): ResolvedPage => ({
  status: 404,
  pageId,
  meta: { title, description, path, robots: 'noindex, follow' },
});

function productMeta(found: Product, site: MetaSite): PageMeta {
  return {
    title: found.name,
    description: pageSummaryOf(found.description, found.shortDescription),
    path: `/prodotti/${found.slug}`,
    keywords: [found.name, ...(found.category ? [found.category.name] : []), ...DEFAULT_KEYWORDS],
    ogType: 'product',
    image: found.image,
    imageAlt: found.imageAlt || found.name,
    jsonLd: productJsonLd(found, site.origin, site.siteName, site.shipping, site.maker),
  };
}

/**
 * Status, metadata and preloads of a page path: a public page of the table (404 for an unknown product or
 * category), or the 404 page for any other path.
 */
export async function resolvePage(
  path: string,
  catalog: CatalogClient,
  site: MetaSite,
  /** A draft's preview link: the product is read with it, and the page is never indexed. */
  previewToken?: string,
): Promise<ResolvedPage> {
  const match = matchPage(path);
  if (!match) return missingPage(path);
  const { page, params } = match;
  if (page.text) {
    const text = page.text(site);
    const jsonLd = page.structuredData === 'product' ? [] : STRUCTURED_DATA[page.structuredData]();
    return {
      status: 200,
      pageId: page.id,
      meta: {
        ...text,
        path: page.path,
        ...(jsonLd.length > 0 ? { jsonLd } : {}),
        ...(page.noindex ? { robots: 'noindex, nofollow' } : {}),
      },
    };
  }

  const slug = params.slug ?? '';
  if (page.id === 'product') {
    const found = SLUG.test(slug) ? await catalog.product(slug, previewToken) : null;
    if (!found)
      return notFoundPage(
        page.id,
        'Prodotto non trovato',
        'Il prodotto che stai cercando non è disponibile o è stato rimosso.',
        path,
      );
    const image = imagePreload(found.image, PRODUCT_IMAGE_SIZES);
    const meta = productMeta(found, site);
    return {
      status: 200,
      pageId: page.id,
      preloads: image ? [image] : [],
      meta: previewToken === undefined ? meta : { ...meta, robots: 'noindex' },
    };
  }

  const found = SLUG.test(slug) ? await catalog.category(slug) : null;
  if (!found)
    return notFoundPage(
      page.id,
      'Categoria non trovata',
      'La categoria che stai cercando non esiste o è stata rimossa.',
      path,
    );
  const c = found.category;
  return {
    status: 200,
    pageId: page.id,
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
