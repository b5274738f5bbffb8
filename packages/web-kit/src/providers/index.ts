// `@vetrina/web-kit/providers`: the app-wide providers, mounted once by the shell (and by the storefront's
// server renderer). A subpath of its own, not part of the shared `@vetrina/web-kit` singleton, so the remotes'
// fallback copies of web-kit do not carry the theme and toast code. The files here import the contexts from
// '@vetrina/web-kit' (not relatively), so they provide the one shared instance the remotes consume.
export { AppProviders } from './AppProviders.tsx';
export { createAppQueryClient } from './app-query-client.ts';
export { appTheme, THEME_COLORS } from './app-theme.ts';
