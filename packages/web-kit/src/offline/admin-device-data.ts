/**
 * Where the admin keeps the owner's data on her device, so the shell (which saves it) and the admin remote
 * (which removes it on 'Esci' and at the end of the session) name the same places. Dependency-free.
 */
export const ADMIN_QUERY_CACHE = {
  /** The IndexedDB database and object store of the persisted query cache (idb-keyval's createStore). */
  database: 'vetrina-admin',
  store: 'query-cache',
  /** The key of the one persisted snapshot. */
  key: 'admin-queries',
} as const;

/** Cache Storage entries kept on sign-out: the app's own files (Workbox's precache), none of her data. */
export const APP_FILES_CACHE_PREFIX = 'workbox-precache';

/**
 * The service worker's last copy of the shell's public /config.json (site name, the shop's public contact,
 * the remotes' addresses): none of her data, so it is kept on sign-out too, and the app opens offline with
 * the shop's own settings rather than the defaults.
 */
export const PUBLIC_CONFIG_CACHE = 'vetrina-admin-config';

/** Whether 'Esci' keeps a Cache Storage entry: only those that can hold nothing of hers. */
export const keptOnSignOut = (cacheName: string) =>
  cacheName.startsWith(APP_FILES_CACHE_PREFIX) || cacheName === PUBLIC_CONFIG_CACHE;

/** A write refused because the device is offline: an HttpError with no status (no answer was asked for). */
export const OFFLINE_WRITE_STATUS = 0;
export const OFFLINE_WRITE_MESSAGE =
  'Sei offline: la modifica non è stata salvata. Riprova quando torna la connessione.';
