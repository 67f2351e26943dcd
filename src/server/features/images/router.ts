import {
  coverColorsInput,
  coverColorsOutput,
  eventImageHistorySchema,
  galleryResultSchema,
  generateEventImageInput,
  generateEventImageOutput,
  getEventDescriptionInput,
  getEventDescriptionOutput,
  getSearchKeywordsInput,
  getSearchKeywordsOutput,
  previousImagesResultSchema,
  sampleEventImageInput,
  searchBackgroundsInput,
  searchBackgroundsOutput,
} from '../../../shared/images/schema';
import { IMAGE_GENERATION_MESSAGES } from '../../../shared/images/copy';
import { DomainError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { textWriterFor } from '../../platform/providers/ai';
import { backgroundSearchFor } from '../../platform/providers/backgrounds';
import { rateLimit, router } from '../../platform/trpc/trpc';
import { authedProcedure, publicProcedure } from '../../platform/trpc/procedures';
import { eventHostProcedure } from '../../core/procedures';
import { coverColors } from './coverColors';
import { galleryGroups } from './gallery';
import { generateCovers } from './generation';
import { imageHistory } from './history';

/** A writer's answer within the wait, or the writer's failure in plain words. */
async function withinWait<T>(timeoutMs: number, logger: Logger, work: (signal: AbortSignal) => Promise<T>) {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await work(signal);
  } catch (error) {
    logger.error({ err: error, timedOut: signal.aborted }, 'the text writer failed');
    throw new DomainError('BAD_GATEWAY', IMAGE_GENERATION_MESSAGES.descriptionFailed, { cause: error });
  }
}

/** Cover images and the words that go with them (ThemeService, and the image calls of EventService). */
export const imagesRouter = router({
  /** The built-in gallery: one cover per catalogue theme, grouped by category and sub-category. */
  gallery: publicProcedure.output(galleryResultSchema).query(async ({ ctx }) => ({
    groups: await galleryGroups(ctx.env, ctx.storage),
  })),

  /** ThemeService.getEventDescription: a description from the title, theme, prompt, date and place. */
  getEventDescription: publicProcedure
    .use(rateLimit('eventDescription', 30, 60_000))
    .input(getEventDescriptionInput)
    .output(getEventDescriptionOutput)
    .mutation(async ({ ctx, input }) => ({
      eventDescription: await withinWait(ctx.env.AI_TIMEOUT_MS, ctx.logger, (signal) =>
        textWriterFor(ctx.env).eventDescription(input, signal),
      ),
    })),

  /** ThemeService.getSearchKeywords: words to search pictures and backgrounds with. */
  getSearchKeywords: publicProcedure
    .use(rateLimit('searchKeywords', 30, 60_000))
    .input(getSearchKeywordsInput)
    .output(getSearchKeywordsOutput)
    .mutation(async ({ ctx, input }) => ({
      keywords: await withinWait(ctx.env.AI_TIMEOUT_MS, ctx.logger, (signal) =>
        textWriterFor(ctx.env).searchKeywords(input.prompt, signal),
      ),
    })),

  /** ThemeService.generateEventImage: a signed-in host's covers, paid from their coins. */
  generateEventImage: authedProcedure
    .use(rateLimit('imageGeneration', 30, 3_600_000))
    .input(generateEventImageInput)
    .output(generateEventImageOutput)
    .mutation(({ ctx, input }) => generateCovers(ctx, input, { userId: ctx.user.id })),

  /**
   * ThemeService.sampleEventImage: a visitor's covers, paid from the free balance their browser holds (and
   * answers the balance left); limited per client address, since that balance is only the browser's word.
   */
  sampleEventImage: publicProcedure
    .use(rateLimit('sampleImage', 10, 3_600_000, { alsoPerIp: true }))
    .input(sampleEventImageInput)
    .output(generateEventImageOutput)
    .mutation(({ ctx, input }) => generateCovers(ctx, input, { visitorBalance: input.remainingCoinBalance })),

  /** EventService.getEventImageHistory: the caller's uploaded and generated covers, newest first. */
  getEventImageHistory: authedProcedure
    .output(eventImageHistorySchema)
    .query(({ ctx }) => imageHistory(ctx.db, ctx.user.id)),

  /** EventService.fetchPreviousImages: the party's earlier covers, for its hosts. */
  fetchPreviousImages: eventHostProcedure
    .output(previousImagesResultSchema)
    .query(({ ctx }) => ({ previousImages: ctx.event.previousImages })),

  /** The party colours a cover gives (its palette, readable text), or the fallback theme. */
  coverColors: publicProcedure
    .use(rateLimit('coverColors', 60, 60_000))
    .input(coverColorsInput)
    .output(coverColorsOutput)
    .mutation(({ ctx, input }) => coverColors(ctx.storage, ctx.logger, input.photoUrl)),

  /** The Background tab's search: videos and animations for a query (the season by default). */
  searchBackgrounds: publicProcedure
    .use(rateLimit('backgroundSearch', 60, 60_000))
    .input(searchBackgroundsInput)
    .output(searchBackgroundsOutput)
    .query(async ({ ctx, input }) => ({
      results: await backgroundSearchFor(ctx.env, ctx.logger).search(input.query, input.page),
    })),
});
