// Which pictures a cover upload takes, and the words for each refusal (issue #12). Checked on both sides: the
// browser before the crop dialog opens (by decoding the file), the server again with sharp (by content).
import { MAX_IMAGE_UPLOAD_BYTES } from '../constants';
import { IMAGE_UPLOAD_MESSAGES } from './copy';

/** The cover formats, as file extensions and MIME types (HEIC only where the decoder can read it). */
export const COVER_IMAGE_TYPES: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/webp': ['.webp'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
};

/** A refusal before any reading: too large, or a name and type that are no picture at all. */
export function coverFileProblem(file: { size: number; name: string; type: string }): string | null {
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return IMAGE_UPLOAD_MESSAGES.tooLarge;
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  const known = Object.entries(COVER_IMAGE_TYPES).some(
    ([type, extensions]) => type === file.type || extensions.includes(extension),
  );
  return known ? null : IMAGE_UPLOAD_MESSAGES.wrongType;
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

/**
 * Whether the bytes are an HEIC photo (an ISO-BMFF 'ftyp' box with an HEVC brand), which needs a decoder
 * neither Chromium nor sharp's prebuilt binaries have. AVIF ('avif') is not HEIC and decodes fine.
 */
export function looksLikeHeic(head: Uint8Array): boolean {
  if (head.length < 12) return false;
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (text(4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(
    ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0,
    head.length,
  );
  const brands = [text(8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(text(at, at + 4));
  return brands.some((brand) => HEIC_BRANDS.has(brand)) && !brands.includes('avif');
}
