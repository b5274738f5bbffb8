import { describe, expect, it } from 'vitest';
import { CONTENT_PREVIEW_LENGTH, childLine, contentPreview, ratingLabel } from './testimonial-text.ts';

describe('testimonial texts', () => {
  it('keeps a short text whole and cuts a long one with an ellipsis, never after punctuation', () => {
    expect(contentPreview('Bellissimo!')).toBe('Bellissimo!');
    const long = `${'a'.repeat(CONTENT_PREVIEW_LENGTH - 2)}. ${'b'.repeat(20)}`;
    expect(contentPreview(long)).toBe(`${'a'.repeat(CONTENT_PREVIEW_LENGTH - 2)}…`);
  });

  it('names the child as the spec does, or as much as was given', () => {
    expect(childLine({ childName: 'Sofia', childAge: '3 anni' })).toBe('Mamma di Sofia, 3 anni');
    expect(childLine({ childName: 'Sofia', childAge: null })).toBe('Mamma di Sofia');
    expect(childLine({ childName: null, childAge: '3 anni' })).toBe('3 anni');
    expect(childLine({ childName: null, childAge: null })).toBe('');
  });

  it('says the stars out of 5', () => {
    expect(ratingLabel(1)).toBe('Valutazione: 1 stella su 5');
    expect(ratingLabel(4)).toBe('Valutazione: 4 stelle su 5');
  });
});
