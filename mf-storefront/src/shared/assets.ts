// Bundled by webpack as asset files (URLs relative to the remote's public path).
export const aboutImageUrl = new URL('../assets/about-maker.svg', import.meta.url).href;
export const placeholderImageUrl = new URL('../assets/placeholder.svg', import.meta.url).href;
