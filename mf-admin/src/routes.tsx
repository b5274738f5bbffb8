import { Navigate, type RouteObject } from 'react-router';

/** The /admin route tree, patched into the shell's router. Every screen is its own chunk. */
export const routes: RouteObject[] = [
  {
    path: 'admin',
    children: [
      {
        // Signing in is the gateway's document (/admin/accesso); the admin's own pages are all guarded.
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "admin-layout" */ './layout/AdminRoot.tsx'))
            .AdminRoot,
        }),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (
                await import(
                  /* webpackChunkName: "admin-dashboard" */ './features/dashboard/DashboardPage.tsx'
                )
              ).DashboardPage,
            }),
          },
          {
            path: 'impostazioni',
            lazy: async () => ({
              Component: (await import('./features/settings/SettingsPage.tsx')).SettingsPage,
            }),
          },
          {
            path: 'sicurezza',
            lazy: async () => ({
              Component: (await import('./features/security/SecurityPage.tsx')).SecurityPage,
            }),
          },
          {
            path: 'users',
            lazy: async () => ({ Component: (await import('./features/users/UsersPage.tsx')).UsersPage }),
          },
          {
            path: 'users/new',
            lazy: async () => ({
              Component: (await import('./features/users/UserFormPage.tsx')).UserFormPage,
            }),
          },
          {
            path: 'users/:id',
            lazy: async () => ({
              Component: (await import('./features/users/UserFormPage.tsx')).UserFormPage,
            }),
          },
          {
            path: 'prodotti',
            lazy: async () => ({
              Component: (await import('./features/products/ProductsPage.tsx')).ProductsPage,
            }),
          },
          ...['prodotti/nuovo', 'prodotti/:id'].map((path): RouteObject => ({
            path,
            lazy: async () => ({
              Component: (await import('./features/products/ProductFormPage.tsx')).ProductFormPage,
            }),
          })),
          {
            path: 'categorie',
            lazy: async () => ({
              Component: (await import('./features/categories/CategoriesPage.tsx')).CategoriesPage,
            }),
          },
          ...['categorie/nuova', 'categorie/:id'].map((path): RouteObject => ({
            path,
            lazy: async () => ({
              Component: (await import('./features/categories/CategoryFormPage.tsx')).CategoryFormPage,
            }),
          })),
          {
            path: 'testimonials',
            lazy: async () => ({
              Component: (await import('./features/testimonials/TestimonialsPage.tsx')).TestimonialsPage,
            }),
          },
          // '/nuova' is the dashboard's link, '/:id/edit' the list's (spec §2): both open the same editor.
          ...['testimonials/new', 'testimonials/nuova', 'testimonials/:id', 'testimonials/:id/edit'].map(
            (path): RouteObject => ({
              path,
              lazy: async () => ({
                Component: (await import('./features/testimonials/TestimonialFormPage.tsx'))
                  .TestimonialFormPage,
              }),
            }),
          ),
          {
            path: 'messaggi',
            lazy: async () => ({
              Component: (await import('./features/messages/MessagesPage.tsx')).MessagesPage,
            }),
          },
          {
            path: 'ordini',
            lazy: async () => ({
              Component: (await import('./features/orders/OrdersPage.tsx')).OrdersPage,
            }),
          },
          ...['ordini/nuovo', 'ordini/:id'].map((path): RouteObject => ({
            path,
            lazy: async () => ({
              Component: (await import('./features/orders/OrderFormPage.tsx')).OrderFormPage,
            }),
          })),
          {
            path: 'attivita',
            lazy: async () => ({
              Component: (await import('./features/activity/ActivityPage.tsx')).ActivityPage,
            }),
          },
          {
            path: 'database',
            lazy: async () => ({
              Component: (await import('./features/database/DatabasePage.tsx')).DatabasePage,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./layout/AdminNotFound.tsx')).AdminNotFound,
        }),
      },
    ],
  },
];
