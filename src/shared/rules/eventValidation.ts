import { MAX_EVENT_DURATION_MS } from '../constants';

// The event form's rules (spec section 5), pure so that the editor and the server apply the same ones.

export const EVENT_MESSAGES = {
  invalidTitle: 'Enter a valid title',
  requiredStart: 'This is a required field',
  startInPast: 'Start date cannot be in the past',
  invalidDatePair: 'End time must be after start time',
  invalidDuration: 'Party cannot be over 2 weeks long',
  missingImage: 'Image is required',
  invalidLocation: 'Select a valid location from Google Maps',
} as const;

/** Actions of the create-mode toast: saving a draft needs an account. */
export const SAVE_DRAFT_ACTION = 'Save draft.';
export const LOG_IN_TO_SAVE_DRAFT_ACTION = 'Log in to save draft.';

type LocationLike = {
  displayName?: string | null;
  placeName?: string | null;
  address?: { address1?: string | null } | null;
  lat?: number | null;
  lng?: number | null;
} | null;

/** The parts of an event the form rules read. */
export type ValidatedEvent = {
  title?: string | null;
  photoUrl?: string | null;
  startTime?: number | null;
  endTime?: number | null;
  location?: LocationLike | undefined;
};

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * A location picked from the maps suggestions: it has a name to show and something more precise than
 * that text (a street address, a place name or coordinates). Typed text that was never picked has none.
 */
export function isValidLocation(location: LocationLike | undefined): boolean {
  if (!location || !filled(location.displayName)) return false;
  const hasCoordinates = Number.isFinite(location.lat) && Number.isFinite(location.lng);
  return filled(location.address?.address1) || filled(location.placeName) || hasCoordinates;
}

/** A cover is an uploaded or hosted image: an http(s) URL or a path on this site, never another scheme. */
export function isValidPhotoUrl(url: string | null | undefined): boolean {
  const value = url?.trim() ?? '';
  return /^https?:\/\/\S+$/i.test(value) || /^\/[^/\s]\S*$/.test(value);
}

/** The spec's error flags of an event (section 3, Event.errors). */
export type EventErrorFlags = {
  missingImage: boolean;
  invalidTitle: boolean;
  invalidLocation: boolean;
  invalidStartDate: boolean;
  invalidDatePair: boolean;
  invalidDuration: boolean;
};

/** Form fields in the order the editor scrolls to the first invalid one: Title, Image, Day, Time, Location. */
export const EVENT_FIELD_SCROLL_ORDER = ['title', 'image', 'day', 'time', 'location'] as const;
export type EventFormField = (typeof EVENT_FIELD_SCROLL_ORDER)[number];
export type EventFieldErrors = Partial<Record<EventFormField, string>>;

/** Where each form field lives on the wire event, for server errors that name fields. */
export const EVENT_FIELD_WIRE_NAMES: Record<EventFormField, string> = {
  title: 'title',
  image: 'photoUrl',
  day: 'startTime',
  time: 'endTime',
  location: 'location',
};

/** The start's error: missing, or in the past. */
function startError(startTime: number, now: number): string | undefined {
  if (!startTime) return EVENT_MESSAGES.requiredStart;
  if (startTime < now) return EVENT_MESSAGES.startInPast;
  return undefined;
}

/** The end's error: not after the start, or more than two weeks after it. No end is fine. */
function endError(startTime: number, endTime: number): string | undefined {
  if (!endTime || !startTime) return undefined;
  if (endTime <= startTime) return EVENT_MESSAGES.invalidDatePair;
  if (endTime - startTime > MAX_EVENT_DURATION_MS) return EVENT_MESSAGES.invalidDuration;
  return undefined;
}

/** Every broken rule of the event as the form shows it: one message per field. */
export function eventFieldErrors(event: ValidatedEvent, now: number): EventFieldErrors {
  const startTime = event.startTime ?? 0;
  const endTime = event.endTime ?? 0;
  const errors: EventFieldErrors = {};
  if (!filled(event.title)) errors.title = EVENT_MESSAGES.invalidTitle;
  if (!isValidPhotoUrl(event.photoUrl)) errors.image = EVENT_MESSAGES.missingImage;
  const day = startError(startTime, now);
  if (day) errors.day = day;
  const time = endError(startTime, endTime);
  if (time) errors.time = time;
  if (!isValidLocation(event.location)) errors.location = EVENT_MESSAGES.invalidLocation;
  return errors;
}

export function eventErrorFlags(event: ValidatedEvent, now: number): EventErrorFlags {
  const errors = eventFieldErrors(event, now);
  return {
    missingImage: Boolean(errors.image),
    invalidTitle: Boolean(errors.title),
    invalidLocation: Boolean(errors.location),
    invalidStartDate: Boolean(errors.day),
    invalidDatePair: errors.time === EVENT_MESSAGES.invalidDatePair,
    invalidDuration: errors.time === EVENT_MESSAGES.invalidDuration,
  };
}

/** The field to scroll to: the first invalid one in the order Title, Image, Day, Time, Location. */
export function firstInvalidField(errors: EventFieldErrors): EventFormField | undefined {
  return EVENT_FIELD_SCROLL_ORDER.find((field) => errors[field] !== undefined);
}

/** "a", "a and b", "a, b and c". */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export type CreateModeOptions = {
  /** Cloning: the copied location must be confirmed before the party is created. */
  isClone?: boolean;
  /** For a clone, whether the host has picked (confirmed) the location in the editor. */
  locationConfirmed?: boolean;
};

/**
 * What the create action still waits for, in the spec's order (title, start time, image, location), each with
 * its article; a clone's location reads "to confirm your party's location".
 */
export function createModeMissingItems(event: ValidatedEvent, options: CreateModeOptions = {}): string[] {
  const missing: string[] = [];
  if (!filled(event.title)) missing.push('a title');
  if (!event.startTime) missing.push('a start time');
  if (!isValidPhotoUrl(event.photoUrl)) missing.push('an image');
  if (options.isClone) {
    if (!options.locationConfirmed || !isValidLocation(event.location)) {
      missing.push("to confirm your party's location");
    }
  } else if (!isValidLocation(event.location)) {
    missing.push('a location');
  }
  return missing;
}

/** The create-mode toast, or null when nothing is missing: 'You still need a title and an image to create your party.' */
export function createModeMissingToast(missing: readonly string[]): string | null {
  return missing.length ? `You still need ${joinWithAnd(missing)} to create your party.` : null;
}
