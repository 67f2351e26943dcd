import sharp, { type Metadata } from 'sharp';
import { ALBUM_MESSAGES } from '../../../shared/album/copy';
import {
  FULLSIZE_MAX_SIDE,
  MAX_PHOTO_PIXELS,
  PHOTO_FORMATS,
  sniffPhotoFormat,
  THUMBNAIL_SIDE,
} from '../../../shared/album/rules';

// A photo for the album: checked by its first bytes (JPEG, PNG, GIF or WebP, whatever its name says) and by
// sharp's reading of it, then re-encoded into a full-size JPEG and a square WebP thumbnail. sharp writes no
// metadata unless asked, so EXIF (GPS included), XMP, IPTC and comments are gone; the EXIF orientation is
// applied to the pixels first so the photo still stands the right way up.

export class PhotoRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export type ProcessedPhoto = { fullsize: Buffer; thumbnail: Buffer; width: number; height: number };

export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const announced = sniffPhotoFormat(input.subarray(0, 16));
  if (!announced) throw new PhotoRefusal(415, ALBUM_MESSAGES.wrongType);
  // Only the first frame of an animated GIF or WebP is kept: the album holds photos.
  const image = () => sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, animated: false, failOn: 'error' });
  let meta: Metadata;
  try {
    meta = await image().metadata();
  } catch (error) {
    throw refusalFor(error);
  }
  if (
    !meta.format ||
    !(PHOTO_FORMATS as readonly string[]).includes(meta.format) ||
    meta.format !== announced
  ) {
    throw new PhotoRefusal(415, ALBUM_MESSAGES.notAPhoto);
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PHOTO_PIXELS) {
    throw new PhotoRefusal(413, ALBUM_MESSAGES.tooManyPixels);
  }
  try {
    const upright = image().rotate();
    const { data: fullsize, info } = await upright
      .clone()
      .resize(FULLSIZE_MAX_SIDE, FULLSIZE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await upright
      .clone()
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 78 })
      .toBuffer();
    return { fullsize, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    throw refusalFor(error);
  }
}

/** sharp's own refusal in the album's words: over the pixel cap, or not readable as the photo it claims to be. */
function refusalFor(error: unknown): PhotoRefusal {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return new PhotoRefusal(413, ALBUM_MESSAGES.tooManyPixels);
  }
  return new PhotoRefusal(415, ALBUM_MESSAGES.notAPhoto);
}
