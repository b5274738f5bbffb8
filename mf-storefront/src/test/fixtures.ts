import type { Category, Product, ProductMedia, Testimonial } from '@vetrina/contracts';
import { EMPTY_PRODUCT_SAFETY } from '@vetrina/contracts/product-safety';

export const category: Category = {
  id: 1,
  name: 'Accessori',
  slug: 'accessori',
  description: 'Bavaglini, ciucciotti e piccoli accessori.',
  image: '/uploads/accessori.webp',
};

export const otherCategory: Category = {
  id: 2,
  name: 'Natale',
  slug: 'natale',
  description: null,
  image: null,
};

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 10,
    slug: 'bavaglino-orsetto',
    name: 'Bavaglino Orsetto',
    description: 'Bavaglino in cotone con orsetto ricamato.\nChiusura con bottone a pressione.',
    shortDescription: 'Bavaglino in cotone con orsetto ricamato.',
    image: '/uploads/bavaglino-orsetto.webp',
    price: '12.50',
    availability: 'Disponibile',
    categoryId: 1,
    category: {
      id: 1,
      name: 'Accessori',
      slug: 'accessori',
      description: 'Bavaglini, ciucciotti e piccoli accessori.',
    },
    featured: true,
    isCustomizable: false,
    customizationPrice: '8.00',
    imageAlt: 'Bavaglino bianco con un orsetto ricamato sul petto',
    ...EMPTY_PRODUCT_SAFETY,
    leadTimeMinDays: null,
    leadTimeMaxDays: null,
    questions: [],
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function media(overrides: Partial<ProductMedia> & Pick<ProductMedia, 'id'>): ProductMedia {
  return {
    productId: 10,
    imageUrl: `/uploads/extra-${overrides.id}.webp`,
    displayOrder: null,
    isVideo: false,
    videoUrl: null,
    altText: `Dettaglio ${overrides.id} del bavaglino`,
    ...overrides,
  };
}

export function testimonial(overrides: Partial<Testimonial> = {}): Testimonial {
  return {
    id: 1,
    name: 'Giulia Rossi',
    content: 'Bavaglino bellissimo, cucito con tantissima cura!',
    rating: 5,
    initials: 'GR',
    childName: 'Luca',
    childAge: '2 anni',
    verifiedOrder: false,
    ...overrides,
  };
}

/**
 * A product whose name and description try to break out of the page (a quote and a tag in the name, a
 * closing script tag in the description), for the tests of each page's head: the storefront's renderer
 * and the gateway's public pages through it.
 */
export const hostileProduct: Product = {
  id: 12,
  slug: 'bavaglino-orsetto',
  name: 'Bavaglino "Orsetto" <b>',
  description:
    'Un bavaglino in cotone morbido, cucito a mano con ricamo personalizzato. </script><script>alert(1)</script>',
  shortDescription: 'Bavaglino in cotone con ricamo',
  image: '/uploads/bavaglino.webp',
  price: null,
  availability: 'Su ordinazione',
  categoryId: 1,
  category: { id: 1, name: 'Accessori', slug: 'accessori', description: null },
  featured: true,
  isCustomizable: true,
  customizationPrice: '8.00',
  imageAlt: 'Bavaglino bianco con un orsetto ricamato',
  ...EMPTY_PRODUCT_SAFETY,
  leadTimeMinDays: null,
  leadTimeMaxDays: null,
  questions: [],
  updatedAt: '2025-03-04T10:00:00.000Z',
};
/** The hostile product's category, as its page reads it. */
export const headCategory: Category = {
  id: 1,
  name: 'Accessori',
  slug: 'accessori',
  description: 'Accessori cuciti a mano',
  image: 'accessori.webp',
};
