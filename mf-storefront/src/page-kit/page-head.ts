import type { MakerIdentity, ShippingTerms } from '@vetrina/contracts';

/** A page's main picture (its LCP image), downloaded with the HTML at high priority. */
export interface ImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
  type?: string;
}

/**
 * What a page says about itself in its `<head>`: title, description, canonical and social tags, JSON-LD,
 * and the picture to start with the HTML. Written by the page from the data it loaded.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The canonical path (`/prodotti/x`); null for the 404 page, which is no address's canonical page. */
  path: string | null;
  keywords?: readonly string[];
  ogType?: string;
  /** The page's own picture (any size); without it the 1200x630 default social image is used. */
  image?: string | null;
  imageAlt?: string;
  robots?: string;
  jsonLd?: object[];
  preloads?: ImagePreload[];
}

/** What the head depends on besides the page's data: the site's name and origin, its shipping and maker. */
export interface HeadSite {
  siteName: string;
  /** The public origin (PUBLIC_URL), for canonical and social URLs. */
  origin: string;
  /** The settings' shipping figures; the spec's when the settings could not be read. */
  shipping?: ShippingTerms;
  /** 'Produttore' of the settings: the products' `manufacturer`. */
  maker?: MakerIdentity;
}

/** The head of a page that shows its own not-found state (an unknown product or category): never indexed. */
export const notFoundHead = (title: string, description: string, path: string | null): PageHead => ({
  title,
  description,
  path,
  robots: 'noindex, follow',
});
