// The words this feature shows (the spec's where it has them): one string per meaning, changed only here.
import { MAX_IMAGE_UPLOAD_LABEL } from '../constants';

export const IMAGE_UPLOAD_MESSAGES = {
  /** The spec's list of cover types (section 5), with WebP from phones added. */
  wrongType: 'Please upload a .png, .gif, .jpeg, .jpg or .webp image.',
  tooLarge: `That image is too large. Please upload an image of ${MAX_IMAGE_UPLOAD_LABEL} or less.`,
  notAnImage:
    'That file is not an image we can read, whatever its name says. Please upload a .png, .gif, .jpeg, .jpg or .webp image.',
  heicUnreadable:
    'HEIC photos cannot be read here yet. Please upload it as a .jpeg, .png or .webp (on an iPhone: Settings › Camera › Formats › Most Compatible).',
  oneFile: 'Upload one image file.',
} as const;

/** AI covers (spec sections 5 and 8). */
export const IMAGE_GENERATION_MESSAGES = {
  needsTitleOrPrompt: 'Please give your party a title or supply a manual prompt before generating images.',
  timedOut: 'Sorry, the image generation request timed out. Please try again.',
  failed:
    'Sorry, something went wrong generating the images. Please try again. You can also try changing the prompt.',
  /** Ours: the description writer failed (the spec has no words for it). */
  descriptionFailed: 'The description could not be written. Please try again.',
} as const;

/** The cover history modal and the previous-cover carousel (spec section 2). */
export const IMAGE_HISTORY_COPY = {
  uploadedTab: 'Uploaded Images',
  generatedTab: 'Previously Generated AI Images',
  galleryTab: 'Gallery',
  noGenerated: 'You have no previously generated images.',
  /** Ours: the spec names only the generated tab's empty text. */
  noUploaded: 'You have not uploaded any images yet.',
  viewAll: 'View all',
} as const;

/** The Background tab's copy tooltips and toggle (spec section 2). */
export const BACKGROUND_COPY = {
  tryAnother: 'Try another',
  search: 'Search',
  turnOff: 'Turn off video background',
  copiedVideoUrl: 'Copied video URL!',
  copiedHex: 'Copied hex code!',
  /** Ours: nothing matched and nothing is built in under that word. */
  noResults: 'No backgrounds found. Try another word.',
} as const;

/** Saving a party's cover (issue 37): covers come from Elk's own storage, never another site. */
export const COVER_MESSAGES = {
  outside: 'Choose a cover from your uploads or the gallery.',
  copyFailed: 'That picture could not be copied. Choose a cover from your uploads or the gallery.',
} as const;
