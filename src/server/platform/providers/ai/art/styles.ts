// The built-in generator's fifteen styles: each has its own palette, composition (stylesBold.ts,
// stylesClassic.ts) and finish in sharp (greyscale and grain for Noir, a warm varnish for Renaissance, a
// smoothed paint surface for Painterly…). A picture is seeded by prompt, style and variant, so the same
// request always draws the same picture and another prompt draws another.
import sharp, { type Sharp } from 'sharp';
import { hashString } from '../../../../../shared/common/hash';
import type { CoverStyle } from '../../../../../shared/images/coverStyles';
import { COVER_PATTERNS, type Theme } from '../../../../../shared/themes/themes';
import { coverSvg } from './cover';
import { type ArtInput, resetIds } from './paint';
import { seededRandom } from './svg';
import { subjectsOf } from './subjects';
import { abstractArt, cubist, noir, painterly, popArt, streetArt, vanGogh } from './stylesBold';
import { baroque, classical, fairyTale, fantasy, gothic, renaissance, sophisticated } from './stylesClassic';

/** Bump when the art changes: it is part of every stored picture's name. */
export const GENERATED_ART_VERSION = 1;

type Finish = (image: Sharp, size: number) => Promise<Sharp> | Sharp;

type StyleArt = { palette: string[]; draw: (input: ArtInput) => string; finish?: Finish };

/** Half sepia: warm, aged, the colours still there. */
const HALF_SEPIA: [[number, number, number], [number, number, number], [number, number, number]] = [
  [0.6965, 0.3845, 0.0945],
  [0.1745, 0.843, 0.084],
  [0.136, 0.267, 0.5655],
];

/** Film grain: gaussian noise laid over the picture. */
async function withGrain(image: Sharp, size: number): Promise<Sharp> {
  const grain = await sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .greyscale()
    .png()
    .toBuffer();
  const base = await image.png().toBuffer();
  return sharp(base).composite([{ input: grain, blend: 'soft-light' }]);
}

const STYLES: Record<Exclude<CoverStyle, 'None'>, StyleArt> = {
  'Abstract Art': {
    palette: ['#e63946', '#1d3557', '#f1c40f', '#2a9d8f', '#f4a261'],
    draw: abstractArt,
    finish: (i) => i.modulate({ saturation: 1.15 }),
  },
  Baroque: {
    palette: ['#8b1230', '#c9932e', '#3b0a16'],
    draw: baroque,
    finish: (i) => i.modulate({ saturation: 1.1 }),
  },
  Classical: {
    palette: ['#c9c1b1', '#6b7d4f', '#a39a8a'],
    draw: classical,
    finish: (i) => i.modulate({ saturation: 0.6 }),
  },
  Cubist: {
    palette: ['#a47148', '#c9a66b', '#6b705c', '#3d405b', '#e07a5f'],
    draw: cubist,
    finish: (i) => i.modulate({ saturation: 0.85 }).sharpen(),
  },
  'Fairy Tale': {
    palette: ['#ffafcc', '#cdb4db', '#a2d2ff', '#bde0fe'],
    draw: fairyTale,
    finish: (i) => i.blur(0.6).modulate({ brightness: 1.04 }),
  },
  Fantasy: {
    palette: ['#7b2cbf', '#0f7173', '#f9f871'],
    draw: fantasy,
    finish: (i) => i.modulate({ saturation: 1.25 }),
  },
  Gothic: {
    palette: ['#7b1e3a', '#2c3e94', '#1f6f50'],
    draw: gothic,
    finish: (i) => i.modulate({ saturation: 0.85 }).linear(1.12, -10),
  },
  Noir: {
    palette: ['#111111', '#f8f9fa'],
    draw: noir,
    finish: (i, size) => withGrain(i.greyscale().linear(1.3, -28), size),
  },
  Painterly: {
    palette: ['#e76f51', '#f4a261', '#2a9d8f', '#264653', '#e9c46a'],
    draw: painterly,
    finish: (i) => i.median(5).blur(0.8).modulate({ saturation: 1.1 }),
  },
  'Pop Art': {
    palette: ['#ff006e', '#ffbe0b', '#3a86ff', '#06d6a0'],
    draw: popArt,
    finish: (i) => i.modulate({ saturation: 1.3 }),
  },
  Renaissance: {
    palette: ['#6b1e1e', '#8aa3b5', '#4a3420'],
    draw: renaissance,
    finish: (i) => i.recomb(HALF_SEPIA).blur(0.5),
  },
  Sophisticated: { palette: ['#0f1b2d', '#d4b26a'], draw: sophisticated },
  'Street Art': {
    palette: ['#39ff14', '#ff2079', '#00e5ff', '#ffe600', '#ff7b00'],
    draw: streetArt,
    finish: (i) => i.modulate({ saturation: 1.2 }).sharpen(),
  },
  'Van Gogh': { palette: ['#1d3557', '#f6d55c'], draw: vanGogh, finish: (i) => i.sharpen() },
};

/** 'None': the gallery's own composition, with the prompt's motifs and colours (or its theme's). */
function plainCover(input: ArtInput, theme: Theme | undefined, seed: number): string {
  const [from, to, accent] = input.colours;
  const pseudo: Theme = {
    id: 0,
    slug: `prompt-${seed.toString(16)}-${input.variant}`,
    title: '',
    category: 'Parties',
    subCategory: 'Themed Parties',
    emoji: input.subjects.main,
    motifs: input.subjects.others.slice(0, 3),
    palette:
      theme && input.subjects.colours.length === 0
        ? theme.palette
        : { from: from!, to: to!, accent: accent!, ink: '#000000' },
    pattern: theme?.pattern ?? COVER_PATTERNS[seed % COVER_PATTERNS.length]!,
    description: '',
  };
  return coverSvg(pseudo, { size: input.s });
}

const NONE_PALETTE = ['#ffd6e0', '#c3b8ff', '#ff8fab'];

/** One generated cover as WebP: `prompt` is what the picture is of (the host's prompt, else the title). */
export async function renderStyledCover(request: {
  prompt: string;
  style: CoverStyle;
  variant: number;
  size: number;
}) {
  const { prompt, style, variant, size } = request;
  const seed = hashString(`${prompt.trim().toLowerCase()}|${style}|${variant}|${GENERATED_ART_VERSION}`);
  const subjects = subjectsOf(prompt);
  // Later variants lead with another of the prompt's motifs, so a generation offers different pictures.
  const motifs = [subjects.main, ...subjects.others];
  const lead = motifs[variant % motifs.length]!;
  const shifted = { ...subjects, main: lead, others: motifs.filter((m) => m !== lead) };
  const art = style === 'None' ? null : STYLES[style];
  const base = art?.palette ?? NONE_PALETTE;
  // Noir keeps to black and white; every other style takes the prompt's colours first.
  const colours = style === 'Noir' ? base : [...subjects.colours, ...base].slice(0, Math.max(base.length, 3));
  resetIds();
  const input: ArtInput = { s: size, rand: seededRandom(seed), subjects: shifted, variant, colours };
  const body = art ? art.draw(input) : null;
  const svg = body
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`
    : plainCover(input, subjects.theme, seed);
  let image = sharp(Buffer.from(svg));
  if (art?.finish) image = await art.finish(image, size);
  return image.webp({ quality: 84, effort: 3 }).toBuffer();
}
