import {
  EMPTY_PRODUCT_SAFETY,
  type AdminProduct,
  type Category,
  type ProductMedia,
} from '@vetrina/contracts';

/** Test data shaped like the admin API's answers. */
export const CATEGORIES: Category[] = [
  { id: 1, name: 'Accessori', slug: 'accessori', description: 'Per tutti i giorni', image: null },
  { id: 3, name: 'Giochi', slug: 'giochi', description: null, image: '/uploads/giochi.webp' },
];

export function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 7,
    slug: 'bavaglino-volpe',
    name: 'Bavaglino Volpe',
    description: 'Un bavaglino di cotone con una volpe ricamata.',
    shortDescription: null,
    image: '/uploads/volpe.webp',
    imageAlt: 'Bavaglino Volpe',
    price: '12.50',
    availability: 'Disponibile',
    categoryId: 1,
    category: { id: 1, name: 'Accessori', slug: 'accessori', description: 'Per tutti i giorni' },
    featured: false,
    isCustomizable: false,
    customizationPrice: '8.00',
    ...EMPTY_PRODUCT_SAFETY,
    safetyMissing: [],
    leadTimeMinDays: null,
    leadTimeMaxDays: null,
    questions: [],
    published: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function media(id: number, displayOrder: number | null, isVideo = false): ProductMedia {
  return {
    id,
    productId: 7,
    imageUrl: `/uploads/extra-${id}.webp`,
    displayOrder,
    isVideo,
    videoUrl: isVideo ? 'https://www.instagram.com/reel/abc/' : null,
    altText: `Foto ${id}`,
  };
}
