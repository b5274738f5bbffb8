// CSS Modules (`X.module.css`): the class names css-loader made for the file's local names.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

interface ImportMeta {
  /** webpack's `import.meta.webpackContext` (the site stylesheet's entry imports every CSS Module). */
  webpackContext(
    directory: string,
    options: { recursive?: boolean; regExp?: RegExp },
  ): { keys(): string[]; (id: string): unknown };
}

// The islands build's manifest, bundled into the server renderer (webpack.ssr.config.mjs's alias).
declare module 'islands-manifest.json' {
  const manifest: unknown;
  export default manifest;
}
