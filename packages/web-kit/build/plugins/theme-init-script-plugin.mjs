import HtmlWebpackPlugin from 'html-webpack-plugin';
import { THEME_INIT_SCRIPT } from '@vetrina/contracts/theme-init';

/**
 * The colour mode's init script, inline and first in the host's <head>: it sets `html[data-theme]` from the
 * stored choice before anything is painted. The gateway's CSP allows it by the sha256 of the same string.
 */
export class ThemeInitScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ThemeInitScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ThemeInitScriptPlugin', (data) => {
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {}, THEME_INIT_SCRIPT));
        return data;
      });
    });
  }
}
