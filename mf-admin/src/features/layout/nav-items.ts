import { ACTIVITY_PATH } from '../activity/activity-address.ts';
import { SETTINGS_PATH } from '../settings/settings-api.ts';

export const MESSAGES_PATH = '/admin/messaggi';

export const NAV_ITEMS = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Prodotti', to: '/admin/prodotti' },
  { label: 'Categorie', to: '/admin/categorie' },
  { label: 'Testimonianze', to: '/admin/testimonials' },
  { label: 'Utenti', to: '/admin/users' },
  { label: 'Messaggi', to: MESSAGES_PATH },
  { label: 'Ordini', to: '/admin/ordini' },
  { label: 'Attività', to: ACTIVITY_PATH },
  { label: 'Database', to: '/admin/database' },
  { label: 'Impostazioni', to: SETTINGS_PATH },
] as const;
