import { format } from 'date-fns';
import type { Message, PersonalThread, RecipientGroup } from './schema';

// Who a message blast reaches, how a message's time reads, and how personal messages are grouped (spec
// sections 3 and 9). Pure, so the server's recipient query and the client's labels agree.

const DAY_MS = 24 * 3_600_000;

export type BlastCandidate = {
  role: 'ORGANIZER' | 'ATTENDEE' | null;
  rsvpStatus: 'INVITED' | 'SEEN' | 'YES' | 'NO' | 'HIDDEN';
  inviteStatus: 'PENDING' | 'TRIGGERED' | 'SUCCESS' | 'OPENED' | 'CLICKED' | 'FAILED' | null;
  waitlistStatus: 'PENDING_APPROVAL' | 'DENIED' | 'APPROVED' | null;
};

type GuestGroup = Exclude<RecipientGroup, 'ALL'>;

/**
 * The group a guest is in for a blast, or null when no blast reaches them: the organizer (they send it),
 * hidden rows, and guests still waiting for approval or denied.
 */
export function recipientGroupOf(guest: BlastCandidate): GuestGroup | null {
  if (guest.role === 'ORGANIZER' || guest.rsvpStatus === 'HIDDEN') return null;
  if (guest.waitlistStatus === 'PENDING_APPROVAL' || guest.waitlistStatus === 'DENIED') return null;
  if (guest.rsvpStatus === 'YES') return 'GOING';
  if (guest.rsvpStatus === 'NO') return 'DECLINED';
  return guest.inviteStatus === 'PENDING' ? 'UNSENT' : 'AWAITING';
}

/** Whether a blast to `groups` reaches the guest ('ALL' is every group). */
export function isBlastRecipient(guest: BlastCandidate, groups: readonly RecipientGroup[]): boolean {
  const group = recipientGroupOf(guest);
  if (!group) return false;
  return groups.includes('ALL') || groups.includes(group);
}

/** Ticking All ticks every group; unticking one group unticks All. */
export function toggleRecipientGroup(
  current: readonly RecipientGroup[],
  group: RecipientGroup,
): RecipientGroup[] {
  const every: RecipientGroup[] = ['ALL', 'GOING', 'DECLINED', 'AWAITING', 'UNSENT'];
  const on = current.includes(group);
  if (group === 'ALL') return on ? [] : every;
  const next = on ? current.filter((g) => g !== group && g !== 'ALL') : [...current, group];
  const allGuests = every.slice(1).every((g) => next.includes(g));
  return every.filter((g) => (g === 'ALL' ? allGuests : next.includes(g)));
}

/** A message's time: the time alone within 24 hours, with the date when older (spec section 9). */
export function messageTimeLabel(sentTime: number, now: number): string {
  return format(sentTime, now - sentTime > DAY_MS ? 'MMM d, h:mm a' : 'h:mm a');
}

/** The event page's feed heading. */
export const messagesHeading = (count: number) => `MESSAGES (${count})`;

export const newestFirst = <T extends Pick<Message, 'sentTime'>>(messages: readonly T[]): T[] =>
  [...messages].sort((a, b) => b.sentTime - a.sentTime);

/** A private thread reads like a conversation: oldest first, the newest at the bottom (issue 38). */
export const oldestFirst = <T extends Pick<Message, 'sentTime'>>(messages: readonly T[]): T[] =>
  [...messages].sort((a, b) => a.sentTime - b.sentTime);

/** The id of the party page's private messages: where a private message's "View the party" link lands. */
export const PRIVATE_MESSAGES_ANCHOR = 'private-messages';

/** A link to the party page (`partyLink`, with its query if any) that opens at the private messages. */
export const privateMessagesLink = (partyLink: string) =>
  `${partyLink.split('#')[0]}#${PRIVATE_MESSAGES_ANCHOR}`;

/** Personal messages grouped per guest, each thread newest first, the thread with the newest message first. */
export function groupPersonalMessages(
  messages: readonly Message[],
  nameOf: (inviteeUuid: string) => string,
): PersonalThread[] {
  const byInvitee = new Map<string, Message[]>();
  for (const message of messages) {
    if (message.textBlast || !message.receiverInviteeUuid) continue;
    const list = byInvitee.get(message.receiverInviteeUuid) ?? [];
    list.push(message);
    byInvitee.set(message.receiverInviteeUuid, list);
  }
  return [...byInvitee.entries()]
    .map(([inviteeUuid, list]) => ({
      inviteeUuid,
      inviteeName: nameOf(inviteeUuid),
      messages: newestFirst(list),
    }))
    .sort((a, b) => b.messages[0]!.sentTime - a.messages[0]!.sentTime);
}
