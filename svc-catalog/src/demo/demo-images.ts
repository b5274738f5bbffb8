import type { PhotoStore } from '@vetrina/service-kit/photos';
import { storeImage } from '../uploads/image-store.ts';

const WIDTH = 1200;
const HEIGHT = 900;

/** Soft pastel pairs (background, pattern) for fabric-like swatches. */
const PALETTES = [
  ['#f9e0e3', '#f3bfc7'],
  ['#e0eef9', '#bcd7ef'],
  ['#e6f4e1', '#c4e3bb'],
  ['#fdf3d9', '#f6dfa0'],
  ['#ece3f6', '#d3c1ec'],
  ['#fde8dc', '#f6c9ae'],
] as const;

type Motif = 'heart' | 'cloud' | 'star' | 'flower' | 'bunny';

const MOTIFS: Record<Motif, string> = {
  heart: '<path d="M0 60 C-90 0 -60 -80 0 -35 C60 -80 90 0 0 60 Z"/>',
  cloud: '<path d="M-90 40 a45 45 0 0 1 10 -85 a60 60 0 0 1 110 -10 a45 45 0 0 1 60 95 Z"/>',
  star: '<path d="M0 -80 L22 -25 L80 -25 L34 10 L52 68 L0 34 L-52 68 L-34 10 L-80 -25 L-22 -25 Z"/>',
  flower:
    '<g><circle cx="0" cy="-45" r="35"/><circle cx="43" cy="-14" r="35"/><circle cx="27" cy="37" r="35"/>' +
    '<circle cx="-27" cy="37" r="35"/><circle cx="-43" cy="-14" r="35"/><circle r="26" fill="#fff6c9"/></g>',
  bunny:
    '<g><ellipse cx="-28" cy="-75" rx="18" ry="50"/><ellipse cx="28" cy="-75" rx="18" ry="50"/>' +
    '<circle cx="0" cy="10" r="60"/></g>',
};

const PATTERNS = [
  // polka dots
  (c: string) => `<circle cx="20" cy="20" r="7" fill="${c}"/><circle cx="60" cy="60" r="7" fill="${c}"/>`,
  // gingham
  (c: string) =>
    `<rect width="40" height="80" fill="${c}" opacity="0.45"/><rect width="80" height="40" fill="${c}" opacity="0.45"/>`,
  // diagonal stripes
  (c: string) => `<path d="M-20 20 L20 -20 M0 80 L80 0 M60 100 L100 60" stroke="${c}" stroke-width="14"/>`,
];

function fabricSvg(motif: Motif, variant: number): string {
  const [background, pattern] = PALETTES[variant % PALETTES.length]!;
  const tile = PATTERNS[(variant + Math.floor(variant / PALETTES.length)) % PATTERNS.length]!(pattern);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <pattern id="fabric" width="80" height="80" patternUnits="userSpaceOnUse">${tile}</pattern>
  </defs>
  <rect width="100%" height="100%" fill="${background}"/>
  <rect width="100%" height="100%" fill="url(#fabric)"/>
  <circle cx="600" cy="450" r="250" fill="#ffffff" opacity="0.85"/>
  <circle cx="600" cy="450" r="232" fill="none" stroke="${pattern}" stroke-width="6" stroke-dasharray="14 12"/>
  <g transform="translate(600 465) scale(2)" fill="${pattern}" stroke="#ffffff" stroke-width="3">${MOTIFS[motif]}</g>
</svg>`;
}

/** Renders one demo picture (base + width variants) unless it is already there. */
export async function demoImage(
  store: PhotoStore,
  name: string,
  motif: Motif,
  variant: number,
): Promise<string> {
  if (!(await store.exists(`${name}.avif`))) {
    // The base AVIF is written last, so its presence means every file is complete.
    await storeImage(store, Buffer.from(fabricSvg(motif, variant)), name);
  }
  return `/uploads/${name}.webp`;
}

export const MOTIF_OF_CATEGORY: Record<string, Motif> = {
  accessori: 'heart',
  'set-nascita': 'cloud',
  giochi: 'bunny',
  'per-noi-mamme': 'flower',
  natale: 'star',
};
