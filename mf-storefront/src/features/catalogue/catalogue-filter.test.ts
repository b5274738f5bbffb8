import { catalogueSearch, filterCatalogue, toCatalogueItem } from './catalogue-filter.ts';
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

describe('filterCatalogue', () => {
  it('matches name or description, ignoring case and accents', () => {
    expect(filterCatalogue(list, 'perche', 'all').map((p) => p.id)).toEqual([1]);
    expect(filterCatalogue(list, 'orsetto', 'all').map((p) => p.id)).toEqual([2]);
    expect(filterCatalogue(list, '  FELTRO ', 'all').map((p) => p.id)).toEqual([3]);
  });

  it('filters by category slug; all (or nothing) clears the filter', () => {
    expect(filterCatalogue(list, '', 'natale').map((p) => p.id)).toEqual([3]);
    expect(filterCatalogue(list, '', 'all')).toHaveLength(3);
    expect(filterCatalogue(list, '', '')).toHaveLength(3);
    expect(filterCatalogue(list, 'cuscino', 'natale')).toEqual([]);
  });
});

describe('catalogueSearch', () => {
  it('writes only the filters that are set', () => {
    expect(catalogueSearch('', 'all')).toBe('');
    expect(catalogueSearch('orsetto', 'all')).toBe('?q=orsetto');
    expect(catalogueSearch('tasca termica', 'giochi')).toBe('?q=tasca+termica&categoria=giochi');
  });
});
