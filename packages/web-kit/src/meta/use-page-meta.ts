import { useEffect } from 'react';
import { DEFAULT_KEYWORDS, SITE_LOCALE, SOCIAL_IMAGE } from '@vetrina/contracts/constants';
import { pageById, pageText } from '@vetrina/contracts/pages';
import type { PageId } from '@vetrina/contracts/pages';
import { faqJsonLd } from '@vetrina/contracts/structured-data';
import { siteOrigin, useSiteConfig } from '../site/site-config.ts';

export const DEFAULT_OG_IMAGE = '/og-image.jpg';

export interface PageMeta {
  title: string;
  description?: string | undefined;
  keywords?: readonly string[] | string | undefined;
  /** Path of the canonical URL ('/prodotti/x'); default: the current path. */
  canonicalPath?: string | undefined;
  ogType?: string | undefined;
  ogImage?: string | null | undefined;
  ogImageAlt?: string | undefined;
  author?: string | undefined;
  robots?: string | undefined;
  jsonLd?: object | readonly object[] | null | undefined;
}

function setTag(selector: string, create: () => HTMLElement, attr: string, value: string | undefined): void {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined || value === '') {
    el?.remove();
    return;
  }
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

function setMeta(key: 'name' | 'property', id: string, content: string | undefined): void {
  setTag(
    `meta[${key}="${id}"]`,
    () => {
      const meta = document.createElement('meta');
      meta.setAttribute(key, id);
      return meta;
    },
    'content',
    content,
  );
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A public page's title, description, canonical path and structured data, from the page table. */
function tableMeta(id: PageId, siteName: string): PageMeta {
  const page = pageById(id);
  return {
    ...pageText(id, { siteName }),
    canonicalPath: page.path,
    ...(page.structuredData === 'faq' ? { jsonLd: faqJsonLd() } : {}),
  };
}

/**
 * Document title '{title} | {siteName}' plus description, social, canonical and JSON-LD tags in <head>.
 * A public page of the page table (@vetrina/contracts/pages) passes its id; the gateway writes the same tags
 * into the page's HTML from the same entry.
 */
export function usePageMeta(pageOrMeta: PageMeta | PageId): void {
  const site = useSiteConfig();
  const meta = typeof pageOrMeta === 'string' ? tableMeta(pageOrMeta, site.siteName) : pageOrMeta;
  const keywords = Array.isArray(meta.keywords)
    ? meta.keywords.join(', ')
    : (meta.keywords as string | undefined);
  const jsonLd = meta.jsonLd ? JSON.stringify(meta.jsonLd) : '';
  const { title, description, canonicalPath, ogType, ogImage, ogImageAlt, author, robots } = meta;

  useEffect(() => {
    const fullTitle = title && title !== site.siteName ? `${title} | ${site.siteName}` : site.siteName;
    document.title = fullTitle;
    const origin = siteOrigin(site);
    const url = absolute(origin, canonicalPath ?? window.location.pathname);
    const image = absolute(origin, ogImage || DEFAULT_OG_IMAGE);

    setMeta('name', 'description', description);
    setMeta('name', 'keywords', keywords ?? DEFAULT_KEYWORDS.join(', '));
    setMeta('name', 'author', author ?? site.siteName);
    setMeta('name', 'robots', robots ?? 'index, follow');
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', ogType ?? 'website');
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:site_name', site.siteName);
    setMeta('property', 'og:locale', SITE_LOCALE);
    setMeta('property', 'og:image', image);
    setMeta('property', 'og:image:alt', ogImageAlt ?? title);
    setMeta('property', 'og:image:width', ogImage ? undefined : String(SOCIAL_IMAGE.width));
    setMeta('property', 'og:image:height', ogImage ? undefined : String(SOCIAL_IMAGE.height));
    setMeta('name', 'twitter:card', 'summary_large_image');
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
    setMeta('name', 'twitter:image', image);
    setTag(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      },
      'href',
      url,
    );

    for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
    if (jsonLd) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = jsonLd;
      document.head.appendChild(script);
    }
  }, [
    site,
    title,
    description,
    keywords,
    canonicalPath,
    ogType,
    ogImage,
    ogImageAlt,
    author,
    robots,
    jsonLd,
  ]);
}
