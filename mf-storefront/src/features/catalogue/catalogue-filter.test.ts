import { catalogueSearch, filterByCategory, productSearchPath, toCatalogueItem } from './catalogue-filter.ts';
import { product } from '../../test/fixtures.ts';

const list = [
  product({ id: 1, name: 'Cuscino Perché no', description: 'Cuscino morbido' }),
  product({ id: 2, name: 'Bavaglino', description: 'Con ORSETTO ricamato' }),
  product({
    id: 3,
    name: 'Pallina di Natale',
    description: 'Decorazione in feltro',
    category: { id: 2, name: 'Natale', slug: 'natale', description: null },
  }),
].map(toCatalogueItem);

describe('productSearchPath', () => {
  it("asks the catalogue service's search with the trimmed text, or the whole list when blank", () => {
    expect(productSearchPath('bavaglini')).toBe('/api/products?q=bavaglini');
    expect(productSearchPath('  tasca termica ')).toBe('/api/products?q=tasca+termica');
    expect(productSearchPath('perché & 50%')).toBe('/api/products?q=perch%C3%A9+%26+50%25');
    expect(productSearchPath('')).toBe('/api/products');
    expect(productSearchPath('   ')).toBe('/api/products');
  });
});

describe('filterByCategory', () => {
  it("keeps one category's items in the given (ranked) order; all (or nothing) keeps every item", () => {
    expect(filterByCategory(list, 'natale').map((p) => p.id)).toEqual([3]);
    expect(filterByCategory([...list].reverse(), 'accessori').map((p) => p.id)).toEqual([2, 1]);
    expect(filterByCategory(list, 'all')).toHaveLength(3);
    expect(filterByCategory(list, '')).toHaveLength(3);
    expect(filterByCategory(list, 'giochi')).toEqual([]);
  });

  it('carries card data and the category slug only (no text to match: the server searches)', () => {
    expect(Object.keys(list[0]!)).not.toContain('searchText');
    expect(list[2]!.categorySlug).toBe('natale');
  });
});

describe('catalogueSearch', () => {
  it('writes only the filters that are set', () => {
    expect(catalogueSearch('', 'all')).toBe('');
    expect(catalogueSearch('orsetto', 'all')).toBe('?q=orsetto');
    expect(catalogueSearch('tasca termica', 'giochi')).toBe('?q=tasca+termica&categoria=giochi');
  });
});
