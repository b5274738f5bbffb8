// The public pages' one script (webpack.islands.config.mjs), a few hundred bytes: the page is complete
// without it, so React and the islands (hydrate-page.ts) are fetched only after the page has loaded, when
// they no longer compete with the page's picture for a phone's bandwidth (its largest paint, issue 28).
const hydrate = () => void import(/* webpackChunkName: "hydrate" */ './hydrate-page.ts');

if (document.readyState === 'complete') hydrate();
else window.addEventListener('load', hydrate, { once: true });
