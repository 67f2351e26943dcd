import { EVENT_MESSAGES } from './copy';
import { MAX_EVENT_DURATION_MS, TIME_STEP_SECONDS } from '../constants';
import { wallClockAt } from './eventTimes';

// The event form's rules (spec section 5), pure so that the editor and the server apply the same ones.

/** Actions of the create-mode toast: saving a draft needs an account. */
export const SAVE_DRAFT_ACTION = 'Save draft.';
export const LOG_IN_TO_SAVE_DRAFT_ACTION = 'Log in to save draft.';

type LocationLike = {
  displayName?: string | null;
  placeName?: string | null;
  address?: {
    address1?: string | null;
    city?: string | null;
    admin1?: string | null;
    country?: string | null;
  } | null;
  lat?: number | null;
  lng?: number | null;
} | null;

/** The parts of an event the form rules read. */
export type ValidatedEvent = {
  title?: string | null;
  photoUrl?: string | null;
  startTime?: number | null;
  endTime?: number | null;
  /** The zone the 15-minute steps are counted in; UTC when absent. */
  timeZone?: string | null;
  location?: LocationLike | undefined;
  questions?: ReadonlyArray<{ questionType?: string | null }> | null;
  playlistId?: string | null;
};

const filled = (value: string | null | undefined) => Boolean(value?.trim());

const normalized = (value: string | null | undefined) => value?.trim().toLowerCase() ?? '';

/**
 * A location picked from the maps suggestions (spec section 5: a place is accepted only when it is more than a
 * locality, region or country): it has a name to show and a street line (address1) that is not merely the
 * city, region or country. The built-in provider's manual entry has one only when a street was typed; typed
 * text that was never picked has none.
 */
export function isValidLocation(location: LocationLike | undefined): boolean {
  if (!location || !filled(location.displayName)) return false;
  const street = normalized(location.address?.address1);
  if (!street) return false;
  const { city, admin1, country } = location.address ?? {};
  return ![city, admin1, country].some((area) => normalized(area) === street);
}

const STEP_MS = TIME_STEP_SECONDS * 1000;

/** On the 15-minute grid of the event's zone: whole minutes, and a minute of :00, :15, :30 or :45 there. */
export function isOnTimeStep(epochMs: number, timeZone: string | null | undefined): boolean {
  if (epochMs % 60_000 !== 0) return false;
  const { minute } = wallClockAt(epochMs, timeZone || 'UTC');
  return minute % (STEP_MS / 60_000) === 0;
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

/** The start's error: missing, in the past, or off the 15-minute grid. */
function startError(startTime: number, now: number, zone: string | null | undefined): string | undefined {
  if (!startTime) return EVENT_MESSAGES.requiredStart;
  if (startTime < now) return EVENT_MESSAGES.startInPast;
  if (!isOnTimeStep(startTime, zone)) return EVENT_MESSAGES.offTimeStep;
  return undefined;
}

/** The end's error: not after the start, more than two weeks after it, or off the grid. No end is fine. */
function endError(startTime: number, endTime: number, zone: string | null | undefined): string | undefined {
  if (!endTime || !startTime) return undefined;
  if (endTime <= startTime) return EVENT_MESSAGES.invalidDatePair;
  if (endTime - startTime > MAX_EVENT_DURATION_MS) return EVENT_MESSAGES.invalidDuration;
  if (!isOnTimeStep(endTime, zone)) return EVENT_MESSAGES.offTimeStep;
  return undefined;
}

/** Every broken rule of the event as the form shows it: one message per field. */
export function eventFieldErrors(event: ValidatedEvent, now: number): EventFieldErrors {
  const startTime = event.startTime ?? 0;
  const endTime = event.endTime ?? 0;
  const errors: EventFieldErrors = {};
  if (!filled(event.title)) errors.title = EVENT_MESSAGES.invalidTitle;
  if (!isValidPhotoUrl(event.photoUrl)) errors.image = EVENT_MESSAGES.missingImage;
  const day = startError(startTime, now, event.timeZone);
  if (day) errors.day = day;
  const time = endError(startTime, endTime, event.timeZone);
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

/**
 * With a music service configured, a song-request question needs the playlist its songs go to (spec section
 * 4, "Music flow"); the index of the first one without, or -1. The editor offers the type only once a playlist
 * exists; this holds for any caller. Without a service guests type title and artist (issue 40): no playlist.
 */
export function songQuestionWithoutPlaylist(
  event: ValidatedEvent,
  { musicConfigured = true }: { musicConfigured?: boolean } = {},
): number {
  if (!musicConfigured || filled(event.playlistId)) return -1;
  return (event.questions ?? []).findIndex((q) => q.questionType === 'SONG');
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
  /** Cloning: a missing location is worded as one to confirm. */
  isClone?: boolean;
};

/**
 * What the create action still waits for, in the spec's order (title, start time, image, location), each with
 * its article. A clone's missing location reads "to confirm your party's location"; a clone whose copied address
 * is a valid place needs nothing more (asking to confirm a filled address left hosts with no way forward).
 */
export function createModeMissingItems(event: ValidatedEvent, options: CreateModeOptions = {}): string[] {
  const missing: string[] = [];
  if (!filled(event.title)) missing.push('a title');
  if (!event.startTime) missing.push('a start time');
  if (!isValidPhotoUrl(event.photoUrl)) missing.push('an image');
  if (!isValidLocation(event.location)) {
    missing.push(options.isClone ? "to confirm your party's location" : 'a location');
  }
  return missing;
}

/** The create-mode toast, or null when nothing is missing: 'You still need a title and an image to create your party.' */
export function createModeMissingToast(missing: readonly string[]): string | null {
  return missing.length ? `You still need ${joinWithAnd(missing)} to create your party.` : null;
}
