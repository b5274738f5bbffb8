/**
 * Spec §4: lowercase, punctuation removed, whitespace to hyphens. Accents are folded too ('è' → 'e'):
 * public URLs accept only [a-z0-9-], so a slug with 'à' could never be opened.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
