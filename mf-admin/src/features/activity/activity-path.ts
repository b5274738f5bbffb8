/**
 * The page listing every entry (/admin/attivita). Its own module, free of the activity contracts (and zod):
 * the navigation, on every admin screen, needs only the address.
 */
export const ACTIVITY_PATH = '/admin/attivita';
