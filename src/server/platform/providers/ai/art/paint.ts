// Small drawing helpers for the built-in styles: colour mixing, gradients with unique ids, motifs as
// silhouettes, sparkles, lettering. Each style (styles*.ts) composes these into one square SVG.
import { formatHex, interpolate } from 'culori';
import type { Subjects } from './subjects';
import { emoji, escapeXml, f } from './svg';

export type ArtInput = {
  /** Side of the square picture in pixels. */
  s: number;
  rand: () => number;
  subjects: Subjects;
  /** Which of a generation's pictures this is (0…): layouts shift between them. */
  variant: number;
  /** The style's own colours with the prompt's colours first. */
  colours: string[];
};

/** A colour between `a` and `b` (t = 0 is a). */
export function mix(a: string, b: string, t: number): string {
  return formatHex(interpolate([a, b])(Math.min(1, Math.max(0, t))))!;
}

export const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
export const between = (rand: () => number, min: number, max: number) => min + rand() * (max - min);

let gradientCount = 0;
/** Ids restart for every picture, so the same input gives the same SVG text, not only the same pixels. */
export function resetIds() {
  gradientCount = 0;
}
/** A gradient definition with a fresh id: `{ def, url }`. */
export function gradient(
  kind: 'linear' | 'radial',
  stops: Array<[offset: number, colour: string, opacity?: number]>,
  attributes = kind === 'linear' ? 'x1="0" y1="0" x2="0" y2="1"' : 'cx="0.5" cy="0.5" r="0.5"',
) {
  const id = `g${++gradientCount}`;
  const tag = kind === 'linear' ? 'linearGradient' : 'radialGradient';
  const stopTags = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return { def: `<${tag} id="${id}" ${attributes}>${stopTags}</${tag}>`, url: `url(#${id})` };
}

/** A soft round glow of `colour` at (cx, cy). */
export function glow(cx: number, cy: number, r: number, colour: string, opacity = 0.8) {
  const g = gradient('radial', [
    [0, colour, opacity],
    [1, colour, 0],
  ]);
  return `<defs>${g.def}</defs><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${g.url}"/>`;
}

/** A motif, optionally as a flat silhouette of one colour (a shadow, a stencil). */
export function motif(
  code: string,
  cx: number,
  cy: number,
  size: number,
  options: { rotate?: number; silhouette?: string; opacity?: number; filter?: string } = {},
) {
  const art = emoji(code, cx, cy, size, options.rotate ?? 0);
  const filters: string[] = [];
  let defs = '';
  if (options.silhouette) {
    const id = `sil${++gradientCount}`;
    defs = `<defs><filter id="${id}"><feFlood flood-color="${options.silhouette}"/><feComposite in2="SourceAlpha" operator="in"/></filter></defs>`;
    filters.push(`url(#${id})`);
  }
  if (options.filter) filters.push(options.filter);
  const filter = filters.length ? ` filter="${filters.join(' ')}"` : '';
  const opacity = options.opacity === undefined ? '' : ` opacity="${f(options.opacity)}"`;
  return `${defs}<g${filter}${opacity}>${art}</g>`;
}

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, r: number, colour: string, opacity = 1) {
  const k = r * 0.22;
  return `<path d="M${f(x)} ${f(y - r)} Q${f(x + k)} ${f(y - k)} ${f(x + r)} ${f(y)} Q${f(x + k)} ${f(y + k)} ${f(x)} ${f(y + r)} Q${f(x - k)} ${f(y + k)} ${f(x - r)} ${f(y)} Q${f(x - k)} ${f(y - k)} ${f(x)} ${f(y - r)}Z" fill="${colour}" opacity="${f(opacity)}"/>`;
}

/** One line of lettering (escaped), centred on x. */
export function lettering(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  extra: {
    font?: string;
    weight?: string;
    spacing?: number;
    stroke?: string;
    strokeWidth?: number;
    rotate?: number;
    italic?: boolean;
  } = {},
) {
  const stroke = extra.stroke
    ? ` stroke="${extra.stroke}" stroke-width="${f(extra.strokeWidth ?? 4)}" paint-order="stroke" stroke-linejoin="round"`
    : '';
  const rotate = extra.rotate ? ` transform="rotate(${f(extra.rotate)} ${f(x)} ${f(y)})"` : '';
  return `<text x="${f(x)}" y="${f(y)}" text-anchor="middle" font-family="${extra.font ?? 'DejaVu Sans, sans-serif'}" font-weight="${extra.weight ?? 'bold'}"${extra.italic ? ' font-style="italic"' : ''} font-size="${f(size)}" letter-spacing="${f(extra.spacing ?? 0)}" fill="${fill}"${stroke}${rotate}>${escapeXml(text)}</text>`;
}

/** A dark edge that draws the eye to the middle. */
export function vignette(s: number, strength = 0.6) {
  const g = gradient(
    'radial',
    [
      [0.55, '#000000', 0],
      [1, '#000000', strength],
    ],
    'cx="0.5" cy="0.5" r="0.75"',
  );
  return `<defs>${g.def}</defs><rect width="${s}" height="${s}" fill="${g.url}"/>`;
}

/** The word a style letters: the prompt's first telling word, if it has one. */
export const keyword = (input: ArtInput) => input.subjects.keywords[0] ?? '';
