/**
 * Public pages are ordinary documents: a link to another one is prefetched when the visitor hovers or
 * presses it (Chromium's "moderate" eagerness), so the navigation is near instant. An inline
 * `<script type="speculationrules">` in each public page, allowed by the gateway's CSP through the hash of
 * this very string. Never the admin, the API, nor a file.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/admin', '/admin/*', '/api/*', '/uploads/*', '/remotes/*'] } },
          { not: { selector_matches: '[rel~=nofollow], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
