import { ACTIVITY_PATH } from '../features/activity/activity-path.ts';
import { SECURITY_PATH } from '../features/security/passkeys-api.ts';
import { SETTINGS_PATH } from '../features/settings/settings-api.ts';
import { MESSAGES_PATH } from '../features/messages/messages-api.ts';

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
  { label: 'Sicurezza', to: SECURITY_PATH },
] as const;
