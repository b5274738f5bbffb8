import { faqJsonLd } from '@vetrina/contracts/structured-data';
import { NOT_FOUND_TEXT } from '@vetrina/contracts/pages';
import type { PageText, PublicPage } from '@vetrina/contracts/pages';
import { notFoundHead, type PageHead } from '../page-kit/page-head.ts';

/**
 * The head of a page whose title and description the page table gives (every page but a product and a
 * category): the table's text, its canonical path, the FAQ's structured data, `noindex` for a personal page.
 */
export function tableHead(page: PublicPage, text: PageText): PageHead {
  return {
    ...text,
    path: page.path,
    ...(page.structuredData === 'faq' ? { jsonLd: [faqJsonLd()] } : {}),
    ...(page.noindex ? { robots: 'noindex, nofollow' } : {}),
  };
}

/** The 404 page's head: one render serves every unknown path, so it names no canonical address. */
export const NOT_FOUND_HEAD: PageHead = notFoundHead(NOT_FOUND_TEXT.title, NOT_FOUND_TEXT.description, null);
