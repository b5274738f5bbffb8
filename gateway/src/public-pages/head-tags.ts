import { absoluteUrl, DEFAULT_KEYWORDS, SITE_LOCALE, SOCIAL_IMAGE } from '@vetrina/contracts';
import { addAtSlot, fillSection, hasSlot } from './shell-slots.ts';

export const DEFAULT_OG_IMAGE = '/og-image.jpg';

export interface PageMeta {
  title: string;
  description: string;
  path: string;
  keywords?: readonly string[];
  ogType?: string;
  /** A page's own picture (any size); without it the 1200x630 default social image is used. */
  image?: string | null;
  imageAlt?: string;
  robots?: string;
  jsonLd?: object[];
}

export interface SiteInfo {
  siteName: string;
  origin: string;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** JSON inside <script>: nothing in it may close the element or start a comment. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const fullTitle = (title: string, siteName: string) =>
  title === siteName ? siteName : `${title} | ${siteName}`;

/** The same tags (same selectors) the storefront's usePageMeta maintains in the browser. */
export function renderHead(meta: PageMeta, site: SiteInfo): string {
  const title = fullTitle(meta.title, site.siteName);
  const url = absoluteUrl(site.origin, meta.path);
  const image = absoluteUrl(site.origin, meta.image || DEFAULT_OG_IMAGE);
  const named: [string, string][] = [
    ['description', meta.description],
    ['keywords', (meta.keywords ?? DEFAULT_KEYWORDS).join(', ')],
    ['author', site.siteName],
    ['robots', meta.robots ?? 'index, follow'],
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', meta.description],
    ['twitter:image', image],
  ];
  const properties: [string, string][] = [
    ['og:title', title],
    ['og:description', meta.description],
    ['og:type', meta.ogType ?? 'website'],
    ['og:url', url],
    ['og:site_name', site.siteName],
    ['og:locale', SITE_LOCALE],
    ['og:image', image],
    ['og:image:alt', meta.imageAlt ?? meta.title],
    ...(meta.image
      ? []
      : ([
          ['og:image:width', String(SOCIAL_IMAGE.width)],
          ['og:image:height', String(SOCIAL_IMAGE.height)],
        ] as [string, string][])),
  ];
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    ...named.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}" />`),
    ...properties.map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`,
    ),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
  ];
  return lines.join('\n    ');
}

/** Puts the tags at the shell's head slot, in place of its default title and description (meta slot). */
export function injectHead(html: string, head: string): string {
  if (!hasSlot(html, 'meta') || !hasSlot(html, 'head')) return html;
  return addAtSlot(
    fillSection(html, 'meta', () => ''),
    'head',
    head,
  );
}
