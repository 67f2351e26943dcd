import { MSG } from '../common/copy';
import { z } from 'zod';
import { ANSWER_MAX, DEFAULT_TIME_ZONE, EMAIL_MAX, NAME_MAX, RSVP_MESSAGE_MAX } from '../constants';
import { idSchema, textSchema } from '../common/schema';
import { collapseBlankLines } from '../common/text';

// The event on the wire, with the field names of spec section 3. Times are epoch milliseconds, 0 = none.

const hexColor = textSchema().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colours are #RRGGBB.' });

export const eventColorsSchema = z.object({
  primary: hexColor,
  secondary: hexColor,
  highlightText: hexColor,
  text: hexColor,
  buttonTextColor: hexColor,
});
export type EventColors = z.infer<typeof eventColorsSchema>;

export const addressSchema = z.object({
  address1: textSchema().max(200).optional(),
  address2: textSchema().max(200).optional(),
  city: textSchema().max(100).optional(),
  admin1: textSchema().max(100).optional(),
  postalCode: textSchema().max(20).optional(),
  country: textSchema().max(100).optional(),
});

export const locationSchema = z.object({
  displayName: textSchema().max(300).optional(),
  placeName: textSchema().max(200).optional(),
  address: addressSchema.optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
});
export type EventLocation = z.infer<typeof locationSchema>;

export const QUESTION_TYPES = ['TEXT', 'YES_NO', 'SONG'] as const;
export const questionSchema = z.object({
  questionUuid: textSchema().max(64).optional(),
  question: textSchema().trim().min(1, { error: MSG.requiredField }).max(ANSWER_MAX),
  isRequired: z.boolean().default(false),
  questionType: z.enum(QUESTION_TYPES).default('TEXT'),
});
export type Question = z.infer<typeof questionSchema>;

/** Zones already checked: building an Intl.DateTimeFormat costs more than the rest of an event's validation. */
const checkedZones = new Map<string, boolean>();
const CHECKED_ZONES_MAX = 1000;

export function isValidTimeZone(zone: string): boolean {
  const known = checkedZones.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  // Bounded: arbitrary input must not grow the map without limit.
  if (checkedZones.size < CHECKED_ZONES_MAX) checkedZones.set(zone, valid);
  return valid;
}

/** How guests' photos reach the party's album (spec section 3, albumDetails.photoUploadMode). */
export const ALBUM_UPLOAD_MODES = ['manual', 'automatic'] as const;
export type AlbumUploadMode = (typeof ALBUM_UPLOAD_MODES)[number];

export const HOST_NOTIFICATIONS = ['ATTENDEE_RSVP', 'DAILY_DIGEST'] as const;
/**
 * How the host reaches guests (spec section 3: EMAIL, PHONE, BOTH, and value 3, the guest chooses). It decides
 * which contact details an RSVP must carry (rsvp/contactRules.ts).
 */
export const COMMUNICATION_PREFERENCES = ['EMAIL', 'PHONE', 'BOTH', 'GUEST_CHOOSES'] as const;
export type CommunicationPreference = (typeof COMMUNICATION_PREFERENCES)[number];

/** What a host edits: the body of editEventDetails and of a draft. */
export const eventInputSchema = z.object({
  title: textSchema().max(200).default(''),
  /** Runs of blank lines collapse to one (spec section 5). */
  description: textSchema().overwrite(collapseBlankLines).max(5000).default(''),
  prompt: textSchema().max(1000).nullish(),
  photoUrl: textSchema().max(2000).nullish(),
  colors: eventColorsSchema.nullish(),
  animation: textSchema().max(2000).nullish(),
  backgroundAnimationUrl: textSchema().max(2000).nullish(),
  backgroundAnimationSearchQuery: textSchema().max(200).nullish(),
  videoBackgroundDisabled: z.boolean().default(false),
  startTime: z.number().int().min(0).default(0),
  endTime: z.number().int().min(0).default(0),
  timeZone: textSchema().refine(isValidTimeZone, { error: 'Unknown time zone.' }).default(DEFAULT_TIME_ZONE),
  location: locationSchema.nullish(),
  openInvite: z.boolean().default(true),
  publicGuestList: z.boolean().default(true),
  remindersEnabled: z.boolean().default(true),
  hostNotification: z.enum(HOST_NOTIFICATIONS).default('ATTENDEE_RSVP'),
  communicationPreference: z.enum(COMMUNICATION_PREFERENCES).default('BOTH'),
  hasWaitlist: z.boolean().default(false),
  questions: z.array(questionSchema).max(20).default([]),
  inspirationId: textSchema().max(100).nullish(),
  playlistId: textSchema().max(200).nullish(),
});
export type EventInput = z.infer<typeof eventInputSchema>;

