// Built-in cover art: one square SVG per theme (platform/providers/ai/art/cover.ts), rendered with sharp.
// Everything is seeded by the theme's slug, so a theme always gives the same picture.
import sharp from 'sharp';
import type { Theme } from '../../../../shared/themes/themes';
import { coverSvg } from '../../../platform/providers/ai/art/cover';

export { COVER_ART_VERSION, COVER_SIZE, coverSvg } from '../../../platform/providers/ai/art/cover';

/** The small copy menus and tiles show (up to ~190 px wide on a 2x screen). */
export const THUMBNAIL_SIZE = 384;

/** The cover of a theme as a WebP image. */
export async function renderCover(theme: Theme, options: { size?: number; title?: boolean } = {}) {
  return sharp(Buffer.from(coverSvg(theme, options)))
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}
