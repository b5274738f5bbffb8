import { THEME_COLORS, THEME_INIT_SCRIPT } from '@vetrina/contracts/theme-init';
import { escapeHtml } from '@vetrina/contracts/text';
import { OWN_DOCUMENT_START } from '../own-document.ts';

/**
 * What a visitor gets when the storefront's renderer is down or too slow (and no cached copy of the page
 * exists): a calm, self-contained page (no stylesheet or script to fetch), answered 503 with Retry-After.
 */
export function unavailablePage(siteName: string): string {
  const name = escapeHtml(siteName);
  return `${OWN_DOCUMENT_START}
    <script>${THEME_INIT_SCRIPT}</script>
    <title>${name}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem; text-align: center;
        font-family: 'Nunito', 'Segoe UI', Roboto, Arial, sans-serif; background: ${THEME_COLORS.light}; color: #3b2a2a; }
      [data-theme='dark'] body { background: ${THEME_COLORS.dark}; color: #f6ece8; }
      h1 { font-family: Georgia, 'Times New Roman', serif; font-weight: 600; color: #a8445e; }
      [data-theme='dark'] h1 { color: #f2b3c2; }
      a { color: inherit; }
    </style>
  </head>
  <body>
    <main>
      <h1>${name}</h1>
      <p>Il sito è momentaneamente non disponibile. Riprova tra qualche istante.</p>
      <p><a href="">Riprova</a></p>
    </main>
  </body>
</html>
`;
}
