import { z } from 'zod';
import { emailSchema, textSchema } from '../common/schema';
import { eventColorsSchema } from '../events/schema';
import { parseIsoDay } from '../themes/calendarDay';
import { COVER_STYLES } from '../themes/suggestions';
import { THEME_CATEGORIES, THEME_SUB_CATEGORIES } from '../themes/themes';

/** A day as 'YYYY-MM-DD' (the visitor's own today, for the seasonal order). */
export const isoDaySchema = textSchema()
  .max(10)
  .refine((text) => parseIsoDay(text) !== undefined, { error: 'A day is written YYYY-MM-DD.' });

/**
 * An inspiration (spec section 3: id, title, photoUrl): a catalogue theme a party can start from, with its
 * cover (also as a small thumbnail), its place in the catalogue and its colour scheme. The id is the theme's
 * number, the editor's route parameter baseInspirationId.
 */
export const inspirationSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  photoUrl: z.string(),
  thumbnailUrl: z.string(),
  category: z.enum(THEME_CATEGORIES),
  subCategory: z.enum(THEME_SUB_CATEGORIES),
  colors: eventColorsSchema,
});
export type Inspiration = z.infer<typeof inspirationSchema>;

export const inspirationRowSchema = z.object({
  title: z.string(),
  inspirationIds: z.array(z.number().int()),
});
export type InspirationRow = z.infer<typeof inspirationRowSchema>;

/** EventService.fetchEventInspirations: `date` is the caller's today (the server's, in its zone, when absent). */
export const fetchEventInspirationsInput = z.object({ date: isoDaySchema.optional() }).optional();

export const fetchEventInspirationsOutput = z.object({
  /** The seasonal featured theme: the soonest occasion's. */
  featuredId: z.number().int(),
  /** Every theme of the catalogue, in catalogue order. */
  inspirations: z.array(inspirationSchema),
  /** The landing page's inspiration rows, each a titled list of inspiration ids. */
  rows: z.array(inspirationRowSchema),
});
export type EventInspirations = z.infer<typeof fetchEventInspirationsOutput>;

/** The landing page's data block: the inspirations its first paint was drawn from, and for which day. */
export type LandingData = { date: string; inspirations: EventInspirations };

/** EventService.fetchEventSuggestion: a party idea for a cover style. */
export const fetchEventSuggestionInput = z.object({
  style: z.enum(COVER_STYLES, { error: `The style is one of ${COVER_STYLES.join(', ')}.` }),
  /** The title typed so far, or anything else that should give a different idea. */
  seed: textSchema().max(200).optional(),
  date: isoDaySchema.optional(),
});

export const fetchEventSuggestionOutput = z.object({
  suggestion: z.object({
    inspiration: inspirationSchema,
    style: z.enum(COVER_STYLES),
    title: z.string(),
    description: z.string(),
    /** The words an image generator takes for a cover of this idea in this style. */
    prompt: z.string(),
  }),
});
export type EventSuggestionResult = z.infer<typeof fetchEventSuggestionOutput>['suggestion'];

/** The newsletter signup of the landing footer. */
export const subscribeNewsletterInput = z.object({ emailAddress: emailSchema });
export const subscribeNewsletterOutput = z.object({ success: z.literal(true) });

/** The confirmation link's token (double opt-in). */
export const confirmNewsletterInput = z.object({ token: textSchema().trim().min(1).max(200) });
export const confirmNewsletterOutput = z.object({ confirmed: z.literal(true) });
