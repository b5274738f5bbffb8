import { SHORT_DESCRIPTION_FALLBACK_LENGTH, PAGE_SUMMARY_FALLBACK_LENGTH } from './constants.ts';

/** Slug from a name: lowercase, accents and punctuation removed, whitespace to hyphens (spec §4). */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** Public fallback of a product's short description: first 100 characters plus an ellipsis. */
export function shortDescriptionOf(description: string, shortDescription?: string | null): string {
  if (shortDescription && shortDescription.trim()) return shortDescription;
  if (description.length <= SHORT_DESCRIPTION_FALLBACK_LENGTH) return description;
  return `${description.slice(0, SHORT_DESCRIPTION_FALLBACK_LENGTH)}...`;
}

/** Page summary for metadata: short description, or the first 160 characters of the description. */
export function pageSummaryOf(description: string, shortDescription?: string | null): string {
  if (shortDescription && shortDescription.trim()) return shortDescription;
  return description.slice(0, PAGE_SUMMARY_FALLBACK_LENGTH);
}

/** Lowercase and strip accents, so that 'perche' matches 'perché'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML or XML, in an element or a quoted attribute: the five special characters escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
