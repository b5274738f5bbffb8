import { THEME_COLORS } from '@vetrina/contracts/theme-init';

/** Where the gateway serves this remote's files, and so the manifest and its icons. */
export const ADMIN_PUBLIC_PATH = '/remotes/admin/';

/**
 * The installed admin's web app manifest (served at /remotes/admin/manifest.webmanifest). Its colours are the
 * light theme's; the document's `theme-color` follows the mode she chose (both themes) once the app runs.
 */
export function webAppManifest() {
  const icon = (file, size, purpose) => ({
    src: `${ADMIN_PUBLIC_PATH}icons/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/admin/',
    name: 'Vetrina Creazioni – Pannello Amministrativo',
    short_name: 'Vetrina Admin',
    description: 'Ordini, messaggi e catalogo del laboratorio, anche senza connessione.',
    lang: 'it',
    dir: 'ltr',
    start_url: '/admin/',
    scope: '/admin/',
    display: 'standalone',
    orientation: 'any',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('icon-maskable-512.png', 512, 'maskable'),
    ],
  };
}
