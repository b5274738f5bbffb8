import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { pageById } from '@vetrina/contracts/pages';
import type { PageId } from '@vetrina/contracts/pages';
import { NotFoundPage } from '@vetrina/web-kit';
import { StorefrontLayout } from './features/layout/StorefrontLayout.tsx';

/** A page's route, relative to the layout's `/`, from the page table (@vetrina/contracts/pages). */
const childPath = (id: PageId) => pageById(id).path.slice(1);

/**
 * Public route tree exposed to the shell as `mf_storefront/routes`; every page is its own chunk, named by
 * its page id (the build's chunk-map.json keys it so, for the gateway's script preloads).
 */
export const routes: RouteObject[] = [
  {
    path: pageById('home').path,
    Component: StorefrontLayout,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "home" */ './features/home/HomePage.tsx')).HomePage,
        }),
      },
      {
        path: childPath('about'),
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "about" */ './features/about/AboutPage.tsx'))
            .AboutPage,
        }),
      },
      {
        path: childPath('catalogue'),
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "catalogue" */ './features/catalogue/CataloguePage.tsx')
          ).CataloguePage,
        }),
      },
      {
        path: childPath('product'),
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "product" */ './features/product/ProductPage.tsx'))
            .ProductPage,
        }),
      },
      {
        path: childPath('category'),
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "category" */ './features/category/CategoryPage.tsx'))
            .CategoryPage,
        }),
      },
      {
        path: childPath('contact'),
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "contact" */ './features/contact/ContactPage.tsx'))
            .ContactPage,
        }),
      },
      {
        path: childPath('terms'),
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "terms" */ './features/info/TermsPage.tsx'))
            .TermsPage,
        }),
      },
      {
        path: childPath('privacy'),
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "privacy" */ './features/info/PrivacyPage.tsx'))
            .PrivacyPage,
        }),
      },
      {
        path: childPath('shipping'),
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "shipping" */ './features/info/ShippingPage.tsx'))
            .ShippingPage,
        }),
      },
      {
        path: childPath('faq'),
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "faq" */ './features/faq/FaqPage.tsx')).FaqPage,
        }),
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
