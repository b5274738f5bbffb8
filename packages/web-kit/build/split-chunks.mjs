/**
 * The host needs every shared library on its first load anyway: one vendor chunk instead of ~35 small ones
 * (each shared module is otherwise its own async chunk), so the slow-network waterfall has few requests.
 */
export function hostSplitChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      vendor: {
        test: /[\\/](node_modules|packages[\\/](web-kit|contracts))[\\/]/,
        name: 'vendor',
        chunks: 'async',
        enforce: true,
      },
    },
  };
}

/**
 * A remote's pages share most of their MUI component code: one 'ui' chunk instead of a dozen small ones
 * per first page. Shared libraries stay in their own chunks (fallbacks the host normally provides).
 */
export function remoteSplitChunks() {
  return {
    chunks: 'async',
    cacheGroups: {
      ui: {
        test: /[\\/]node_modules[\\/](@mui[\\/](material|icons-material|utils|system)|@popperjs|clsx|react-transition-group)[\\/]/,
        name: 'ui',
        chunks: 'async',
        priority: 20,
        // A few files instead of one: each is compiled and run in its own task, none long enough to
        // block input for more than a few tens of milliseconds on a phone. (`enforce` would ignore
        // minSize and cut dozens of tiny files.) Sizes are of the unminified sources: ~100 KB minified each.
        minSize: 300_000,
        maxSize: 500_000,
      },
    },
  };
}
