import { z } from 'zod';
import { textSchema } from '../common/schema';
import { NOTIFICATION_TEXT } from './copy';

// The wire shapes of the notifications feature: the unsubscribe page (by the token in an e-mail's link) and
// the account-wide opt-out on the profile page.

/** The signed token of an unsubscribe link (platform/mail/unsubscribeLink.ts); checked by the server. */
export const unsubscribeTokenSchema = textSchema(NOTIFICATION_TEXT.linkInvalid)
  .min(1, { error: NOTIFICATION_TEXT.linkInvalid })
  .max(200, { error: NOTIFICATION_TEXT.linkInvalid });

export const unsubscribeStatusInput = z.object({ token: unsubscribeTokenSchema });

/** 'party': this party's messages to this person; 'all': every message from Elk to this address or account. */
export const UNSUBSCRIBE_SCOPES = ['party', 'all'] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];

export const setUnsubscribedInput = z.object({
  token: unsubscribeTokenSchema,
  scope: z.enum(UNSUBSCRIBE_SCOPES),
  unsubscribed: z.boolean(),
});

/** What the unsubscribe page shows: the party (null once it is deleted) and what is stopped now. */
export const unsubscribeStatusSchema = z.object({
  title: z.string().nullable(),
  party: z.boolean(),
  all: z.boolean(),
});
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;

/** The profile's switch: no reminders, notices, updates or messages about any party. */
export const messageSettingsSchema = z.object({ optedOut: z.boolean() });
export type MessageSettings = z.infer<typeof messageSettingsSchema>;
export const setMessageOptOutInput = messageSettingsSchema;
