import type { CategoryDetail } from '@vetrina/contracts';
import { categoryImagePath } from '../../shared/category-image.ts';
import { notFoundHead, type PageHead } from '../../page-kit/page-head.ts';

/** An unknown category (spec texts). */
export const CATEGORY_NOT_FOUND_HEAD = (path: string): PageHead =>
  notFoundHead('Categoria non trovata', 'La categoria che stai cercando non esiste o è stata rimossa.', path);

/** A category page's head, from the category it read: its name, description and picture. */
export function categoryHead({ category }: CategoryDetail): PageHead {
  return {
    title: category.name,
    description:
      category.description ||
      `Scopri le creazioni artigianali della categoria ${category.name}: prodotti cuciti a mano per bambini.`,
    path: `/categorie/${category.slug}`,
    keywords: [category.name, 'fatto a mano', 'bambini', 'cucito creativo'],
    image: categoryImagePath(category.image),
    imageAlt: category.name,
  };
}
