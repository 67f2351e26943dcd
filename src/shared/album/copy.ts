// The album's words (spec sections 1, 2 and 8 say what the album does; its messages follow the spec's style):
// one string per meaning, changed only here.
import { ALBUM_MAX_PHOTOS, MAX_PHOTO_MEGAPIXELS, MAX_PHOTO_UPLOAD_LABEL } from './rules';

export const ALBUM_MESSAGES = {
  wrongType: 'Please add .jpeg, .jpg, .png, .gif or .webp photos.',
  notAPhoto:
    'That file is not a photo we can read, whatever its name says. Please add .jpeg, .png, .gif or .webp photos.',
  tooLarge: `That photo is too large. Please add photos of ${MAX_PHOTO_UPLOAD_LABEL} or less.`,
  tooManyPixels: `That photo has too many pixels. Please add photos of ${MAX_PHOTO_MEGAPIXELS} megapixels or less.`,
  oneFile: 'Add one photo per upload.',
  full: `This album is full (${ALBUM_MAX_PHOTOS.toLocaleString('en-US')} photos).`,
  readOnly: 'This party was canceled: its album can no longer change.',
  onlyMembers: "Only the party's hosts and guests can see its photos.",
  linkInvalid: 'This album link does not work. Ask the host for a new one.',
  notYours: 'Only the person who added a photo, or the host, can remove it.',
  photoMissing: 'That photo is no longer in the album.',
  uploadFailed: 'Sorry, that photo could not be added. Please try again.',
} as const;

export const ALBUM_TEXT = {
  heading: 'Photo album',
  empty: 'No photos yet. Add the first ones from the party!',
  emptyReadOnly: 'No photos were added to this album.',
  addPhotos: 'Add photos',
  viewAll: (count: number) => `View all ${count} photo${count === 1 ? '' : 's'}`,
  allPhotos: (count: number) => `All photos (${count})`,
  downloadAll: 'Download all',
  download: 'Download',
  remove: 'Remove',
  removed: 'Photo removed.',
  added: (count: number) => `${count} photo${count === 1 ? '' : 's'} added.`,
  uploadModeLabel: 'How photos are added',
  manual: 'Manual',
  automatic: 'Automatic',
  manualHint: 'Pick your photos, check them, then add them.',
  automaticHint: 'Photos are added as soon as you pick them.',
  uploadSelected: (count: number) => `Add ${count} photo${count === 1 ? '' : 's'}`,
  shareTitle: 'Photo sharing',
  shareHint: 'Guests scan this code or open the link to see and add photos, no account needed.',
  albumLink: 'Album link',
  copyAlbumLink: 'Copy album link',
  copiedAlbumLink: 'Copied link!',
  promo: 'Were you at the party? Share your photos with everyone.',
  readOnlyNote: 'This party was canceled, so its album can no longer change.',
} as const;
