// Colours from a cover (spec section 7, "colour extraction from the photo URL"): the cover's own bytes (only
// covers this app stored: uploads, the gallery, generated ones) decoded by sharp, quantised into a palette by
// node-vibrant's pipeline, and turned into party colours with readable text. A cover that cannot be read gives
// the spec's fallback theme.
import { BasicPipeline, Vibrant } from '@vibrant/core';
import { DefaultGenerator } from '@vibrant/generator-default';
import { ImageBase, type ImageData, type ImageSource } from '@vibrant/image';
import { MMCQ } from '@vibrant/quantizer-mmcq';
import { differenceEuclidean } from 'culori';
import sharp from 'sharp';
import type { CoverColorsResult } from '../../../shared/images/schema';
import { colorsFromPalette, FALLBACK_COLORS, normalizeHex } from '../../../shared/themes/coverColors';
import type { Logger } from '../../platform/logger';
import type { StorageProvider } from '../../platform/providers/storage';

/** The palette is read from a copy this small: plenty for colours, and quick. */
const SAMPLE_SIDE = 96;
const PALETTE_SIZE = 5;

/** node-vibrant's image, decoded by sharp (which reads WebP and AVIF; the package's own reader does not). */
class SharpImage extends ImageBase {
  private imageData: ImageData | null = null;

  async load(source: ImageSource): Promise<SharpImage> {
    if (!Buffer.isBuffer(source)) throw new Error('SharpImage reads buffers only');
    const { data, info } = await sharp(source, { limitInputPixels: 40_000_000, animated: false })
      .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    this.imageData = { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
    return this;
  }
  clear() {}
  update(imageData: ImageData) {
    this.imageData = imageData;
  }
  getWidth() {
    return this.imageData?.width ?? 0;
  }
  getHeight() {
    return this.imageData?.height ?? 0;
  }
  resize() {
    // Already sampled down by sharp in load().
  }
  getPixelCount() {
    return this.getWidth() * this.getHeight();
  }
  getImageData(): ImageData {
    if (!this.imageData) throw new Error('Image not loaded');
    return this.imageData;
  }
  remove() {}
}

// node-vibrant's own pipeline: drop transparent and near-white pixels, quantise with MMCQ, name the swatches.
Vibrant.use(
  new BasicPipeline().filter
    .register('default', (r, g, b, a) => a >= 125 && !(r > 250 && g > 250 && b > 250))
    .quantizer.register('mmcq', MMCQ)
    .generator.register('default', DefaultGenerator),
);

/** Colours closer than this (OKLab distance) count as one. */
const DISTINCT = 0.09;
const oklabDistance = differenceEuclidean('oklab');

/**
 * The cover's main colours (up to 5): the quantised colours that cover most of the picture first, then its
 * most vivid ones (node-vibrant's named swatches), each clearly different from those before it.
 */
export async function paletteOf(image: Buffer): Promise<string[]> {
  const vibrant = new Vibrant(image, {
    ImageClass: SharpImage,
    quantizer: 'mmcq',
    generators: ['default'],
    filters: ['default'],
    quality: 1,
  });
  const named = await vibrant.getPalette();
  const dominant = [...(vibrant.result?.colors ?? [])].sort((a, b) => b.population - a.population);
  const vivid = [named.Vibrant, named.DarkVibrant, named.LightVibrant, named.Muted].filter((s) => s !== null);
  const palette: string[] = [];
  for (const swatch of [...dominant, ...vivid]) {
    const hex = normalizeHex(swatch.hex);
    if (hex && palette.every((chosen) => oklabDistance(chosen, hex) > DISTINCT)) palette.push(hex);
    if (palette.length === PALETTE_SIZE) break;
  }
  return palette;
}

export async function coverColors(
  storage: StorageProvider,
  logger: Logger,
  photoUrl: string,
): Promise<CoverColorsResult> {
  const fallback = { palette: [], colors: { ...FALLBACK_COLORS }, fromCover: false };
  const image = await storage.readByUrl(photoUrl).catch((error: unknown) => {
    logger.warn({ err: error }, 'reading a cover for its colours failed');
    return null;
  });
  if (!image) return fallback;
  try {
    const palette = await paletteOf(image);
    return palette.length ? { palette, colors: colorsFromPalette(palette), fromCover: true } : fallback;
  } catch (error) {
    logger.warn({ err: error }, 'a cover could not be read for its colours');
    return fallback;
  }
}
