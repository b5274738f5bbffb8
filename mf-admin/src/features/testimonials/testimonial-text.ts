import type { Testimonial } from '@vetrina/contracts';
import { RATING_SCALE } from '@vetrina/contracts';

/** The list shows the start of each testimonial; the full text is in the editor. */
export const CONTENT_PREVIEW_LENGTH = 90;

export function contentPreview(content: string): string {
  return content.length <= CONTENT_PREVIEW_LENGTH
    ? content
    : // No 'curata.…': spaces and punctuation before the ellipsis go.
      `${content.slice(0, CONTENT_PREVIEW_LENGTH).replace(/[\s.,;:!?]+$/u, '')}…`;
}

/** 'Mamma di Giulia, 3 anni' (spec §3), or as much of it as was given; '' when neither. */
export function childLine({ childName, childAge }: Pick<Testimonial, 'childName' | 'childAge'>): string {
  if (childName && childAge) return `Mamma di ${childName}, ${childAge}`;
  if (childName) return `Mamma di ${childName}`;
  return childAge ?? '';
}

export const ratingLabel = (rating: number) =>
  `Valutazione: ${rating} ${rating === 1 ? 'stella' : 'stelle'} su ${RATING_SCALE}`;
