import { EVENT_MESSAGES } from '../events/copy';
import { z } from 'zod';
import { textSchema } from '../common/schema';
import { THEME_CATEGORIES, THEME_SUB_CATEGORIES } from '../themes/themes';

/** ThemeService.getEventDescription: the editor's 'Generate AI description' (needs a title). */
export const getEventDescriptionInput = z.object({
  eventName: textSchema().trim().min(1, { error: EVENT_MESSAGES.invalidTitle }).max(200),
  prompt: textSchema().trim().max(1000).nullish(),
  theme: textSchema().trim().max(100).nullish(),
});

export const getEventDescriptionOutput = z.object({ eventDescription: z.string() });

/** One cover of the built-in gallery: a catalogue theme, rendered once into storage. */
export const galleryImageSchema = z.object({
  category: z.enum(THEME_CATEGORIES),
  subCategory: z.enum(THEME_SUB_CATEGORIES),
  /** The theme's title. */
  theme: z.string(),
  themeId: z.number().int(),
  slug: z.string(),
  imageUrl: z.string(),
  /** The same cover, 384 px square, for menus and tiles. */
  thumbnailUrl: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryGroupSchema = z.object({
  category: z.enum(THEME_CATEGORIES),
  subCategory: z.enum(THEME_SUB_CATEGORIES),
  images: z.array(galleryImageSchema),
});
export type GalleryGroup = z.infer<typeof galleryGroupSchema>;

/** images.gallery: the covers grouped by the catalogue's category and sub-category, in catalogue order. */
export const galleryResultSchema = z.object({ groups: z.array(galleryGroupSchema) });
