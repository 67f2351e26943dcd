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
