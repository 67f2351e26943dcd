import {
  galleryResultSchema,
  getEventDescriptionInput,
  getEventDescriptionOutput,
} from '../../../shared/images/schema';
import { galleryGroups } from './gallery';
import { textWriterFor } from '../../platform/providers/ai';
import { rateLimit, router } from '../../platform/trpc/trpc';
import { publicProcedure } from '../../platform/trpc/procedures';

/** Cover images and the words that go with them (ThemeService). */
export const imagesRouter = router({
  /** The built-in gallery: one cover per catalogue theme, grouped by category and sub-category. */
  gallery: publicProcedure.output(galleryResultSchema).query(async ({ ctx }) => ({
    groups: await galleryGroups(ctx.env, ctx.storage),
  })),

  /** ThemeService.getEventDescription: a description for the title (and prompt and theme, when given). */
  getEventDescription: publicProcedure
    .use(rateLimit('eventDescription', 30, 60_000))
    .input(getEventDescriptionInput)
    .output(getEventDescriptionOutput)
    .mutation(async ({ ctx, input }) => ({
      eventDescription: await textWriterFor(ctx.env).eventDescription(input),
    })),
});
