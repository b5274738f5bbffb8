import type { Category, Product, Testimonial } from '@vetrina/contracts';
import { toProductCard } from '../../shared/product-card-data.ts';
import type { ProductCardData } from '../../shared/product-card-data.ts';
import { definePage, settle } from '../../page-kit/page-module.ts';
import type { Settled } from '../../page-kit/page-module.ts';
import { AboutTeaser } from './AboutTeaser.tsx';
import { CategoriesSection, toCategoryTile } from './CategoriesSection.tsx';
import type { CategoryTileData } from './CategoriesSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { FeaturedSection } from './FeaturedSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { ProcessSection } from './ProcessSection.tsx';
import { QuoteCta } from './QuoteCta.tsx';
import { TestimonialsSection, toTestimonialData } from './TestimonialsSection.tsx';
import type { TestimonialData } from './TestimonialsSection.tsx';

export interface HomeProps {
  featured: Settled<ProductCardData[]>;
  categories: Settled<CategoryTileData[]>;
  testimonials: Settled<TestimonialData[]>;
}

const mapSettled = <T, U>(settled: Settled<T[]>, map: (item: T) => U): Settled<U[]> =>
  settled.ok ? { ok: true, data: settled.data.map(map) } : settled;

export function HomePage({ featured, categories, testimonials }: HomeProps) {
  return (
    <>
      <HeroSection />
      <FeaturedSection featured={featured} />
      <CategoriesSection categories={categories} />
      <AboutTeaser />
      <ProcessSection />
      <TestimonialsSection testimonials={testimonials} />
      <QuoteCta />
      <ContactSection />
    </>
  );
}

/** The page table's three reads, each asked once; a failed one shows its section's calm error (503). */
export const homePage = definePage<HomeProps>({
  async load({ read }) {
    const [featured, categories, testimonials] = await Promise.all([
      settle(read<Product[]>('/api/products/featured')),
      settle(read<Category[]>('/api/categories')),
      settle(read<Testimonial[]>('/api/testimonials')),
    ]);
    const props = {
      featured: mapSettled(featured, toProductCard),
      categories: mapSettled(categories, toCategoryTile),
      testimonials: mapSettled(testimonials, toTestimonialData),
    };
    return { props, status: featured.ok && categories.ok && testimonials.ok ? 200 : 503 };
  },
  Page: HomePage,
});
