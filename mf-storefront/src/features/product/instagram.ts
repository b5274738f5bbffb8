export type InstagramVideo =
  | { kind: 'embed'; embedUrl: string; url: string }
  | { kind: 'story'; url: string }
  | { kind: 'invalid'; url: string };

const HOST = /^(www\.)?instagram\.com$/i;
const CODE = /^[A-Za-z0-9_-]+$/;

/**
 * Instagram post (/p/{code}), reel (/reel/{code}) and IGTV (/tv/{code}) URLs become embeddable URLs;
 * stories and highlights cannot be embedded (spec §2).
 */
export function parseInstagramVideo(raw: string | null | undefined): InstagramVideo {
  const url = (raw ?? '').trim();
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'invalid', url };
  }
  if (!HOST.test(parsed.hostname)) return { kind: 'invalid', url };
  const segments = parsed.pathname.split('/').filter(Boolean);
  if (segments[0] === 'stories' || segments[0] === 's') return { kind: 'story', url };
  // Profile-prefixed links (/{user}/p/{code}) are accepted too.
  const at = segments.findIndex((s) => s === 'p' || s === 'reel' || s === 'reels' || s === 'tv');
  const type = segments[at];
  const code = segments[at + 1];
  if (at === -1 || !code || !CODE.test(code)) return { kind: 'invalid', url };
  const kind = type === 'reel' || type === 'reels' ? 'reel' : 'p';
  return { kind: 'embed', embedUrl: `https://www.instagram.com/${kind}/${code}/embed`, url };
}

export function instagramEmbedUrl(raw: string | null | undefined): string | null {
  const video = parseInstagramVideo(raw);
  return video.kind === 'embed' ? video.embedUrl : null;
}
