// The album's pure rules: which files are photos (by their first bytes), who counts as a guest of the album,
// which upload mode applies, and how much of the album the event page previews (spec sections 2, 3 and 9).

/** A photo upload's size cap (a phone's full-resolution photo fits). */
export const MAX_PHOTO_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTO_UPLOAD_LABEL = '20 MB';
/** Decoding stops above this many pixels (a 48 MP phone camera fits; a decompression bomb does not). */
export const MAX_PHOTO_MEGAPIXELS = 50;
export const MAX_PHOTO_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;
/** The longest side of the full-size copy, and the thumbnail's square side. */
export const FULLSIZE_MAX_SIDE = 2560;
export const THUMBNAIL_SIDE = 480;
export const ALBUM_MAX_PHOTOS = 2000;
/** Photos one person (account, invitation or address) may add per hour. */
export const PHOTO_UPLOADS_PER_HOUR = 300;
/** Files sent at once from one browser; each has its own progress bar. */
export const PARALLEL_UPLOADS = 3;
/**
 * Photos one person (account, invitation or address) may be sending at once: two browsers' worth, say two guests
 * on one home network with the album link. Each holds its photo in the server's memory until it is answered.
 */
export const PHOTO_UPLOADS_AT_ONCE = 2 * PARALLEL_UPLOADS;

/** The album preview on the event page (spec section 2): 18 photos in rows of 9, or 3 on mobile. */
export const PREVIEW_DESKTOP_MAX = 18;
export const PREVIEW_DESKTOP_PER_ROW = 9;
export const PREVIEW_MOBILE_MAX = 3;

export const PHOTO_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The file picker's hint (the check that counts is the content's). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp';

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);

/** The photo format the first bytes announce (JPEG, PNG, GIF or WebP), or null: the name is never trusted. */
export function sniffPhotoFormat(head: Uint8Array): PhotoFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    startsWith(head, [0x47, 0x49, 0x46, 0x38]) &&
    (head[4] === 0x37 || head[4] === 0x39) &&
    head[5] === 0x61
  )
    return 'gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

export type AlbumUploadMode = 'manual' | 'automatic';
/** The RSVP link's `pu` says 'magic' for what the album calls 'automatic'. */
export type LinkUploadMode = 'manual' | 'magic';

export const fromLinkMode = (mode: LinkUploadMode): AlbumUploadMode =>
  mode === 'magic' ? 'automatic' : 'manual';
export const toLinkMode = (mode: AlbumUploadMode): LinkUploadMode =>
  mode === 'automatic' ? 'magic' : 'manual';

/**
 * The upload mode a person starts with: their own default (an account's, or an invitation's from the RSVP link's
 * `pu`), else the one the host chose for the album, else manual.
 */
export function effectiveUploadMode(choices: {
  user?: AlbumUploadMode | null;
  invitee?: LinkUploadMode | null;
  album?: AlbumUploadMode | null;
}): AlbumUploadMode {
  if (choices.user) return choices.user;
  if (choices.invitee) return fromLinkMode(choices.invitee);
  return choices.album ?? 'manual';
}

/**
 * What the event page's preview shows: the first `max` photos (18 on desktop, 3 on mobile) and, when there are
 * more, a "+N" count on the last tile that stands for the rest.
 */
export function previewTiles<T>(photos: readonly T[], mobile: boolean): { shown: T[]; more: number } {
  const max = mobile ? PREVIEW_MOBILE_MAX : PREVIEW_DESKTOP_MAX;
  if (photos.length <= max) return { shown: [...photos], more: 0 };
  // The last place becomes the "+N" tile, over the photo that would have been there.
  return { shown: photos.slice(0, max), more: photos.length - (max - 1) };
}

/** The next photo's index in the viewer, wrapping at both ends. */
export const stepIndex = (index: number, delta: number, count: number) =>
  count === 0 ? 0 : (((index + delta) % count) + count) % count;

/** A horizontal swipe of at least this many pixels (and more sideways than up or down) turns the photo. */
export const SWIPE_MIN_PX = 50;
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** File names inside the album's zip and for one downloaded photo: the party's title, then a number. */
export function photoFileName(title: string, position: number, extension = 'jpg'): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'party';
  return `${base}-${String(position).padStart(3, '0')}.${extension}`;
}

export function albumZipName(title: string): string {
  return photoFileName(title, 0, 'zip').replace(/-000\.zip$/, '-photos.zip');
}

/** The album link's code: 10 characters from an alphabet without look-alikes (0/o, 1/l), 50 bits of chance. */
export const ALBUM_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const ALBUM_CODE_LENGTH = 10;
export const albumCodePattern = new RegExp(`^[${ALBUM_CODE_ALPHABET}]{${ALBUM_CODE_LENGTH}}$`);

export const albumPath = (code: string) => `/album/${code}`;
