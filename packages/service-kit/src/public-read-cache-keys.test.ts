import { describe, expect, it } from 'vitest';
import { declaredParamsOf, normalisedUrl, publicReadKey } from './public-read-cache-keys.ts';

describe('public read cache keys', () => {
  it.each([
    ['/api/products', ['q', 'category', 'anteprima']],
    ['/API/Products/42', ['q', 'category', 'anteprima']],
    ['/api/categories/vasi/products', ['exclude']],
    ['/api/testimonials', []],
    ['/api/productsx', undefined],
    ['/api', undefined],
    ['/prodotti', undefined],
  ])('a read of %s declares %j', (path, declared) => {
    expect(declaredParamsOf(path)).toEqual(declared);
  });

  it('reads the declarations from the table it is given', () => {
    const pages = { '/prodotti': ['categoria', 'pagina'] };
    expect(declaredParamsOf('/prodotti', pages)).toEqual(['categoria', 'pagina']);
    expect(declaredParamsOf('/api/products', pages)).toBeUndefined();
  });

  it('keeps the declared parameters, in declaration order with every value, and drops the rest', () => {
    expect(normalisedUrl('/p?utm_source=ig&b=2&fbclid=x&a=1&a=0', ['a', 'b'])).toBe('/p?a=1&a=0&b=2');
    expect(normalisedUrl('/p?q=vaso+blu&x=%2F', ['q'])).toBe('/p?q=vaso+blu');
    expect(normalisedUrl('/p?fbclid=x&gclid=y', ['q'])).toBe('/p');
    expect(normalisedUrl('/p?', ['q'])).toBe('/p');
    expect(normalisedUrl('/p', ['q'])).toBe('/p');
  });

  it('keys a declared read on its parameters and an undeclared path on its whole URL', () => {
    expect(publicReadKey('/api/products?fbclid=IwAR1&q=cuscino&utm_medium=social')).toBe(
      '/api/products?q=cuscino',
    );
    expect(publicReadKey('/api/testimonials?utm_source=newsletter')).toBe('/api/testimonials');
    expect(publicReadKey('/api/categories/vasi/products?exclude=3&x=1')).toBe(
      '/api/categories/vasi/products?exclude=3',
    );
    expect(publicReadKey('/api/unknown?x=1&y=2')).toBe('/api/unknown?x=1&y=2');
  });
});
