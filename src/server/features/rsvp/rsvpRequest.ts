import type { AnswerValue } from '../../../shared/rsvp/rsvpAnswers';

// What a guest's answer carries, whichever procedure (modal, e-mail link, action link) brought it.

export type RsvpRequest = {
  status: 'YES' | 'NO' | 'SEEN';
  name?: string;
  email?: string;
  phone?: string;
  additionalGuestCount?: number;
  rsvpMessage?: string | null;
  answers?: AnswerValue[];
  notificationPreference?: 'email' | 'phone' | 'both';
  /** The guest's own time zone (their device's), for the times in their mails. */
  timeZone?: string;
  textPermission?: 'GRANTED' | 'REJECTED';
  /** How this guest shares photos to the party album (the `pu` of an RSVP link: manual or magic). */
  photoUploadMode?: 'manual' | 'magic';
  /** The token the caller presented, handed back so the browser keeps it. */
  presentedToken?: string;
};
