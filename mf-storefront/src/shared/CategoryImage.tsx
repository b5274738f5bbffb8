import { categoryImagePath } from './category-image.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/** Category image from the uploads folder; a placeholder when missing or broken (ResponsiveImage swaps on error). */
export function CategoryImage({
  image,
  alt,
  sizes,
}: {
  image: string | null | undefined;
  alt: string;
  sizes?: string;
}) {
  return <ResponsiveImage path={categoryImagePath(image)} alt={alt} sizes={sizes} />;
}
