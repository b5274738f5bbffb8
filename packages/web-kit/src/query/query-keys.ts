/**
 * Every react-query key in one place. Public keys start with the resource name, admin ones with 'admin',
 * so `invalidateQueries({ queryKey: ['products'] })` refreshes all product lists at once.
 */
export const queryKeys = {
  products: ['products'] as const,
  featured: ['products', 'featured'] as const,
  product: (slug: string) => ['products', 'detail', slug] as const,
  productImages: (productId: string | number) => ['products', 'images', String(productId)] as const,
  categories: ['categories'] as const,
  category: (slug: string) => ['categories', 'detail', slug] as const,
  categoryProducts: (categoryId: string | number, excludeProductId?: string | number | null) =>
    [
      'products',
      'by-category',
      String(categoryId),
      excludeProductId == null ? null : String(excludeProductId),
    ] as const,
  testimonials: ['testimonials'] as const,
  /** The contact form's question and single-use token (GET /api/contact/form). */
  contactForm: ['contact', 'form'] as const,
  session: ['session'] as const,
  admin: ['admin'] as const,
  adminProducts: ['admin', 'products'] as const,
  adminProduct: (id: string | number) => ['admin', 'products', String(id)] as const,
  adminProductMedia: (id: string | number) => ['admin', 'products', String(id), 'media'] as const,
  adminCategories: ['admin', 'categories'] as const,
  adminCategory: (id: string | number) => ['admin', 'categories', String(id)] as const,
  users: ['admin', 'users'] as const,
  user: (id: string | number) => ['admin', 'users', String(id)] as const,
  adminTestimonials: ['admin', 'testimonials'] as const,
  adminTestimonial: (id: string | number) => ['admin', 'testimonials', String(id)] as const,
  messages: ['admin', 'messages'] as const,
  /** Lists, counts and single orders: one invalidation of this refreshes them all. */
  orders: ['admin', 'orders'] as const,
  order: (id: string | number) => ['admin', 'orders', 'detail', String(id)] as const,
  backups: ['admin', 'backups'] as const,
  /** The activity log ('Attività Recenti'): the dashboard's latest entries and /admin/attivita's pages. */
  activity: ['admin', 'activity'] as const,
  /** The site's settings ('Impostazioni'). */
  adminSettings: ['admin', 'settings'] as const,
  /** The signed-in user's passkeys ('Sicurezza'). */
  passkeys: ['admin', 'passkeys'] as const,
  backupJob: (jobId: string) => ['admin', 'backups', 'jobs', jobId] as const,
} as const;
