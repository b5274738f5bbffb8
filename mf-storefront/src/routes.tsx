import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@vetrina/web-kit';
import { StorefrontLayout } from './features/layout/StorefrontLayout.tsx';

/** Public route tree exposed to the shell as `mf_storefront/routes`; every page is its own chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: StorefrontLayout,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./features/home/HomePage.tsx')).HomePage }),
      },
      {
        path: 'chi-siamo',
        lazy: async () => ({ Component: (await import('./features/about/AboutPage.tsx')).AboutPage }),
      },
      {
        path: 'prodotti',
        lazy: async () => ({
          Component: (await import('./features/catalogue/CataloguePage.tsx')).CataloguePage,
        }),
      },
      {
        path: 'prodotti/:slug',
        lazy: async () => ({ Component: (await import('./features/product/ProductPage.tsx')).ProductPage }),
      },
      {
        path: 'categorie/:slug',
        lazy: async () => ({
          Component: (await import('./features/category/CategoryPage.tsx')).CategoryPage,
        }),
      },
      {
        path: 'contatti',
        lazy: async () => ({ Component: (await import('./features/contact/ContactPage.tsx')).ContactPage }),
      },
      {
        path: 'termini',
        lazy: async () => ({ Component: (await import('./features/info/TermsPage.tsx')).TermsPage }),
      },
      {
        path: 'privacy',
        lazy: async () => ({ Component: (await import('./features/info/PrivacyPage.tsx')).PrivacyPage }),
      },
      {
        path: 'spedizioni',
        lazy: async () => ({ Component: (await import('./features/info/ShippingPage.tsx')).ShippingPage }),
      },
      {
        path: 'faq',
        lazy: async () => ({ Component: (await import('./features/faq/FaqPage.tsx')).FaqPage }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/**
 * Starts the chunk of the page the visitor landed on as soon as the shell loads this module, instead of
 * after the shell has mounted its router: the page's code arrives while React starts (the router's own
 * `lazy` call then finds the chunk loaded or loading).
 */
export function prefetchLandingPage(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
  }
}

if (typeof window !== 'undefined') prefetchLandingPage(window.location.pathname);
