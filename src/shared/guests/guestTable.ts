import { CONNECTED_CONTACT_TEXT, RSVP_LABELS } from './copy';
import type { InviteStatus, RsvpStatus } from '../events/schema';
import { defaultGuestOrder, type FilterableGuest } from './inviteFilters';
import { GUEST_STATE_WORDS, WAITLIST_STATE_WORDS, waitlistStateOf } from './guestStates';

// The manage-invites guest table (spec sections 2 and 4): status labels, the contact and answer cells, and
// header-click sorting that cycles ascending, descending, cleared.

export const SORT_COLUMNS = ['status', 'name', 'contact', 'question'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortState = { column: SortColumn; direction: 'asc' | 'desc' } | null;

/** A header click: a new column sorts ascending, then descending, then the sort is cleared. */
export function nextSort(current: SortState, column: SortColumn): SortState {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

export const INVITE_STATUS_LABELS: Record<InviteStatus, string> = {
  // One word for a queued invitation, as the Unsent chip says (issue 38: 'Pending' beside 'Unsent' read as two
  // states); sending it is a labelled action of its own beside the badge.
  PENDING: GUEST_STATE_WORDS.unsent,
  TRIGGERED: 'Preparing to Send',
  SUCCESS: 'Sent Successfully',
  OPENED: 'Opened Invite',
  // A click on the invitation link is an opening too; the spec names no label of its own for it.
  CLICKED: 'Opened Invite',
  FAILED: 'Send Failure',
};

export type StatusTone =
  | 'host'
  | 'waitlisted'
  | 'pending'
  | 'sending'
  | 'sent'
  | 'opened'
  | 'failed'
  | 'going'
  | 'declined'
  | 'denied'
  | 'hidden';

export type TableGuest = FilterableGuest & {
  phone?: string | null;
  userId?: string | null;
  answers?: readonly GuestAnswer[] | null;
};
export type GuestAnswer = {
  questionUuid: string;
  text?: string | null;
  isYes?: boolean | null;
  song?: { songName: string; artistName: string } | null;
};

export type GuestStatus = { label: string; tone: StatusTone };

/**
 * The status cell: with a waitlist, Waitlisted or Denied before anything else (their yes is a request, not
 * Going); else the RSVP once the guest has one, else where the invitation is.
 */
export function guestStatus(guest: TableGuest, hasWaitlist = false): GuestStatus {
  if (guest.role === 'ORGANIZER') return { label: RSVP_LABELS.host, tone: 'host' };
  const waitlist = waitlistStateOf(guest, hasWaitlist);
  if (waitlist) return { label: WAITLIST_STATE_WORDS[waitlist], tone: waitlist };
  const rsvp: RsvpStatus = guest.rsvpStatus;
  if (rsvp === 'YES') return { label: RSVP_LABELS.YES, tone: 'going' };
  if (rsvp === 'NO') return { label: RSVP_LABELS.NO, tone: 'declined' };
  if (rsvp === 'HIDDEN') return { label: RSVP_LABELS.HIDDEN, tone: 'hidden' };
  if (rsvp === 'SEEN') return { label: RSVP_LABELS.SEEN, tone: 'opened' };
  const invite = guest.inviteStatus ?? 'PENDING';
  const tone: StatusTone =
    invite === 'PENDING'
      ? 'pending'
      : invite === 'TRIGGERED'
        ? 'sending'
        : invite === 'FAILED'
          ? 'failed'
          : invite === 'SUCCESS'
            ? 'sent'
            : 'opened';
  return { label: INVITE_STATUS_LABELS[invite], tone };
}

/** Sort rank of a status: what needs the host's attention first. */
const STATUS_RANK: Record<StatusTone, number> = {
  host: 0,
  failed: 1,
  waitlisted: 2,
  pending: 3,
  sending: 4,
  sent: 5,
  opened: 6,
  going: 7,
  declined: 8,
  denied: 9,
  hidden: 10,
};

export const NO_CONTACT = '—';

/** The contact cell: the organizer gets a dash; a guest with only an account is connected through it. */
export function contactText(guest: TableGuest): string {
  if (guest.role === 'ORGANIZER') return NO_CONTACT;
  const contact = guest.email?.trim() || guest.phone?.trim();
  if (contact) return contact;
  return guest.userId ? CONNECTED_CONTACT_TEXT : NO_CONTACT;
}

/** The answer cell for one question: text, Yes/No, or 'song — artist'. Empty when unanswered. */
export function answerText(guest: TableGuest, questionUuid: string | null | undefined): string {
  if (!questionUuid) return '';
  const answer = guest.answers?.find((a) => a.questionUuid === questionUuid);
  if (!answer) return '';
  if (answer.song) return `${answer.song.songName} — ${answer.song.artistName}`;
  if (answer.isYes === true) return 'Yes';
  if (answer.isYes === false) return 'No';
  return answer.text?.trim() ?? '';
}

function compareText(a: string, b: string): number {
  // Empty cells go last in both directions' natural reading: they sort after any text ascending.
  if (!a && b) return 1;
  if (a && !b) return -1;
  return a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
}

/**
 * The rows in table order: the default order (organizer, pending, then by name) when no sort is chosen,
 * else by the chosen column, ties broken by the default order. The organizer row stays on top.
 */
export function sortGuests<T extends TableGuest>(
  guests: readonly T[],
  sort: SortState,
  questionUuid?: string | null,
  hasWaitlist = false,
): T[] {
  const base = defaultGuestOrder(guests);
  if (!sort) return base;
  const position = new Map(base.map((guest, index) => [guest, index]));
  const key = (guest: T): string | number => {
    switch (sort.column) {
      case 'status':
        return STATUS_RANK[guestStatus(guest, hasWaitlist).tone];
      case 'name':
        return guest.name;
      case 'contact':
        return guest.role === 'ORGANIZER' ? '' : contactText(guest).replace(NO_CONTACT, '');
      case 'question':
        return answerText(guest, questionUuid);
    }
  };
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...guests].sort((a, b) => {
    if (a.role === 'ORGANIZER' || b.role === 'ORGANIZER') {
      return (a.role === 'ORGANIZER' ? 0 : 1) - (b.role === 'ORGANIZER' ? 0 : 1);
    }
    const ka = key(a);
    const kb = key(b);
    const order =
      typeof ka === 'number' && typeof kb === 'number' ? ka - kb : compareText(String(ka), String(kb));
    return sign * order || position.get(a)! - position.get(b)!;
  });
}

/** What a row's details show: the guest's RSVP message, the people they bring, and every answered question. */
export type GuestDetails = {
  message: string;
  /** Extra guests of a yes (+N); 0 otherwise. */
  extraGuests: number;
  answers: { questionUuid: string; question: string; answer: string }[];
};

export function guestDetails(
  guest: TableGuest & { rsvpMessage?: string | null; additionalGuestCount?: number | null },
  questions: readonly { questionUuid: string; question: string }[],
): GuestDetails {
  return {
    message: guest.rsvpMessage?.trim() ?? '',
    extraGuests: guest.rsvpStatus === 'YES' ? Math.max(0, guest.additionalGuestCount ?? 0) : 0,
    answers: questions
      .map((q) => ({
        questionUuid: q.questionUuid,
        question: q.question,
        answer: answerText(guest, q.questionUuid),
      }))
      .filter((a) => a.answer !== ''),
  };
}

/** Whether a row has anything to unfold. */
export function hasGuestDetails(details: GuestDetails): boolean {
  return details.message !== '' || details.extraGuests > 0 || details.answers.length > 0;
}
