/**
 * The start of a page the gateway writes itself rather than the storefront's renderer (the admin's sign-in,
 * the page shown while the renderer is down): Italian, never indexed, drawn in light and dark. The caller
 * goes on with the rest of its head.
 */
export const OWN_DOCUMENT_START = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="color-scheme" content="light dark" />`;
