import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it('lowercases, removes punctuation and turns whitespace into hyphens', () => {
    expect(slugify('Bavaglino  Personalizzato, con Nome!')).toBe('bavaglino-personalizzato-con-nome');
  });

  it('folds accents so the slug stays a valid public URL', () => {
    expect(slugify("Cuscino dell'Orsetto è Morbido")).toBe('cuscino-dellorsetto-e-morbido');
  });

  it('trims and collapses hyphens', () => {
    expect(slugify('  -- Set   nascita -- ')).toBe('set-nascita');
    expect(slugify('?!')).toBe('');
  });
});
