import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/** Precompressed `.gz` and `.br` (quality 11) next to each text file, served as they are by serve-static. */
export function compressionPlugins() {
  return [
    new CompressionPlugin({
      algorithm: 'gzip',
      filename: '[path][base].gz',
      test: COMPRESSIBLE,
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      test: COMPRESSIBLE,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}
