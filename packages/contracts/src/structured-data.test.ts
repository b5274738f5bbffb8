import { faqJsonLd, productJsonLd, schemaAvailability } from './structured-data.ts';
import { describe, expect, it } from 'vitest';
import type { Product } from './catalog.ts';
import { FAQ_ITEMS } from './faq.ts';
import { EMPTY_PRODUCT_SAFETY } from './product-safety-rules.ts';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 10,
  slug: 'bavaglino-orsetto',
  name: 'Bavaglino Orsetto',
  description: 'Bavaglino in cotone con orsetto ricamato.',
  shortDescription: 'Bavaglino in cotone con orsetto ricamato.',
  image: '/uploads/bavaglino-orsetto.webp',
  price: '12.50',
  availability: 'Disponibile',
  categoryId: 1,
  category: { id: 1, name: 'Accessori', slug: 'accessori', description: null },
  featured: true,
  isCustomizable: false,
  customizationPrice: '8.00',
  imageAlt: 'Bavaglino bianco con orsetto ricamato',
  leadTimeMinDays: null,
  leadTimeMaxDays: null,
  questions: [],
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...EMPTY_PRODUCT_SAFETY,
  ...overrides,
});

interface ProductLd {
  image: string;
  offers: {
    price: string;
    priceCurrency: string;
    shippingDetails: {
      shippingRate: { value: string };
      shippingDestination: { addressCountry: string };
      deliveryTime: { handlingTime: object; transitTime: object };
    };
  };
}

describe('product structured data', () => {
  it("uses the product's lead time as the handling time, one side standing for both", () => {
    const handling = (leadTimeMinDays: number | null, leadTimeMaxDays: number | null) =>
      (productJsonLd(product({ leadTimeMinDays, leadTimeMaxDays }), 'https://x', 'V')[0] as ProductLd).offers
        .shippingDetails.deliveryTime.handlingTime;
    expect(handling(7, 10)).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 7,
      maxValue: 10,
      unitCode: 'DAY',
    });
    expect(handling(4, null)).toMatchObject({ minValue: 4, maxValue: 4 });
    expect(handling(null, 6)).toMatchObject({ minValue: 6, maxValue: 6 });
    expect(handling(null, null)).toMatchObject({ minValue: 3, maxValue: 5 });
  });

  it("takes the shop's shipping rate and handling days from the settings when given", () => {
    const terms = { rate: '7.90', handlingDays: { min: 2, max: 8 } };
    const offers = (ld: object[]) => (ld[0] as ProductLd).offers.shippingDetails;
    const withTerms = offers(
      productJsonLd(product({ leadTimeMinDays: null, leadTimeMaxDays: null }), 'https://x', 'V', terms),
    );
    expect(withTerms.shippingRate.value).toBe('7.90');
    expect(withTerms.deliveryTime.handlingTime).toMatchObject({ minValue: 2, maxValue: 8 });
    // A product's own lead time still wins.
    const own = offers(
      productJsonLd(product({ leadTimeMinDays: 7, leadTimeMaxDays: 10 }), 'https://x', 'V', terms),
    );
    expect(own.deliveryTime.handlingTime).toMatchObject({ minValue: 7, maxValue: 10 });
  });

  it('maps availability to schema.org values', () => {
    expect(schemaAvailability('Disponibile')).toBe('https://schema.org/InStock');
    expect(schemaAvailability('Esaurito')).toBe('https://schema.org/OutOfStock');
    expect(schemaAvailability('Su ordinazione')).toBe('https://schema.org/PreOrder');
    expect(schemaAvailability('Pezzo unico')).toBe('https://schema.org/InStock');
  });

  it('describes offer, shipping to Italy and breadcrumbs', () => {
    const [ld, crumbs] = productJsonLd(product({ price: null }), 'https://shop.example', 'Vetrina') as [
      ProductLd,
      { itemListElement: { name: string }[] },
    ];
    expect(ld.offers.price).toBe('0.00');
    expect(ld.offers.priceCurrency).toBe('EUR');
    expect(ld.offers.shippingDetails.shippingRate.value).toBe('6.65');
    expect(ld.offers.shippingDetails.shippingDestination.addressCountry).toBe('IT');
    expect(ld.offers.shippingDetails.deliveryTime.handlingTime).toMatchObject({ minValue: 3, maxValue: 5 });
    expect(ld.offers.shippingDetails.deliveryTime.transitTime).toMatchObject({ minValue: 1, maxValue: 5 });
    expect(ld.image).toBe('https://shop.example/uploads/bavaglino-orsetto.webp');
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
      'Home',
      'Prodotti',
      'Accessori',
      'Bavaglino Orsetto',
    ]);
  });

  it('gives crawlers the same ten FAQ entries the page shows', () => {
    const data = faqJsonLd();
    expect(data.mainEntity).toHaveLength(10);
    expect(data.mainEntity[0]!.name).toBe(FAQ_ITEMS[0].question);
  });
});
