// The site's one stylesheet (the islands build's `site` entry): tokens and base first, then the shared UI
// primitives (buttons, text, container), then every other CSS Module of the storefront, so a component's
// own class, of equal specificity, overrides a primitive's. A page links this one hashed, immutable file.
import './tokens.css';
import './base.css';

const primitives = import.meta.webpackContext('../shared/ui', { recursive: true, regExp: /\.module\.css$/ });
primitives.keys().forEach((key) => primitives(key));
const modules = import.meta.webpackContext('..', { recursive: true, regExp: /\.module\.css$/ });
modules.keys().forEach((key) => modules(key));
