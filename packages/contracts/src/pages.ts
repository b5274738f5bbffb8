import { SHIPPING } from './constants.ts';

/**
 * The storefront's public pages, keyed by route: one table read by the gateway (status, head tags, data
 * preloads, structured data, script preloads from the chunk map) and by the pages themselves (their
 * usePageMeta text), so a title or a path is written once. Texts are those of the spec, to the letter.
 * Zod-free and React-free: the gateway, the storefront and its renderer all import it.
 */
export type PageId =
  | 'home'
  | 'about'
  | 'catalogue'
  | 'product'
  | 'category'
  | 'contact'
  | 'terms'
  | 'privacy'
  | 'shipping'
  | 'faq'
  | 'order'
  | 'testimonial-form';

export interface PageText {
  title: string;
  description: string;
}

/** What a page's text may depend on: the site's settings (its name, the shipping figures). */
export interface PageSite {
  siteName: string;
  /** The settings' shipping rate ('6.65') and handling days; the spec's figures when absent. */
  shippingRate?: string;
  handlingDaysMin?: number;
  handlingDaysMax?: number;
}

export type StructuredDataKind = 'none' | 'faq' | 'product';

export interface PublicPage {
  id: PageId;
  /** The route's pattern, as react-router writes it: `/prodotti/:slug`. */
  path: string;
  /** Title and description; null where the page's data gives them (a product, a category). */
  text: ((site: PageSite) => PageText) | null;
  /**
   * The API reads the page makes first, preloaded with its HTML. `:name` parts are filled from the route's
   * parameters and, for dynamic pages, from the data (`:id`, `:categoryId` of the product read first).
   */
  reads: readonly string[];
  structuredData: StructuredDataKind;
  /** Rendered afresh for each visitor and never stored by any cache (the contact form's single-use token). */
  perVisitor: boolean;
  /** Never indexed: a page for one person (a customer's order, her testimonial form). */
  noindex: boolean;
  /**
   * The query parameters the page reads. Any other (`utm_*`, `fbclid`…) changes nothing on it: the page
   * cache keys on these only and renders the page without the others.
   */
  queryParams: readonly string[];
}

/** 6.65 → '6,65 €', as the storefront's formatPrice writes it. */
const euro = (amount: string) => `${amount.replace('.', ',')} €`;

const page = (
  id: PageId,
  path: string,
  text: PublicPage['text'],
  extra: Partial<
    Pick<PublicPage, 'reads' | 'structuredData' | 'perVisitor' | 'noindex' | 'queryParams'>
  > = {},
): PublicPage => ({
  id,
  path,
  text,
  reads: [],
  structuredData: 'none',
  perVisitor: false,
  noindex: false,
  queryParams: [],
  ...extra,
});

export const PUBLIC_PAGES: readonly PublicPage[] = [
  page(
    'home',
    '/',
    () => ({
      title: 'Home',
      description:
        'Prodotti di cucito artigianale per bambini: bavaglini, cuscini, set nascita e accessori fatti a mano e personalizzabili.',
    }),
    { reads: ['/api/products/featured', '/api/categories', '/api/testimonials'] },
  ),
  page('about', '/chi-siamo', () => ({
    title: 'Chi Siamo',
    description:
      'La storia del nostro laboratorio di cucito artigianale: creazioni fatte a mano per bambini, con materiali sicuri e personalizzabili.',
  })),
  page(
    'catalogue',
    '/prodotti',
    () => ({
      title: 'I Nostri Prodotti',
      description:
        'Il catalogo completo delle nostre creazioni cucite a mano per bambini: bavaglini, cuscini, set nascita, giochi e accessori personalizzabili.',
    }),
    // The catalogue's search and category filter (they work without JavaScript through the query string).
    { reads: ['/api/products', '/api/categories'], queryParams: ['q', 'categoria'] },
  ),
  page('product', '/prodotti/:slug', null, {
    reads: [
      '/api/products/:slug',
      '/api/products/:id/images',
      '/api/categories/:categoryId/products?exclude=:id',
    ],
    structuredData: 'product',
    // A draft's preview link (never cached).
    queryParams: ['anteprima'],
  }),
  page('category', '/categorie/:slug', null, { reads: ['/api/categories/:slug'] }),
  page(
    'contact',
    '/contatti',
    () => ({
      title: 'Contattaci',
      description: 'Contattaci per ordini, informazioni o un preventivo per una creazione personalizzata.',
    }),
    // ?oggetto= pre-fills the subject; ?inviato= and ?errore= follow a form posted without JavaScript;
    // ?prodotto= names the product a request is about ('Richiedi Informazioni', issue 30).
    { perVisitor: true, queryParams: ['oggetto', 'inviato', 'errore', 'prodotto'] },
  ),
  page('terms', '/termini', ({ siteName }) => ({
    title: 'Termini e Condizioni',
    description: `Termini e condizioni di vendita di ${siteName}: ordini, pagamenti, personalizzazioni, spedizioni e resi.`,
  })),
  page('privacy', '/privacy', ({ siteName }) => ({
    title: 'Privacy Policy',
    description: `Informativa sulla privacy di ${siteName}: quali dati raccogliamo, perché e come li proteggiamo.`,
  })),
  page('shipping', '/spedizioni', (site) => ({
    title: 'Spedizioni',
    description: `Tempi e costi di spedizione: prodotti disponibili pronti in 1-2 giorni lavorativi, su ordinazione in ${site.handlingDaysMin ?? SHIPPING.handlingDays.min}-${site.handlingDaysMax ?? SHIPPING.handlingDays.max}; spedizione da ${euro(site.shippingRate ?? SHIPPING.rate)}.`,
  })),
  page(
    'faq',
    '/faq',
    () => ({
      title: 'Domande Frequenti',
      description:
        'Risposte alle domande più frequenti su ordini, personalizzazioni, tempi di realizzazione, spedizioni, pagamenti e resi.',
    }),
    { structuredData: 'faq' },
  ),
  // A customer's own order, behind her signed link (issue 30): personal, never cached, never indexed.
  page(
    'order',
    '/ordine/:token',
    () => ({ title: 'Il tuo ordine', description: 'Lo stato del tuo ordine.' }),
    { perVisitor: true, noindex: true },
  ),
  // The single-use testimonial form of a delivered order; ?inviato= and ?errore= follow its plain post.
  page(
    'testimonial-form',
    '/testimonianza/:token',
    () => ({ title: 'Lascia la tua testimonianza', description: 'Racconta com’è andato il tuo ordine.' }),
    { perVisitor: true, noindex: true, queryParams: ['inviato', 'errore'] },
  ),
];

