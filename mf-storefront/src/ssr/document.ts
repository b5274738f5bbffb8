import { SPECULATION_RULES } from '@vetrina/contracts/speculation-rules';
import { THEME_COLORS, THEME_INIT_SCRIPT } from '@vetrina/contracts/theme-init';
import { escapeHtml as attr } from '@vetrina/contracts/text';
import type { PageAssets } from './islands-assets.ts';

export interface DocumentParts {
  /** The page's own head tags (head-tags.ts): picture preload, title, description, social tags, JSON-LD. */
  head: readonly string[];
  /** Hints React hoisted out of the body (a picture's preload). */
  hints: string;
  body: string;
  assets: PageAssets;
}

/**
 * A whole public page, as the gateway sends it. The colour scheme's attribute is set by the inline theme
 * script before anything is painted; the site's stylesheet is linked, hashed and immutable; the islands'
 * runtime's small entry runs after parsing and fetches the islands once the page has loaded; the page's own
 * tags follow.
 */
export function renderDocument({ head: pageHead, hints, body, assets }: DocumentParts): string {
  const head = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<meta name="theme-color" content="${THEME_COLORS.light}" />`,
    '<meta name="color-scheme" content="light dark" />',
    `<script>${THEME_INIT_SCRIPT}</script>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${attr(href)}" />`),
    ...assets.scripts.map((src) => `<script defer src="${attr(src)}"></script>`),
    hints,
    ...pageHead,
    `<script type="speculationrules">${SPECULATION_RULES}</script>`,
  ].filter(Boolean);
  return `<!doctype html>\n<html lang="it">\n  <head>\n    ${head.join('\n    ')}\n  </head>\n  <body>\n    ${body}\n  </body>\n</html>\n`;
}
