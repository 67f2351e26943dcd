import {
  fetchEventInspirationsInput,
  fetchEventInspirationsOutput,
  fetchEventSuggestionInput,
  fetchEventSuggestionOutput,
} from '../../../shared/landing/schema';
import { publicProcedure } from '../../platform/trpc/procedures';
import { router } from '../../platform/trpc/trpc';
import { eventInspirations, eventSuggestion, todayOr } from './inspirations';

/** The theme catalogue for anyone: the landing page's inspirations and party ideas (EventService). */
export const themesRouter = router({
  /** EventService.fetchEventInspirations: every theme with its cover and colours, the featured one, the rows. */
  fetchEventInspirations: publicProcedure
    .input(fetchEventInspirationsInput)
    .output(fetchEventInspirationsOutput)
    .query(({ ctx, input }) => eventInspirations(ctx.env, ctx.storage, todayOr(input?.date))),

  /** EventService.fetchEventSuggestion: a party idea (theme, cover, words for an image) for a cover style. */
  fetchEventSuggestion: publicProcedure
    .input(fetchEventSuggestionInput)
    .output(fetchEventSuggestionOutput)
    .query(({ ctx, input }) =>
      eventSuggestion(ctx.env, ctx.storage, { ...input, today: todayOr(input.date) }),
    ),
});
