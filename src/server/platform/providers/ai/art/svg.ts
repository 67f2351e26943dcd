// SVG building blocks shared by the built-in cover art (the gallery and the built-in image generator): Twemoji
// motifs, a seeded random generator, soft blobs and background patterns. Everything is seeded, so the same
// input always draws the same picture.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CoverPattern } from '../../../../../shared/themes/themes';

const require = createRequire(import.meta.url);
const twemojiDir = path.dirname(require.resolve('@twemoji/svg/package.json'));
const emojiCache = new Map<string, string>();

/** The inner markup of a Twemoji SVG (all of them use a 36x36 view box). */
export function emojiInner(code: string): string {
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

export const f = (n: number) => (Math.round(n * 10) / 10).toString();

export function emoji(code: string, cx: number, cy: number, size: number, rotate: number): string {
  const x = cx - size / 2;
  const y = cy - size / 2;
  return `<g transform="rotate(${f(rotate)} ${f(cx)} ${f(cy)})"><svg x="${f(x)}" y="${f(y)}" width="${f(size)}" height="${f(size)}" viewBox="0 0 36 36">${emojiInner(code)}</svg></g>`;
}

/** A smooth closed blob around (cx, cy): a Catmull-Rom loop through points at random radii. */
export function blob(rand: () => number, cx: number, cy: number, radius: number): string {
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

/** What a background pattern is painted with: the seeded generator, the square's side and its colours. */
type PatternPaint = { rand: () => number; s: number; accent: string; ink: string };

/** Confetti: little slips and dots in the accent, the ink and white, scattered. */
function confettiPattern({ rand, s, accent, ink }: PatternPaint): string[] {
  const out: string[] = [];
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
  return out;
}

/** A half-drop grid of dots, growing towards the bottom right. */
function dotsPattern({ s, accent }: PatternPaint): string[] {
  const out: string[] = [];
  const step = s / 14;
  for (let row = 0; row <= 14; row++) {
    for (let col = 0; col <= 14; col++) {
      const r = step * 0.06 + (step * 0.16 * (row + col)) / 28;
      out.push(
        `<circle cx="${f(col * step + (row % 2) * (step / 2))}" cy="${f(row * step)}" r="${f(r)}" fill="${accent}" opacity="0.28"/>`,
      );
    }
  }
  return out;
}

/** Diagonal stripes. */
function stripesPattern({ s, accent }: PatternPaint): string[] {
  const out: string[] = [];
  const width = s / 18;
  for (let i = -20; i < 40; i += 2) {
    out.push(
      `<rect x="${f(i * width)}" y="${f(-s)}" width="${f(width)}" height="${f(s * 3)}" fill="${accent}" opacity="0.13" transform="rotate(35 ${s / 2} ${s / 2})"/>`,
    );
  }
  return out;
}

/** Sun rays from the centre. */
function raysPattern({ s, accent }: PatternPaint): string[] {
  const out: string[] = [];
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
  return out;
}

/** Five bands of waves rising from the bottom. */
function wavesPattern({ rand, s, accent }: PatternPaint): string[] {
  const out: string[] = [];
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
  return out;
}

/** Four-pointed twinkling stars. */
function starsPattern({ rand, s, accent }: PatternPaint): string[] {
  const out: string[] = [];
  for (let i = 0; i < 46; i++) {
    const x = rand() * s;
    const y = rand() * s;
    const r = s * (0.006 + rand() * rand() * 0.03);
    const k = r * 0.28;
    out.push(
      `<path d="M${f(x)} ${f(y - r)} Q${f(x + k)} ${f(y - k)} ${f(x + r)} ${f(y)} Q${f(x + k)} ${f(y + k)} ${f(x)} ${f(y + r)} Q${f(x - k)} ${f(y + k)} ${f(x - r)} ${f(y)} Q${f(x - k)} ${f(y - k)} ${f(x)} ${f(y - r)}Z" fill="${rand() < 0.6 ? accent : '#ffffff'}" opacity="${f(0.45 + rand() * 0.5)}"/>`,
    );
  }
  return out;
}

/** Soft bubbles. */
function bubblesPattern({ rand, s, accent }: PatternPaint): string[] {
  const out: string[] = [];
  for (let i = 0; i < 26; i++) {
    out.push(
      `<circle cx="${f(rand() * s)}" cy="${f(rand() * s)}" r="${f(s * (0.02 + rand() * rand() * 0.12))}" fill="${rand() < 0.5 ? accent : '#ffffff'}" opacity="${f(0.12 + rand() * 0.22)}"/>`,
    );
  }
  return out;
}

/** A tilted checkerboard. */
function checksPattern({ s, accent }: PatternPaint): string[] {
  const out: string[] = [];
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
  return out;
}

const PATTERNS: Record<CoverPattern, (paint: PatternPaint) => string[]> = {
  confetti: confettiPattern,
  dots: dotsPattern,
  stripes: stripesPattern,
  rays: raysPattern,
  waves: wavesPattern,
  stars: starsPattern,
  bubbles: bubblesPattern,
  checks: checksPattern,
};

/** The background pattern `kind` over an `s`-wide square, drawn from `rand` (the same seed, the same picture). */
export function pattern(
  kind: CoverPattern,
  rand: () => number,
  s: number,
  accent: string,
  ink: string,
): string {
  return PATTERNS[kind]({ rand, s, accent, ink }).join('');
}

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
