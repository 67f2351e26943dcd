// Built-in cover art: one square SVG per theme, composed from a gradient, a pattern, a soft blob and Twemoji
// motifs, then rendered with sharp. Everything is seeded by the theme's slug, so a theme always gives the same
// picture.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { hashString } from '../../../../shared/common/hash';
import type { CoverPattern, Theme } from '../../../../shared/themes/themes';

/** Bump when the art changes: it is part of every gallery file name, so browsers never keep a stale cover. */
export const COVER_ART_VERSION = 1;
export const COVER_SIZE = 768;
/** The small copy menus and tiles show (up to ~190 px wide on a 2x screen). */
export const THUMBNAIL_SIZE = 384;

const require = createRequire(import.meta.url);
const twemojiDir = path.dirname(require.resolve('@twemoji/svg/package.json'));
const emojiCache = new Map<string, string>();

/** The inner markup of a Twemoji SVG (all of them use a 36x36 view box). */
function emojiInner(code: string): string {
  let inner = emojiCache.get(code);
  if (inner === undefined) {
    const file = readFileSync(path.join(twemojiDir, `${code}.svg`), 'utf8');
    inner = file.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    emojiCache.set(code, inner);
  }
  return inner;
}

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function emoji(code: string, cx: number, cy: number, size: number, rotate: number): string {
  const x = cx - size / 2;
  const y = cy - size / 2;
  return `<g transform="rotate(${f(rotate)} ${f(cx)} ${f(cy)})"><svg x="${f(x)}" y="${f(y)}" width="${f(size)}" height="${f(size)}" viewBox="0 0 36 36">${emojiInner(code)}</svg></g>`;
}

/** A smooth closed blob around (cx, cy): a Catmull-Rom loop through points at random radii. */
function blob(rand: () => number, cx: number, cy: number, radius: number): string {
  const count = 7;
  const points = Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2;
    const r = radius * (0.82 + rand() * 0.3);
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as const;
  });
  const at = (i: number) => points[(i + count) % count]!;
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0]!)} ${f(c1[1]!)} ${f(c2[0]!)} ${f(c2[1]!)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d}Z`;
}

function pattern(kind: CoverPattern, rand: () => number, s: number, accent: string, ink: string): string {
  const out: string[] = [];
  switch (kind) {
    case 'confetti': {
      const colours = [accent, ink, '#ffffff'];
      for (let i = 0; i < 90; i++) {
        const x = rand() * s;
        const y = rand() * s;
        const w = s * (0.008 + rand() * 0.016);
        const colour = colours[Math.floor(rand() * colours.length)];
        const opacity = f(0.35 + rand() * 0.45);
        out.push(
          rand() < 0.5
            ? `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(w * 2.4)}" rx="${f(w / 3)}" fill="${colour}" opacity="${opacity}" transform="rotate(${f(rand() * 180)} ${f(x)} ${f(y)})"/>`
            : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(w * 0.7)}" fill="${colour}" opacity="${opacity}"/>`,
        );
      }
      break;
    }
    case 'dots': {
      const step = s / 14;
      for (let row = 0; row <= 14; row++) {
        for (let col = 0; col <= 14; col++) {
          const r = step * 0.06 + (step * 0.16 * (row + col)) / 28;
          out.push(
            `<circle cx="${f(col * step + (row % 2) * (step / 2))}" cy="${f(row * step)}" r="${f(r)}" fill="${accent}" opacity="0.28"/>`,
          );
        }
      }
      break;
    }
    case 'stripes': {
      const width = s / 18;
      for (let i = -20; i < 40; i += 2) {
        out.push(
          `<rect x="${f(i * width)}" y="${f(-s)}" width="${f(width)}" height="${f(s * 3)}" fill="${accent}" opacity="0.13" transform="rotate(35 ${s / 2} ${s / 2})"/>`,
        );
      }
      break;
    }
    case 'rays': {
      const count = 24;
      const c = s / 2;
      const r = s;
      for (let i = 0; i < count; i += 2) {
        const a1 = (i / count) * Math.PI * 2;
        const a2 = ((i + 1) / count) * Math.PI * 2;
        out.push(
          `<path d="M${c} ${c} L${f(c + Math.cos(a1) * r)} ${f(c + Math.sin(a1) * r)} L${f(c + Math.cos(a2) * r)} ${f(c + Math.sin(a2) * r)}Z" fill="${accent}" opacity="0.16"/>`,
        );
      }
      break;
    }
    case 'waves': {
      for (let band = 0; band < 5; band++) {
        const base = s * (0.62 + band * 0.1);
        const amp = s * (0.025 + rand() * 0.02);
        const phase = rand() * Math.PI * 2;
        let d = `M0 ${f(base)}`;
        for (let x = 0; x <= s; x += s / 32) {
          d += ` L${f(x)} ${f(base + Math.sin((x / s) * Math.PI * 4 + phase) * amp)}`;
        }
        d += ` L${s} ${s} L0 ${s}Z`;
        out.push(`<path d="${d}" fill="${accent}" opacity="${f(0.1 + band * 0.04)}"/>`);
      }
      break;
    }
    case 'stars': {
      for (let i = 0; i < 46; i++) {
        const x = rand() * s;
        const y = rand() * s;
        const r = s * (0.006 + rand() * rand() * 0.03);
        const k = r * 0.28;
        out.push(
          `<path d="M${f(x)} ${f(y - r)} Q${f(x + k)} ${f(y - k)} ${f(x + r)} ${f(y)} Q${f(x + k)} ${f(y + k)} ${f(x)} ${f(y + r)} Q${f(x - k)} ${f(y + k)} ${f(x - r)} ${f(y)} Q${f(x - k)} ${f(y - k)} ${f(x)} ${f(y - r)}Z" fill="${rand() < 0.6 ? accent : '#ffffff'}" opacity="${f(0.45 + rand() * 0.5)}"/>`,
        );
      }
      break;
    }
    case 'bubbles': {
      for (let i = 0; i < 26; i++) {
        out.push(
          `<circle cx="${f(rand() * s)}" cy="${f(rand() * s)}" r="${f(s * (0.02 + rand() * rand() * 0.12))}" fill="${rand() < 0.5 ? accent : '#ffffff'}" opacity="${f(0.12 + rand() * 0.22)}"/>`,
        );
      }
      break;
    }
    case 'checks': {
      const step = s / 10;
      for (let row = -4; row < 14; row++) {
        for (let col = -4; col < 14; col++) {
          if ((row + col) % 2 === 0) {
            out.push(
              `<rect x="${f(col * step)}" y="${f(row * step)}" width="${f(step)}" height="${f(step)}" fill="${accent}" opacity="0.1" transform="rotate(12 ${s / 2} ${s / 2})"/>`,
            );
          }
        }
      }
      break;
    }
  }
  return out.join('');
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

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

/** The cover of a theme as a WebP image. */
export async function renderCover(theme: Theme, options: { size?: number; title?: boolean } = {}) {
  return sharp(Buffer.from(coverSvg(theme, options)))
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}