const BY_ID = new Map(PUBLIC_PAGES.map((p) => [p.id, p]));

export function pageById(id: PageId): PublicPage {
  return BY_ID.get(id)!;
}

/** A page's title and description (pages whose data gives them have none: see PublicPage.text). */
export function pageText(id: PageId, site: PageSite): PageText {
  const text = pageById(id).text;
  if (!text) throw new Error(`the ${id} page takes its text from its data`);
  return text(site);
}

/** The spec's page for any unknown path (§2), answered with HTTP 404. */
export const NOT_FOUND_TEXT = {
  title: '404 Page Not Found',
  description: 'Did you forget to add the page to the router?',
} as const satisfies PageText;

export interface PageMatch {
  page: PublicPage;
  /** The route's parameters, as they appear in the path (still percent-encoded). */
  params: Record<string, string>;
}

/** The public page a pathname shows (`/prodotti/x`, a trailing slash allowed), or null. */
export function matchPage(pathname: string): PageMatch | null {
  const trimmed =
    pathname.length > 1 && pathname.endsWith('/') && !pathname.endsWith('//')
      ? pathname.slice(0, -1)
      : pathname;
  const actual = trimmed.split('/');
  for (const candidate of PUBLIC_PAGES) {
    const pattern = candidate.path.split('/');
    if (pattern.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const value = actual[i]!;
      // Case-insensitive, as react-router matches: /FAQ shows the FAQ page.
      if (!part.startsWith(':')) return part === value.toLowerCase();
      params[part.slice(1)] = value;
      return value !== '';
    });
    if (matches) return { page: candidate, params };
  }
  return null;
}

/**
 * A read with its `:name` parts filled (each value URI-encoded), or null when a value is missing: e.g. the
 * related products of a product without a category.
 */
export function fillRead(
  read: string,
  values: Readonly<Record<string, string | number | null | undefined>>,
): string | null {
  let missing = false;
  const filled = read.replace(/:([A-Za-z]+)/g, (_token, name: string) => {
    const value = values[name];
    if (value === null || value === undefined || value === '') missing = true;
    return encodeURIComponent(String(value ?? ''));
  });
  return missing ? null : filled;
}

/** Which internal service answers a public read (the gateway's route table says the same for /api). */
export const READ_SERVICES = {
  catalog: ['/api/products', '/api/categories'],
  // The contact form's question and single-use token, read by its server render.
  // A customer's order (internal only) and her testimonial form, read by their server renders.
  content: [
    '/api/testimonials',
    '/api/contact/form',
    '/api/settings',
    '/api/internal/order-page',
    '/api/testimonial-requests',
  ],
} as const;

export type ReadService = keyof typeof READ_SERVICES;

/** Where each internal service answers its public reads, e.g. `{ catalog: 'http://svc-catalog:4001', … }`. */
export type ReadUpstreams = Record<ReadService, string>;

export function serviceOfRead(path: string): ReadService | null {
  const pathname = path.split('?')[0]!;
  for (const service of Object.keys(READ_SERVICES) as ReadService[])
    if (READ_SERVICES[service].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return service;
  return null;
}
