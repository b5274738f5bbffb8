import { SHIPPING } from '@vetrina/contracts/constants';
import type { Product } from '@vetrina/contracts';

const SCHEMA = 'https://schema.org/';

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

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Product + BreadcrumbList JSON-LD for the product page (spec §9, product page reading of the times). */
export function productJsonLd(product: Product, origin: string, siteName: string): object[] {
  const url = `${origin}/prodotti/${product.slug}`;
  const day = (min: number, max: number) => ({
    '@type': 'QuantitativeValue',
    minValue: min,
    maxValue: max,
    unitCode: 'DAY',
  });
  const productLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.shortDescription || product.description,
    image: absolute(origin, product.image),
    sku: String(product.id),
    url,
    brand: { '@type': 'Brand', name: siteName },
    ...(product.category ? { category: product.category.name } : {}),
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
        shippingRate: { '@type': 'MonetaryAmount', value: SHIPPING.rate, currency: SHIPPING.currency },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: SHIPPING.country },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: day(SHIPPING.handlingDays.min, SHIPPING.handlingDays.max),
          transitTime: day(SHIPPING.transitDays.min, SHIPPING.transitDays.max),
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
  const breadcrumbLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${origin}${c.path}`,
    })),
  };
  return [productLd, breadcrumbLd];
}
