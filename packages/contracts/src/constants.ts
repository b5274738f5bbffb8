/** The five fixed categories of the shop (spec §2, header). */
export const FIXED_CATEGORIES = [
  { name: 'Accessori', slug: 'accessori' },
  { name: 'Set nascita', slug: 'set-nascita' },
  { name: 'Giochi', slug: 'giochi' },
  { name: 'Per noi Mamme', slug: 'per-noi-mamme' },
  { name: 'Natale', slug: 'natale' },
] as const;

/** Availability is free text; these are the values offered in forms (spec §4). */
export const AVAILABILITY_VALUES = ['Disponibile', 'Pezzo unico', 'Esaurito', 'Su ordinazione'] as const;
export const DEFAULT_AVAILABILITY = 'Disponibile';
export const DEFAULT_CUSTOMIZATION_PRICE = '8.00';

export const SHORT_DESCRIPTION_FALLBACK_LENGTH = 100;
export const PAGE_SUMMARY_FALLBACK_LENGTH = 160;
export const RATING_SCALE = 5;
export const MOBILE_BREAKPOINT_PX = 768;

const MINUTE = 60_000;
/** Client cache freshness per query (spec §9). */
export const CACHE_TIME = {
  products: 5 * MINUTE,
  featured: 5 * MINUTE,
  category: 5 * MINUTE,
  categoryProducts: 5 * MINUTE,
  categories: 10 * MINUTE,
  testimonials: 30 * MINUTE,
  adminMessages: 5 * MINUTE,
} as const;

/** Loading placeholder counts (spec §9). */
export const PLACEHOLDERS = {
  featured: 3,
  categories: 4,
  testimonials: 3,
  catalogue: 6,
  related: 4,
  messages: 6,
} as const;

export const DASHBOARD_LIST_SIZE = 5;
export const SKELETON_DELAY_MS = 800;
export const CONTACT_MIN_FILL_MS = 5000;
export const TOAST_DURATION_MS = 5000;
export const THEME_STORAGE_KEY = 'theme';
export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** Structured data constants (spec §9). */
export const SHIPPING = {
  currency: 'EUR',
  rate: '6.65',
  country: 'IT',
  /** Handling time of a product without its own lead time (spec §9, issue 9: 3-5 working days). */
  handlingDays: { min: 3, max: 5 },
  transitDays: { min: 1, max: 5 },
} as const;

export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
export const SITE_LOCALE = 'it_IT';
export const DEFAULT_KEYWORDS = [
  'cucito creativo',
  'prodotti artigianali per bambini',
  'bavaglini personalizzati',
  'cuscini personalizzati',
  'set nascita',
  'fatto a mano',
  'idee regalo bambini',
] as const;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
