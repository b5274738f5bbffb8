import { filterProducts } from './catalogue-filter.ts';
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
];

describe('filterProducts', () => {
  it('matches name or description, ignoring case and accents', () => {
    expect(filterProducts(list, 'perche', 'all').map((p) => p.id)).toEqual([1]);
    expect(filterProducts(list, 'orsetto', 'all').map((p) => p.id)).toEqual([2]);
  });

  it('filters by category slug; all clears the filter', () => {
    expect(filterProducts(list, '', 'natale').map((p) => p.id)).toEqual([3]);
    expect(filterProducts(list, '', 'all')).toHaveLength(3);
  });
});
