import CopyPlugin from 'copy-webpack-plugin';

/** Every file of the host's `public/` except index.html (HtmlWebpackPlugin renders that one). */
export function copyPublicPlugin(publicDir) {
  return new CopyPlugin({
    patterns: [{ from: publicDir, globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
  });
}
