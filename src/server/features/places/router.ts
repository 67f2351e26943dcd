import { isAcceptablePlace, locationFromPlace } from '../../../shared/places/rules';
import {
  autocompleteInput,
  autocompleteOutput,
  detailsInput,
  detailsOutput,
  timeZoneInput,
  timeZoneOutput,
} from '../../../shared/places/schema';
import { MapsError, mapsProviderFor } from '../../platform/providers/maps';
import { rateLimit, router } from '../../platform/trpc/trpc';
import { DomainError } from '../../platform/errors';
import { publicProcedure } from '../../platform/trpc/procedures';

const MINUTE = 60_000;

/** A maps failure as a tRPC error: an unknown place is NOT_FOUND, anything else a BAD_GATEWAY (logged). */
function mapsFailure(error: unknown): never {
  if (error instanceof MapsError) {
    if (error.kind === 'not_found') throw new DomainError('NOT_FOUND', 'No place found.');
    throw new DomainError('BAD_GATEWAY', 'The maps service is not available right now.', { cause: error });
  }
  throw error;
}

/**
 * The editor's address field. Open to visitors (the create form works before signing in), rate-limited per
 * user or IP since each call may cost a paid maps request.
 */
export const placesRouter = router({
  autocomplete: publicProcedure
    .use(rateLimit('places', 120, MINUTE))
    .input(autocompleteInput)
    .output(autocompleteOutput)
    .query(async ({ ctx, input }) => {
      const maps = mapsProviderFor(ctx.env);
      try {
        return { provider: maps.name, predictions: await maps.autocomplete(input.input, input.sessionToken) };
      } catch (error) {
        ctx.logger.warn({ err: error }, 'places autocomplete failed');
        return mapsFailure(error);
      }
    }),

  /** The place behind a suggestion, its acceptance (spec section 5) and the event Location built from it. */
  details: publicProcedure
    .use(rateLimit('places', 120, MINUTE))
    .input(detailsInput)
    .output(detailsOutput)
    .query(async ({ ctx, input }) => {
      const maps = mapsProviderFor(ctx.env);
      try {
        const place = await maps.details(input.placeId, input.sessionToken);
        const accepted = isAcceptablePlace(place.addressComponents);
        return { place, accepted, location: accepted ? locationFromPlace(place) : null };
      } catch (error) {
        if (!(error instanceof MapsError && error.kind === 'not_found')) {
          ctx.logger.warn({ err: error }, 'places details failed');
        }
        return mapsFailure(error);
      }
    }),

  /** The time zone at a point; the editor falls back to the browser's zone when this fails. */
  timeZone: publicProcedure
    .use(rateLimit('places', 120, MINUTE))
    .input(timeZoneInput)
    .output(timeZoneOutput)
    .query(async ({ ctx, input }) => {
      const maps = mapsProviderFor(ctx.env);
      try {
        return { timeZoneId: await maps.timeZone(input.lat, input.lng, input.timestamp ?? Date.now()) };
      } catch (error) {
        return mapsFailure(error);
      }
    }),
});
