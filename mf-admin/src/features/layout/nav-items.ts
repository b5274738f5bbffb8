export const NAV_ITEMS = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Prodotti', to: '/admin/prodotti' },
  { label: 'Categorie', to: '/admin/categorie' },
  { label: 'Testimonianze', to: '/admin/testimonials' },
  { label: 'Utenti', to: '/admin/users' },
  { label: 'Messaggi', to: '/admin/messaggi' },
  { label: 'Database', to: '/admin/database' },
] as const;
