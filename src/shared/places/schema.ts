import { z } from 'zod';
import { textSchema } from '../common/schema';
import { locationSchema } from '../events/schema';

// The maps calls behind the editor's address field (spec section 7, third-party calls: places search,
// details, time zone). The server talks to the maps provider; the browser never holds its key.

export const MAPS_PROVIDERS = ['google', 'local'] as const;
export type MapsProviderName = (typeof MAPS_PROVIDERS)[number];

/** Groups one typing session's autocomplete calls and the details call that ends it (maps billing). */
const sessionToken = textSchema().max(100).optional();

export const autocompleteInput = z.object({
  input: textSchema().trim().min(1).max(300),
  sessionToken,
});

export const placePredictionSchema = z.object({
  placeId: z.string(),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;

export const autocompleteOutput = z.object({
  provider: z.enum(MAPS_PROVIDERS),
  predictions: z.array(placePredictionSchema),
});

export const detailsInput = z.object({
  placeId: textSchema().min(1).max(2000),
  sessionToken,
});

export const addressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});
export type AddressComponent = z.infer<typeof addressComponentSchema>;

/** The place result of spec section 3: name, formatted address, address components and geometry. */
export const placeResultSchema = z.object({
  name: z.string(),
  formattedAddress: z.string(),
  addressComponents: z.array(addressComponentSchema),
  geometry: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type PlaceResult = z.infer<typeof placeResultSchema>;

/**
 * `accepted` follows the spec's rule: a result is usable only when one of its address components is more
 * than a locality, region or country. `location` is the event's Location built from the place when accepted.
 */
export const detailsOutput = z.object({
  place: placeResultSchema,
  accepted: z.boolean(),
  location: locationSchema.nullable(),
});

export const timeZoneInput = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Epoch milliseconds of the moment the zone applies to (the event's start); now when absent. */
  timestamp: z.number().int().min(0).optional(),
});
export const timeZoneOutput = z.object({ timeZoneId: z.string() });
