// schema.org data for crawlers, built the same way by the gateway (HTML for link previews) and the
// storefront (client-side head). Kept free of zod so the public first load stays small.
import { SHIPPING } from './constants.ts';
import { FAQ_ITEMS } from './faq.ts';
import type { Product } from './catalog.ts';
import { productSafetyJsonLd } from './product-safety-json-ld.ts';
import type { MakerIdentity } from './product-safety-rules.ts';

const SCHEMA = 'https://schema.org/';

export const absoluteUrl = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** disponibile → InStock, esaurito → OutOfStock, su ordinazione → PreOrder, anything else → InStock (spec §4). */
export function schemaAvailability(availability: string | null | undefined): string {
  switch ((availability ?? '').trim().toLowerCase()) {
    case 'esaurito':
      return `${SCHEMA}OutOfStock`;
    case 'su ordinazione':
      return `${SCHEMA}PreOrder`;
    default:
      return `${SCHEMA}InStock`;
  }
}

const days = (min: number, max: number) => ({
  '@type': 'QuantitativeValue',
  minValue: min,
  maxValue: max,
  unitCode: 'DAY',
});

/** A product's lead time in working days, one side standing for both when alone; null when unset. */
export function leadTimeOf(
  product: Pick<Product, 'leadTimeMinDays' | 'leadTimeMaxDays'>,
): { min: number; max: number } | null {
  const min = product.leadTimeMinDays ?? product.leadTimeMaxDays;
  const max = product.leadTimeMaxDays ?? product.leadTimeMinDays;
  return min == null || max == null ? null : { min, max };
}

export function breadcrumbJsonLd(origin: string, crumbs: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${origin}${c.path}`,
    })),
  };
}

/** The shop's shipping figures (the settings' rate and handling days; the spec's by default). */
export interface ShippingTerms {
  /** Exact decimal in euro, e.g. '6.65'. */
  rate: string;
  handlingDays: { min: number; max: number };
}

export const DEFAULT_SHIPPING_TERMS: ShippingTerms = {
  rate: SHIPPING.rate,
  handlingDays: SHIPPING.handlingDays,
};

/**
 * Product + BreadcrumbList (spec §9: handling = the product's lead time, else the shop's handling days,
 * 3-5 by default; transit 1-5 days).
 */
export function productJsonLd(
  product: Product,
  origin: string,
  siteName: string,
  shipping: ShippingTerms = DEFAULT_SHIPPING_TERMS,
  maker?: MakerIdentity,
): object[] {
  const url = `${origin}/prodotti/${product.slug}`;
  const handling = leadTimeOf(product) ?? shipping.handlingDays;
  const productLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.shortDescription || product.description,
    image: absoluteUrl(origin, product.image),
    sku: product.sku ?? String(product.id),
    url,
    brand: { '@type': 'Brand', name: siteName },
    ...(product.category ? { category: product.category.name } : {}),
    ...productSafetyJsonLd(product, maker),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price ?? '0.00',
      priceCurrency: SHIPPING.currency,
      availability: schemaAvailability(product.availability),
      itemCondition: `${SCHEMA}NewCondition`,
      seller: { '@type': 'Organization', name: siteName },
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: shipping.rate, currency: SHIPPING.currency },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: SHIPPING.country },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: days(handling.min, handling.max),
          transitTime: days(SHIPPING.transitDays.min, SHIPPING.transitDays.max),
        },
      },
    },
  };
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Prodotti', path: '/prodotti' },
    ...(product.category
      ? [{ name: product.category.name, path: `/categorie/${product.category.slug}` }]
      : []),
    { name: product.name, path: `/prodotti/${product.slug}` },
  ];
  return [productLd, breadcrumbJsonLd(origin, crumbs)];
}

/** schema.org FAQPage for /faq. */
export const faqJsonLd = () => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: FAQ_ITEMS.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});
