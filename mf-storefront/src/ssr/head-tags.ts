import { absoluteUrl, DEFAULT_KEYWORDS, escapeHtml, SITE_LOCALE, SOCIAL_IMAGE } from '@vetrina/contracts';
import { embedJson } from '../islands/embed-json.ts';
import type { HeadSite, ImagePreload, PageHead } from '../page-kit/page-head.ts';

export const DEFAULT_OG_IMAGE = '/og-image.jpg';

/** 'Chi Siamo | Vetrina Creazioni'; the site's name alone for its own title. */
export const fullTitle = (title: string, siteName: string) =>
  title === siteName ? siteName : `${title} | ${siteName}`;

/** `<link rel=preload>` of the page's main picture: fetched at high priority with the HTML. */
function preloadTag(p: ImagePreload): string {
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(p.href)}"` +
    (p.type ? ` type="${escapeHtml(p.type)}"` : '') +
    (p.srcset ? ` imagesrcset="${escapeHtml(p.srcset)}" imagesizes="${escapeHtml(p.sizes ?? '')}"` : '') +
    ' />'
  );
}

/**
 * The head tags of a page: its picture's preload, title, description, social tags, canonical and
 * JSON-LD. Null (a page whose data could not be read) gives the site's name as its only title.
 */
export function renderHead(head: PageHead | null, site: HeadSite): string[] {
  if (!head) return [`<title>${escapeHtml(site.siteName)}</title>`];
  const title = fullTitle(head.title, site.siteName);
  const url = head.path === null ? null : absoluteUrl(site.origin, head.path);
  const image = absoluteUrl(site.origin, head.image || DEFAULT_OG_IMAGE);
  const named: [string, string][] = [
    ['description', head.description],
    ['keywords', (head.keywords ?? DEFAULT_KEYWORDS).join(', ')],
    ['author', site.siteName],
    ['robots', head.robots ?? 'index, follow'],
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', head.description],
    ['twitter:image', image],
  ];
  const properties: [string, string][] = [
    ['og:title', title],
    ['og:description', head.description],
    ['og:type', head.ogType ?? 'website'],
    ...(url === null ? [] : ([['og:url', url]] as [string, string][])),
    ['og:site_name', site.siteName],
    ['og:locale', SITE_LOCALE],
    ['og:image', image],
    ['og:image:alt', head.imageAlt ?? head.title],
    ...(head.image
      ? []
      : ([
          ['og:image:width', String(SOCIAL_IMAGE.width)],
          ['og:image:height', String(SOCIAL_IMAGE.height)],
        ] as [string, string][])),
  ];
  return [
    ...(head.preloads ?? []).map(preloadTag),
    `<title>${escapeHtml(title)}</title>`,
    ...named.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}" />`),
    ...properties.map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`,
    ),
    ...(url === null ? [] : [`<link rel="canonical" href="${escapeHtml(url)}" />`]),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${embedJson(JSON.stringify(data))}</script>`,
    ),
  ];
}
