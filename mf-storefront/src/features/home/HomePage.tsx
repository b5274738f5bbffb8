import { DEFAULT_KEYWORDS } from '@vetrina/contracts/constants';
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
  usePageMeta({
    title: 'Home',
    description:
      'Prodotti di cucito artigianale per bambini: bavaglini, cuscini, set nascita e accessori fatti a mano e personalizzabili.',
    keywords: DEFAULT_KEYWORDS.join(', '),
    canonicalPath: '/',
  });
  const featured = useFeaturedProducts();
  const categories = useCategories();
  const testimonials = useTestimonials();
  // First visit: one calm page skeleton; once any data is in, each section shows its own placeholders.
  if (featured.isPending && categories.isPending && testimonials.isPending) return <HomeSkeleton />;
  return (
    <>
      <HeroSection />
      <FeaturedSection />
      <CategoriesSection />
      <AboutTeaser />
      <ProcessSection />
      <TestimonialsSection />
      <QuoteCta />
      <ContactSection />
    </>
  );
}