export const RSVP_STATUSES = ['INVITED', 'SEEN', 'YES', 'NO', 'HIDDEN'] as const;
export const INVITE_STATUSES = ['PENDING', 'TRIGGERED', 'SUCCESS', 'OPENED', 'CLICKED', 'FAILED'] as const;
export const WAITLIST_STATUSES = ['PENDING_APPROVAL', 'DENIED', 'APPROVED'] as const;
export const INVITEE_ROLES = ['ORGANIZER', 'ATTENDEE'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export type InviteStatus = (typeof INVITE_STATUSES)[number];
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** A guest as getEvent shows them. Contact details are present only for hosts and for the guest themself. */
export const attendeeSchema = z.object({
  inviteeId: z.string(),
  userId: z.string().nullable(),
  name: z.string().max(NAME_MAX),
  email: z.string().max(EMAIL_MAX).nullable().optional(),
  phone: z.string().nullable().optional(),
  photoUrl: z.string().nullable(),
  role: z.enum(INVITEE_ROLES).nullable(),
  rsvpStatus: z.enum(RSVP_STATUSES),
  inviteStatus: z.enum(INVITE_STATUSES).nullable().optional(),
  additionalGuestCount: z.number().int(),
  rsvpMessage: z.string().max(RSVP_MESSAGE_MAX).nullable().optional(),
  waitlistStatus: z.enum(WAITLIST_STATUSES).nullable().optional(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/**
 * Each guest-list section's count (shared/guests/guestListPage.ts says which guest is in which section): the
 * event page shows these numbers and the first faces, never the whole list.
 */
export const guestCountsSchema = z.object({
  /** The organizer's entry (one). */
  host: z.number().int(),
  /** People, +N included, as the sections show them. */
  going: z.number().int(),
  notGoing: z.number().int(),
  awaiting: z.number().int(),
  /** Hosts only. */
  unsent: z.number().int().optional(),
  /** Hosts only, with a waitlist: guests (not people) waiting for a decision or denied who said yes. */
  waitlist: z.number().int().optional(),
});
export type GuestCounts = z.infer<typeof guestCountsSchema>;

/** The event as getEvent / fetchEvents return it. */
export const eventSchema = eventInputSchema.extend({
  id: z.string(),
  /** The party page's address (absolute from EventService; a site path where no public address is known). */
  url: z.string(),
  /**
   * The live cohost link's URL (spec section 6: only hosts get a cohost link): getEvent gives it to the
   * organizer alone, the same link getCohostLink answers; absent for cohosts, guests and visitors.
   */
  cohostLink: z.string().nullable().optional(),
  /** The party's album settings (spec section 3): its photo upload mode, null until the host chose one. */
  albumDetails: z.object({ photoUploadMode: z.enum(ALBUM_UPLOAD_MODES).nullable() }),
  /** The organizer's e-mail address: only for hosts and cohosts, absent for everyone else (privacy). */
  hostEmail: z.string().nullable().optional(),
  organizerUuid: z.string().nullable(),
  hostedBy: z.string(),
  hostPhotoUrl: z.string().nullable().optional(),
  cancelledTimestamp: z.number(),
  /** The host's note to guests given when cancelling (null when none, or not cancelled). */
  cancellationNote: z.string().nullable().optional(),
  isHost: z.boolean(),
  /**
   * The first faces: the organizer and at most FIRST_FACES_PER_SECTION guests of each section this viewer
   * has (hosts: everyone's, with contact details; others: the public list's, other guests under an alias),
   * plus the viewer's own row in full. The whole list pages through guests.listEventGuests.
   */
  attendees: z.array(attendeeSchema),
  /** Each section's count; null for someone who may not see the list (a private list, not a host). */
  guestCounts: guestCountsSchema.nullable(),
  /** Yes guests plus their extra guests (spec: attending count). */
  attendingCount: z.number().int(),
  modificationId: z.number().int(),
  lastSavedTimestamp: z.number(),
  questions: z.array(questionSchema.extend({ questionUuid: z.string() })),
  /**
   * The covers the party had before its current one, newest first (spec section 3, previousImages): for hosts
   * and cohosts only (the editor's previous-cover carousel); absent for everyone else.
   */
  previousImages: z.array(z.object({ imageUrl: z.string() })).optional(),
});
export type ElkEvent = z.infer<typeof eventSchema>;

// Inputs and results of the event procedures (EventService on /json). Ids are UUIDs: a malformed one is a
// BAD_REQUEST (-32602), not a lookup.

export const eventIdInput = z.object({ eventId: idSchema });

/** The longest note a host may give their guests when cancelling. */
export const CANCELLATION_NOTE_MAX = 500;

/** Cancel party: an optional note to the guests, kept on the party and sent in the cancellation notice. */
export const cancelEventInput = eventIdInput.extend({
  note: textSchema()
    .trim()
    .max(CANCELLATION_NOTE_MAX, { error: `Please limit your note to ${CANCELLATION_NOTE_MAX} characters.` })
    .optional(),
});

export const editEventDetailsInput = z.object({
  event: eventInputSchema,
  /** Absent: create a new event. Present: update that event. */
  eventId: idSchema.optional(),
  /** The draft this save comes from; it is removed once the event is saved. */
  draftId: idSchema.optional(),
  /**
   * The album's photo upload mode (spec section 3, albumDetails.photoUploadMode): stored on the event and shown
   * back in `albumDetails`. Absent: unchanged on an update, none on a new party.
   */
  uploadMode: z.enum(ALBUM_UPLOAD_MODES).optional(),
  /**
   * Spec section 7's flag, meaning "do not tell the guests about this change": a save that moves the time or
   * place sends guests who said yes the updated invitation (SEQUENCE + 1) unless this is true.
   */
  disableNotification: z.boolean().optional(),
});

export const getEventInput = z.object({
  eventId: idSchema,
  inviteeUuid: idSchema.optional(),
  token: textSchema().min(1).max(200).optional(),
  /** The spec's preview flag: viewing without being marked as having seen the event. */
  preview: z.boolean().optional(),
});

/** What a party card shows of a party (the party list, the cohost accept page): its face and its time. */
export const eventCardFieldsSchema = z.object({
  id: z.string(),
  title: z.string(),
  photoUrl: z.string().nullable(),
  colors: eventColorsSchema.nullable(),
  startTime: z.number(),
  endTime: z.number(),
  timeZone: z.string(),
});

/** One line of the caller's party list (fetchEvents): enough for a card and its menu. */
export const eventSummarySchema = eventCardFieldsSchema.extend({
  cancelledTimestamp: z.number(),
  hostedBy: z.string(),
  organizerUuid: z.string().nullable(),
  /** Organizer or accepted cohost: may edit, clone, cancel and delete. */
  isHost: z.boolean(),
  /** The caller organizes it ("Hosted by you"). */
  isOrganizer: z.boolean(),
  attendingCount: z.number().int(),
  /** Unsent invites; 0 for guests, who do not get to see it. */
  unsentCount: z.number().int(),
  /** The caller's own answer as a guest; null when they have no invitation. */
  rsvpStatus: z.enum(RSVP_STATUSES).nullable(),
  /**
   * What holds the caller back as a guest (rsvp/rules waitlistHold: asked to join and waiting for the host, or
   * denied), else null; only their own, never another guest's, and null for hosts.
   */
  waitlistHold: z.enum(['PENDING_APPROVAL', 'DENIED']).nullable(),
  modificationId: z.number().int(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;
export const fetchEventsResultSchema = z.object({ events: z.array(eventSummarySchema) });
