// The built-in cover composition: a gradient, a pattern, a soft glow and blob, a main Twemoji motif with
// smaller ones on a ring around it, optionally the title. The gallery draws one per catalogue theme; the
// built-in image generator's 'None' style draws one from a prompt's motifs.
import { hashString } from '../../../../../shared/common/hash';
import type { Theme } from '../../../../../shared/themes/themes';
import { blob, emoji, escapeXml, f, pattern, seededRandom } from './svg';

/** Bump when the art changes: it is part of every gallery file name, so browsers never keep a stale cover. */
export const COVER_ART_VERSION = 1;
export const COVER_SIZE = 768;

/** The cover of a theme as SVG markup; `title` writes the theme's title across the bottom. */
export function coverSvg(theme: Theme, options: { size?: number; title?: boolean } = {}): string {
  const s = options.size ?? COVER_SIZE;
  const rand = seededRandom(hashString(`${theme.slug}:${COVER_ART_VERSION}`));
  const { from, to, accent, ink } = theme.palette;
  const angle = Math.floor(rand() * 4);
  const [x1, y1, x2, y2] = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 0, 0, 1],
    [0, 1, 1, 0],
  ][angle]!;
  const cx = s * (0.46 + rand() * 0.08);
  const cy = s * (options.title ? 0.42 : 0.48) + rand() * s * 0.04;
  const mainSize = s * 0.42;
  // Small motifs sit on a ring around the main one, at evenly spread angles with a little jitter.
  const start = rand() * Math.PI * 2;
  const motifs = theme.motifs.flatMap((code, i, all) => {
    const copies = all.length < 3 ? 2 : 1;
    return Array.from({ length: copies }, (_, j) => {
      const slot = i * copies + j;
      const angleAt = start + (slot / (all.length * copies)) * Math.PI * 2 + (rand() - 0.5) * 0.4;
      const radius = s * (0.33 + rand() * 0.06);
      const size = s * (0.12 + rand() * 0.05);
      const x = Math.min(s - size * 0.6, Math.max(size * 0.6, cx + Math.cos(angleAt) * radius));
      const y = Math.min(s - size * 0.6, Math.max(size * 0.6, cy + Math.sin(angleAt) * radius));
      return emoji(code, x, y, size, (rand() - 0.5) * 40);
    });
  });
  const title = options.title
    ? `<text x="${s / 2}" y="${f(s * 0.9)}" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="${f(s * 0.075)}" fill="${ink}">${escapeXml(theme.title)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">`,
    `<defs><linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${s}" height="${s}" fill="url(#bg)"/>`,
    pattern(theme.pattern, rand, s, accent, ink),
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.4)}" fill="url(#glow)"/>`,
    `<path d="${blob(rand, cx, cy, s * 0.27)}" fill="${accent}" opacity="0.35"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy + mainSize * 0.47)}" rx="${f(mainSize * 0.36)}" ry="${f(mainSize * 0.06)}" fill="#000000" opacity="0.12"/>`,
    emoji(theme.emoji, cx, cy, mainSize, (rand() - 0.5) * 16),
    ...motifs,
    title,
    '</svg>',
  ].join('');
}
