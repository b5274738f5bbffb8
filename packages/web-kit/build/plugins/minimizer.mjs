import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Loads a declared build dependency, or stops the build saying what to install (never a silent fallback). */
function requireDeclared(name) {
  try {
    return require(name);
  } catch (err) {
    throw new Error(
      `${name} is missing: it is a peer dependency of @vetrina/web-kit's webpack factory (run npm install)`,
      { cause: err },
    );
  }
}

/** swc minifies much faster than terser on 2 cores. */
export function minimizers() {
  const MinimizerPlugin = requireDeclared('minimizer-webpack-plugin');
  return [
    new MinimizerPlugin({
      minify: MinimizerPlugin.swcMinify,
      minimizerOptions: { compress: { passes: 2 }, mangle: true },
      extractComments: false,
    }),
  ];
}
