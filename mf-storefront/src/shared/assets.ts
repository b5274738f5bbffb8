// Bundled by webpack as asset files under the remote's public path. Paths, not absolute URLs: the
// server-side render (which has no page origin) must print the same `src` as the browser.
export const aboutImageUrl = new URL('../assets/about-maker.svg', import.meta.url).pathname;
export const placeholderImageUrl = new URL('../assets/placeholder.svg', import.meta.url).pathname;
