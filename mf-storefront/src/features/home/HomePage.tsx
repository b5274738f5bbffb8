import { usePageMeta } from '@vetrina/web-kit';
import { useCategories, useFeaturedProducts, useTestimonials } from '../../api/storefront-queries.ts';
import { HeroSection } from './HeroSection.tsx';
import { FeaturedSection } from './FeaturedSection.tsx';
import { CategoriesSection } from './CategoriesSection.tsx';
import { AboutTeaser } from './AboutTeaser.tsx';
import { ProcessSection } from './ProcessSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';
import { QuoteCta } from './QuoteCta.tsx';
import { ContactSection } from './ContactSection.tsx';
import { HomeSkeleton } from './HomeSkeleton.tsx';

export function HomePage() {
  usePageMeta('home');
  const featured = useFeaturedProducts();
  const categories = useCategories();
  const testimonials = useTestimonials();
  // First visit: one calm page skeleton; once any read has settled, each section shows its own state.
  // The three reads are observed here only (see home-queries.ts): each is requested once per visit.
  if (featured.isPending && categories.isPending && testimonials.isPending) return <HomeSkeleton />;
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
