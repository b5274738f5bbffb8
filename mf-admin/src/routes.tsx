import type { RouteObject } from 'react-router';

const placeholder = (path: string, title: string): RouteObject => ({
  path,
  lazy: async () => {
    const { PlaceholderPage } = await import('./features/layout/PlaceholderPage.tsx');
    return { element: <PlaceholderPage title={title} /> };
  },
});

/** The /admin route tree, patched into the shell's router. Every screen is its own chunk. */
export const routes: RouteObject[] = [
  {
    path: 'admin',
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./features/auth/LoginPage.tsx')).LoginPage }),
      },
      {
        lazy: async () => ({ Component: (await import('./features/layout/AdminRoot.tsx')).AdminRoot }),
        children: [
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('./features/dashboard/DashboardPage.tsx')).DashboardPage,
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
          placeholder('prodotti', 'Prodotti'),
          placeholder('prodotti/nuovo', 'Nuovo Prodotto'),
          placeholder('prodotti/:id', 'Modifica Prodotto'),
          placeholder('categorie', 'Categorie'),
          placeholder('categorie/nuova', 'Nuova Categoria'),
          placeholder('categorie/:id', 'Modifica Categoria'),
          placeholder('testimonials', 'Testimonianze'),
          placeholder('testimonials/new', 'Nuova Testimonianza'),
          placeholder('testimonials/:id', 'Modifica Testimonianza'),
          placeholder('messaggi', 'Messaggi'),
          placeholder('database', 'Database'),
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./features/layout/AdminNotFound.tsx')).AdminNotFound,
        }),
      },
    ],
  },
];
