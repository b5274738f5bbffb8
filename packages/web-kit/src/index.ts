export {
  HttpError,
  isHttpError,
  serverMessage,
  apiGet,
  apiSend,
  apiUpload,
  setApiOrigin,
} from './api/api-client.ts';
export {
  formatPrice,
  formatDate,
  formatLongDate,
  formatRelativeTime,
  formatYear,
} from './format/formatters.ts';
export { usePageMeta, DEFAULT_OG_IMAGE } from './meta/use-page-meta.ts';
export type { PageMeta } from './meta/use-page-meta.ts';
export { SiteConfigContext, useSiteConfig, siteOrigin, DEFAULT_SITE_CONFIG } from './site/site-config.ts';
export type { SiteConfig } from './site/site-config.ts';
export { ThemeModeContext, useThemeMode } from './theme/theme-mode.ts';
export type { ThemeMode, ThemeModeValue } from './theme/theme-mode.ts';
export { useDelayedReady } from './hooks/use-delayed-ready.ts';
export { imageSources, IMAGE_WIDTHS, DEFAULT_IMAGE_SIZES } from './images/image-sources.ts';
export type { ImageSources } from './images/image-sources.ts';
export { NotFoundPage } from './pages/NotFoundPage.tsx';
export { queryKeys } from './query/query-keys.ts';
export { notify } from './notify/notify.tsx';
