import { EVENT_MESSAGES } from '../events/copy';
import { z } from 'zod';
import { idSchema, textSchema } from '../common/schema';
import { FREE_COIN_BALANCE } from '../constants';
import { eventColorsSchema, isValidTimeZone } from '../events/schema';
import { BACKGROUND_KINDS } from '../themes/backgrounds';
import { THEME_CATEGORIES, THEME_SUB_CATEGORIES } from '../themes/themes';
import { COVER_STYLES } from './coverStyles';
import { IMAGE_PROMPT_MAX } from './generation';

/**
 * ThemeService.getEventDescription: the editor's 'Generate AI description' (needs a title). The spec's
 * fields (eventName, prompt, theme), plus the party's date and place when the editor knows them.
 */
export const getEventDescriptionInput = z.object({
  eventName: textSchema().trim().min(1, { error: EVENT_MESSAGES.invalidTitle }).max(200),
  prompt: textSchema().trim().max(IMAGE_PROMPT_MAX).nullish(),
  theme: textSchema().trim().max(100).nullish(),
  /** Epoch ms, 0 or absent for none. */
  startTime: z.number().int().min(0).max(8.64e15).nullish(),
  timeZone: textSchema().refine(isValidTimeZone, { error: 'Unknown time zone.' }).nullish(),
  /** The place as guests read it (a venue name or an address line). */
  place: textSchema().trim().max(300).nullish(),
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

export const coverStyleSchema = z.enum(COVER_STYLES, {
  error: `The style is one of ${COVER_STYLES.join(', ')}.`,
});

/** ThemeService.generateEventImage (signed in): spec section 7's fields. */
export const generateEventImageInput = z.object({
  eventName: textSchema().trim().max(200).nullish(),
  /** The party (or draft) the cover is for, when it has an id yet. */
  eventUuid: idSchema.nullish(),
  prompt: textSchema().trim().max(IMAGE_PROMPT_MAX).nullish(),
  /** Send the prompt as it is, without the style and invitation wording. */
  useVerbatim: z.boolean().default(false),
  /** The client's id for this request; kept on the coin ledger's row. */
  taskId: textSchema().trim().max(100).nullish(),
  style: coverStyleSchema.default('None'),
});
export type GenerateEventImageInput = z.infer<typeof generateEventImageInput>;

/** ThemeService.sampleEventImage (visitors): the same, with the free balance the browser holds. */
export const sampleEventImageInput = generateEventImageInput.extend({
  remainingCoinBalance: z.number().int().min(0).max(FREE_COIN_BALANCE),
});

export const generatedImageSchema = z.object({
  imageUrl: z.string(),
  prompt: z.string(),
  style: coverStyleSchema,
});
export type GeneratedImage = z.infer<typeof generatedImageSchema>;

/** imageUrls and images (spec section 7), and the coins left after paying for them. */
export const generateEventImageOutput = z.object({
  imageUrls: z.array(z.string()),
  images: z.array(generatedImageSchema),
  remainingCoinBalance: z.number().int(),
});
export type GenerateEventImageResult = z.infer<typeof generateEventImageOutput>;

/** ThemeService.getSearchKeywords: words to search pictures and backgrounds with. */
export const getSearchKeywordsInput = z.object({
  prompt: textSchema()
    .trim()
    .min(1, { error: 'Please enter a few words to search for.' })
    .max(IMAGE_PROMPT_MAX),
});
export const getSearchKeywordsOutput = z.object({ keywords: z.array(z.string()) });

const historyImageSchema = z.object({ imageUrl: z.string(), createdAt: z.number() });

/** getEventImageHistory: the caller's uploaded covers and their generated ones (with the party they were for). */
export const eventImageHistorySchema = z.object({
  uploadedImages: z.array(historyImageSchema),
  images: z.array(
    historyImageSchema.extend({
      eventUuid: z.string().nullable(),
      prompt: z.string().nullable(),
      style: z.string().nullable(),
    }),
  ),
});
export type EventImageHistory = z.infer<typeof eventImageHistorySchema>;

/** An event's earlier covers (Event.previousImages), newest first. */
export const previousImageSchema = z.object({ imageUrl: z.string() });
export const previousImagesResultSchema = z.object({ previousImages: z.array(previousImageSchema) });

/** Colours from a cover: the palette pulled from it (3 to 5 colours) and the party colours built from it. */
export const coverColorsInput = z.object({ photoUrl: textSchema().trim().min(1).max(2000) });
export const coverColorsOutput = z.object({
  palette: z.array(z.string()),
  colors: eventColorsSchema,
  /** False when the cover could not be read: the colours are the spec's fallback theme. */
  fromCover: z.boolean(),
});
export type CoverColorsResult = z.infer<typeof coverColorsOutput>;

/** The Background tab's video search: a query (the season by default) and a page of results. */
export const searchBackgroundsInput = z.object({
  query: textSchema().trim().max(200),
  page: z.number().int().min(0).max(20).default(0),
});
export const backgroundResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** What plays: a video file or an animated image. */
  url: z.string(),
  kind: z.enum(BACKGROUND_KINDS),
  /** A still or small moving preview. */
  previewUrl: z.string(),
  source: z.enum(['builtIn', 'pexels', 'giphy']),
});
export type BackgroundResult = z.infer<typeof backgroundResultSchema>;
export const searchBackgroundsOutput = z.object({ results: z.array(backgroundResultSchema) });
