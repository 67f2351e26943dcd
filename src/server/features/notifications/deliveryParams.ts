import { z } from 'zod';
import type { DeliveryKind } from '../../platform/db/schema';

// What each kind of delivery keeps beside its address (deliveries.params). Messages about a party that still
// exists are written from the party as it is when they are sent, so the params only say which moment or
// version they are about (and a delivery overtaken by a newer one is skipped); notices that must outlive the
// party (its cancellation or deletion) and the hosts' summaries keep their words.

const digestGroup = z.object({ heading: z.string(), names: z.array(z.string()) });

/** The calendar ATTENDEE a cancellation names: its recipient, with the answer they had given. */
const icsAttendee = z.object({
  name: z.string(),
  email: z.string(),
  partstat: z.enum(['ACCEPTED', 'DECLINED', 'TENTATIVE', 'NEEDS-ACTION']),
  rsvp: z.boolean(),
  additionalGuests: z.number().int(),
});

/**
 * A cancelled party's calendar CANCEL, kept as what it says (shared/events/calendar.ts: IcsEvent) and written
 * when it is sent, with its recipient's ATTENDEE line.
 */
const cancelCalendar = z.object({
  event: z.object({
    uid: z.string(),
    title: z.string(),
    description: z.string(),
    start: z.number(),
    end: z.number(),
    timeZone: z.string(),
    url: z.string(),
    status: z.enum(['CONFIRMED', 'CANCELLED']),
    location: z.string().nullable(),
    geo: z.object({ lat: z.number(), lon: z.number() }).nullable(),
    attendee: icsAttendee.nullable(),
  }),
  sequence: z.number().int(),
  organizer: z.object({ name: z.string(), email: z.string() }),
});

export const deliveryParamsSchemas = {
  reminder: z.object({ reminder: z.enum(['24h', '2h']), startTime: z.number() }),
  update: z.object({ sequence: z.number().int(), changed: z.array(z.enum(['time', 'place'])) }),
  cancel: z.object({
    title: z.string(),
    hostName: z.string(),
    when: z.string(),
    note: z.string().nullable(),
    deleted: z.boolean(),
    /** The .ics text itself, as deliveries queued before the calendar was kept as `calendar` carry it. */
    ics: z.string().nullable().optional(),
    calendar: cancelCalendar.nullable().optional(),
  }),
  confirmation: z.object({ respondedAt: z.number() }),
  waitlist: z.object({ decision: z.enum(['APPROVED', 'DENIED']) }),
  'host-update': z.object({
    subject: z.string(),
    title: z.string(),
    lines: z.array(z.string()),
    totals: z.string(),
  }),
  digest: z.object({
    subject: z.string(),
    title: z.string(),
    date: z.string(),
    groups: z.array(digestGroup),
    totals: z.string(),
  }),
  'wall-post': z.object({ postId: z.string() }),
} satisfies Record<DeliveryKind, z.ZodType>;

export type DeliveryParams<K extends DeliveryKind> = z.infer<(typeof deliveryParamsSchemas)[K]>;

/** The params of a stored delivery, checked against its kind (a mismatch is a bug: the send fails). */
export function paramsOf<K extends DeliveryKind>(kind: K, params: unknown): DeliveryParams<K> {
  return deliveryParamsSchemas[kind].parse(params) as DeliveryParams<K>;
}
