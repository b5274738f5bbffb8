import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * One naming of CSS Module classes for every compiler of a remote: the islands' browser build and the
 * server renderer must agree on each class name, so both hash the same file path and local name.
 */
const LOCAL_IDENT = {
  production: '[hash:base64:6]',
  development: '[name]__[local]--[hash:base64:4]',
};

/**
 * `X.module.css` beside a component (class names hashed) and plain `.css` (global: design tokens, base).
 * `extract`: the CSS goes into files (the browser build); otherwise only the class names are kept (the
 * server renderer, whose markup links the browser build's stylesheet).
 */
export function cssRules({ production, extract }) {
  const MiniCssExtractPlugin = require('mini-css-extract-plugin');
  const cssLoader = (modules) => ({
    loader: require.resolve('css-loader'),
    options: {
      importLoaders: 0,
      modules: modules
        ? {
            localIdentName: production ? LOCAL_IDENT.production : LOCAL_IDENT.development,
            exportOnlyLocals: !extract,
            namedExport: false,
            exportLocalsConvention: 'as-is',
          }
        : false,
    },
  });
  if (!extract) return [{ test: /\.module\.css$/i, use: [cssLoader(true)] }];
  // Global stylesheets (tokens, base) are imported by the browser's stylesheet entry only, never by a
  // component, so the server's build has no rule for them.
  return [
    { test: /\.module\.css$/i, use: [MiniCssExtractPlugin.loader, cssLoader(true)] },
    { test: /\.css$/i, exclude: /\.module\.css$/i, use: [MiniCssExtractPlugin.loader, cssLoader(false)] },
  ];
}
