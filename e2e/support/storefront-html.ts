/** Tiny readers for server-rendered HTML (no DOM: these tests look at what a crawler receives). */

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** content of <meta property="og:..."> (or name="..."), undefined when the tag is absent. */
export function metaContent(html: string, key: string, attribute: 'property' | 'name' = 'property') {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tag = new RegExp(`<meta\\s+${attribute}="${escaped}"\\s+content="([^"]*)"`, 'i').exec(html);
  return tag ? decode(tag[1]!) : undefined;
}

/** Every application/ld+json block, flattened (a block may hold an array). */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((m) => {
    const data = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}
