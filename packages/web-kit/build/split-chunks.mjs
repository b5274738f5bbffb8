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

/** The UI libraries a remote's pages bundle themselves (MUI's components; its styling engine is shared). */
const UI_MODULES =
  /[\\/]node_modules[\\/](@mui[\\/](material|icons-material|utils)|@popperjs|clsx|react-transition-group)[\\/]/;

/**
 * A chunk of the remote's own code: reached by an `import()` of its source (a route, a lazy part, the exposed
 * module), not a shared library's fallback (whose chunk groups come from the federation runtime, with no
 * request). A fallback is loaded only when the host does not provide that library: its modules stay with it
 * instead of joining a 'ui' chunk, which would make every page load that chunk for the fallback's sake.
 */
function isOwnCodeChunk(chunk) {
  for (const group of chunk.groupsIterable) if (group.origins.some((origin) => origin.request)) return true;
  return false;
}

/** Whether one of the chunks holding `module` is named in `names` (`webpackChunkName` of a route's import). */
function inNamedChunk(module, chunkGraph, names) {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (names.has(chunk.name)) return true;
  return false;
}

/**
 * A remote's pages share most of their MUI component code: one 'ui' chunk instead of a dozen small ones
 * per first page. Shared libraries (@mui/system, emotion...) stay in their own chunks: fallbacks the host
 * normally provides, never loaded then.
 *
 * `firstScreen`: the names of the chunks a remote's usual first screen loads (e.g. its layout and its start
 * page). The UI code those use gets its own 'ui-first' chunks, so that screen evaluates only the components
 * it shows, not those of every editor and dialog of the remote; the rest stays in 'ui', loaded by the
 * screens that need it.
 * @param {{ firstScreen?: string[] }} [options]
 */
export function remoteSplitChunks({ firstScreen = [] } = {}) {
  // A few files instead of one: each is compiled and run in its own task, none long enough to block input
  // for more than a few tens of milliseconds on a phone. (`enforce` would ignore minSize and cut dozens of
  // tiny files.) Sizes are of the unminified sources: ~100 KB minified each.
  const sizes = { minSize: 300_000, maxSize: 500_000 };
  const firstScreenNames = new Set(firstScreen);
  return {
    chunks: 'async',
    cacheGroups: {
      ...(firstScreenNames.size > 0 && {
        uiFirst: {
          test: (module, { chunkGraph }) =>
            UI_MODULES.test(module.nameForCondition() ?? '') &&
            inNamedChunk(module, chunkGraph, firstScreenNames),
          name: 'ui-first',
          chunks: isOwnCodeChunk,
          priority: 30,
          ...sizes,
        },
      }),
      ui: { test: UI_MODULES, name: 'ui', chunks: isOwnCodeChunk, priority: 20, ...sizes },
    },
  };
}
