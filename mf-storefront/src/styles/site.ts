// The site's one stylesheet (the islands build's `site` entry): tokens and base first, then every CSS
// Module of the storefront, so a page links one hashed, immutable file that every other page reuses.
import './tokens.css';
import './base.css';

const modules = import.meta.webpackContext('..', { recursive: true, regExp: /\.module\.css$/ });
modules.keys().forEach((key) => modules(key));
