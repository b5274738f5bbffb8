import type { AdminTestimonial } from '@vetrina/contracts';

/** A testimonial as the admin API answers it. */
export function adminTestimonial(id: number, overrides: Partial<AdminTestimonial> = {}): AdminTestimonial {
  return {
    id,
    name: `Cliente ${id}`,
    content: 'Creazioni bellissime, cucite con cura.',
    rating: 5,
    initials: null,
    childName: null,
    childAge: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    published: true,
    verifiedOrder: false,
    ...overrides,
  };
}
