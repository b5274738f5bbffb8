// The admin app's icons, drawn at build time from the site's favicon (shell/public/favicon.svg): a rose disc
// with a wine-coloured "V". Plain geometry with anti-aliased edges, so no image library is needed.
import { encodePng } from './png-encoder.mjs';

const ROSE = [0xe9, 0xb7, 0xc3];
const WINE = [0x7e, 0x2f, 0x44];
// In the favicon's 64-unit box: the disc, and the V's stroke (round caps and join).
const DISC_RADIUS = 30;
const V_POINTS = [
  [18, 22],
  [32, 46],
  [46, 22],
];
const V_HALF_WIDTH = 3;

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** How much of a pixel lies inside a shape whose edge is `distance` units away (negative: inside). */
const coverage = (distance, unitsPerPixel) => Math.max(0, Math.min(1, 0.5 - distance / unitsPerPixel));

/**
 * One icon as PNG bytes. `fullBleed`: the background fills the square (maskable and Apple icons, whose
 * platform crops it; the V stays inside the central 80 % safe circle); otherwise a disc on transparency.
 * @param {number} size
 * @param {{ fullBleed: boolean }} options
 */
export function drawAppIcon(size, { fullBleed }) {
  const rgba = new Uint8Array(size * size * 4);
  const unitsPerPixel = 64 / size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const ux = (x + 0.5) * unitsPerPixel;
      const uy = (y + 0.5) * unitsPerPixel;
      const disc = fullBleed ? 1 : coverage(Math.hypot(ux - 32, uy - 32) - DISC_RADIUS, unitsPerPixel);
      const stroke = Math.min(
        distanceToSegment(ux, uy, V_POINTS[0], V_POINTS[1]),
        distanceToSegment(ux, uy, V_POINTS[1], V_POINTS[2]),
      );
      const ink = coverage(stroke - V_HALF_WIDTH, unitsPerPixel);
      const at = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) rgba[at + c] = Math.round(ROSE[c] * (1 - ink) + WINE[c] * ink);
      rgba[at + 3] = Math.round(255 * Math.max(disc, ink));
    }
  }
  return encodePng(size, rgba);
}

/** File name (under icons/) → PNG bytes, as the web app manifest and the document name them. */
export function appIconFiles() {
  return {
    'icon-192.png': drawAppIcon(192, { fullBleed: false }),
    'icon-512.png': drawAppIcon(512, { fullBleed: false }),
    'icon-maskable-512.png': drawAppIcon(512, { fullBleed: true }),
    'apple-touch-icon.png': drawAppIcon(180, { fullBleed: true }),
  };
}
