import type { PageId } from '@vetrina/contracts/pages';
import { AboutPage } from '../features/about/AboutPage.tsx';
import { cataloguePage } from '../features/catalogue/catalogue-page.tsx';
import { categoryPage } from '../features/category/category-page.tsx';
import { contactPage } from '../features/contact/contact-page.tsx';
import { FaqPage } from '../features/faq/FaqPage.tsx';
import { homePage } from '../features/home/HomePage.tsx';
import { PrivacyPage } from '../features/info/PrivacyPage.tsx';
import { ShippingPage } from '../features/info/ShippingPage.tsx';
import { TermsPage } from '../features/info/TermsPage.tsx';
import { orderPage } from '../features/order/order-page.tsx';
import { productPage } from '../features/product/product-page.tsx';
import { testimonialFormPage } from '../features/testimonial-form/testimonial-form-page.tsx';
import type { PageModule } from '../page-kit/page-module.ts';
import { staticPage } from '../page-kit/page-module.ts';

/**
 * Every public page the renderer knows, by the page table's id: a `definePage({ load, Page })` module from
 * its feature folder. A page not listed here renders as the 404 page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module keeps its own props' type
export const PAGE_MODULES: Partial<Record<PageId, PageModule<any>>> = {
  home: homePage,
  about: staticPage(AboutPage),
  catalogue: cataloguePage,
  product: productPage,
  category: categoryPage,
  contact: contactPage,
  terms: staticPage(TermsPage),
  privacy: staticPage(PrivacyPage),
  shipping: staticPage(ShippingPage),
  faq: staticPage(FaqPage),
  order: orderPage,
  'testimonial-form': testimonialFormPage,
};
