import { ALBUMS_FOLDER, shownCover } from '../providers/storage';

// Where a mail loads a stored image from (issue 38, item 8): a JPEG made from the stored file by the images
// feature's /mail-images route (features/images/mailImages.ts), which every mail program shows and any origin
// may load. Here, apart from that route, so the mails of every feature (and the jobs that send them) can name
// it without loading the HTTP side.

export const MAIL_IMAGES_PATH = '/mail-images';

/** What an image is in a mail: the card's cover (shown up to 560 px wide, made for 2× screens) or an avatar. */
export const SIZES = {
  cover: { width: 1120, height: undefined },
  avatar: { width: 88, height: 88 },
} as const;
export type MailImageSize = keyof typeof SIZES;

/** The stored image as a mail may show it, or null when it is not one of Elk's own public files. */
export function ownPublicImage(src: string | null | undefined): string | null {
  const shown = shownCover(src);
  if (!shown) return null;
  return shown.split('/').includes(ALBUMS_FOLDER.replace('/', '')) ? null : shown;
}

/**
 * The address a mail loads a stored image from (absolute, on `baseUrl`): a JPEG any mail program shows. Null
 * for anything that is not one of Elk's own public images (another site's would learn who opened the mail).
 */
export function mailImageLink(
  src: string | null | undefined,
  baseUrl: string,
  size: MailImageSize,
): string | null {
  const own = ownPublicImage(src);
  if (!own) return null;
  return `${baseUrl.replace(/\/$/, '')}${MAIL_IMAGES_PATH}/${size}.jpg?src=${encodeURIComponent(own)}`;
}
