import { describe, expect, it } from 'vitest';
import {
  answerText,
  contactText,
  guestDetails,
  guestStatus,
  hasGuestDetails,
  nextSort,
  NO_CONTACT,
  sortGuests,
  type TableGuest,
} from './guestTable';
import { CONNECTED_CONTACT_TEXT } from './copy';

const guest = (name: string, extra: Partial<TableGuest> = {}): TableGuest => ({
  inviteeId: name,
  name,
  rsvpStatus: 'INVITED',
  inviteStatus: 'SUCCESS',
  ...extra,
});

describe('sorting by header clicks', () => {
  it('cycles ascending, descending, cleared, and restarts on another column', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ column: 'name', direction: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
    expect(nextSort(desc, 'contact')).toEqual({ column: 'contact', direction: 'asc' });
  });

  const list = [
    guest('carl', { email: 'c@x.io', answers: [{ questionUuid: 'q', text: 'pizza' }] }),
    guest('Anna', { email: 'z@x.io', rsvpStatus: 'YES', answers: [{ questionUuid: 'q', text: 'apples' }] }),
    guest('Host', { role: 'ORGANIZER', rsvpStatus: 'YES' }),
    guest('bea', { email: 'a@x.io', inviteStatus: 'FAILED' }),
    guest('dan', { email: 'd@x.io', inviteStatus: 'PENDING' }),
  ];
  const names = (rows: TableGuest[]) => rows.map((g) => g.name);

  it('keeps the default order without a sort', () => {
    expect(names(sortGuests(list, null))).toEqual(['Host', 'dan', 'Anna', 'bea', 'carl']);
  });
  it('sorts by name both ways, the organizer row staying on top', () => {
    expect(names(sortGuests(list, { column: 'name', direction: 'asc' }))).toEqual([
      'Host',
      'Anna',
      'bea',
      'carl',
      'dan',
    ]);
    expect(names(sortGuests(list, { column: 'name', direction: 'desc' }))).toEqual([
      'Host',
      'dan',
      'carl',
      'bea',
      'Anna',
    ]);
  });
  it('sorts by contact, by status and by the chosen question', () => {
    expect(names(sortGuests(list, { column: 'contact', direction: 'asc' }))).toEqual([
      'Host',
      'bea',
      'carl',
      'dan',
      'Anna',
    ]);
    expect(names(sortGuests(list, { column: 'status', direction: 'asc' }))).toEqual([
      'Host',
      'bea',
      'dan',
      'carl',
      'Anna',
    ]);
    expect(names(sortGuests(list, { column: 'question', direction: 'asc' }, 'q')).slice(0, 3)).toEqual([
      'Host',
      'Anna',
      'carl',
    ]);
  });
});

describe('labels and cells', () => {
  it("labels invite statuses with the spec's words", () => {
    // One word for the state, as the Unsent chip says (issue 38).
    expect(guestStatus(guest('a', { inviteStatus: 'PENDING' })).label).toBe('Unsent');
    expect(guestStatus(guest('a', { inviteStatus: null })).label).toBe('Unsent');
    expect(guestStatus(guest('a', { inviteStatus: 'TRIGGERED' })).label).toBe('Preparing to Send');
    expect(guestStatus(guest('a', { inviteStatus: 'SUCCESS' })).label).toBe('Sent Successfully');
    expect(guestStatus(guest('a', { inviteStatus: 'OPENED' })).label).toBe('Opened Invite');
    expect(guestStatus(guest('a', { inviteStatus: 'FAILED' }))).toEqual({
      label: 'Send Failure',
      tone: 'failed',
    });
  });
  it("labels RSVPs Host, Opened, Going, Can't make it, Hidden", () => {
    expect(guestStatus(guest('a', { role: 'ORGANIZER', rsvpStatus: 'YES' })).label).toBe('Host');
    expect(guestStatus(guest('a', { rsvpStatus: 'SEEN' })).label).toBe('Opened');
    expect(guestStatus(guest('a', { rsvpStatus: 'YES' })).label).toBe('Going');
    expect(guestStatus(guest('a', { rsvpStatus: 'NO' })).label).toBe("Can't make it");
    expect(guestStatus(guest('a', { rsvpStatus: 'HIDDEN' })).label).toBe('Hidden');
  });

  it('shows a waiting or denied yes as Waitlisted or Denied with a waitlist, never Going', () => {
    const waiting = guest('a', { rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' });
    const denied = guest('b', { rsvpStatus: 'YES', waitlistStatus: 'DENIED' });
    expect(guestStatus(waiting, true)).toEqual({ label: 'Waitlisted', tone: 'waitlisted' });
    expect(guestStatus(denied, true)).toEqual({ label: 'Denied', tone: 'denied' });
    expect(guestStatus(guest('c', { rsvpStatus: 'YES', waitlistStatus: 'APPROVED' }), true).label).toBe(
      'Going',
    );
    expect(guestStatus(waiting, false).label).toBe('Going');
  });
  it('shows a dash for the organizer and the account for guests without a contact', () => {
    expect(contactText(guest('a', { role: 'ORGANIZER', email: 'h@x.io' }))).toBe(NO_CONTACT);
    expect(contactText(guest('a', { email: 'a@x.io' }))).toBe('a@x.io');
    expect(contactText(guest('a', { phone: '+15550001111' }))).toBe('+15550001111');
    expect(contactText(guest('a', { userId: 'u1' }))).toBe(CONNECTED_CONTACT_TEXT);
  });
  it('writes answers as text, Yes/No or a song', () => {
    const g = guest('a', {
      answers: [
        { questionUuid: 't', text: ' tacos ' },
        { questionUuid: 'y', isYes: false },
        { questionUuid: 's', song: { songName: 'Song', artistName: 'Band' } },
      ],
    });
    expect(answerText(g, 't')).toBe('tacos');
    expect(answerText(g, 'y')).toBe('No');
    expect(answerText(g, 's')).toBe('Song — Band');
    expect(answerText(g, 'missing')).toBe('');
    expect(answerText(g, null)).toBe('');
  });
});

describe('row details', () => {
  const questions = [
    { questionUuid: 'q1', question: 'Any allergies?' },
    { questionUuid: 'q2', question: 'Bringing a dish?' },
    { questionUuid: 'q3', question: 'Song?' },
  ];

  it("shows the guest's message, their +N and every answered question in order", () => {
    const details = guestDetails(
      {
        ...guest('Yara', { rsvpStatus: 'YES' }),
        rsvpMessage: '  Can’t wait!  ',
        additionalGuestCount: 2,
        answers: [
          { questionUuid: 'q2', isYes: true },
          { questionUuid: 'q1', text: 'Peanuts' },
        ],
      },
      questions,
    );
    expect(details).toEqual({
      message: 'Can’t wait!',
      extraGuests: 2,
      answers: [
        { questionUuid: 'q1', question: 'Any allergies?', answer: 'Peanuts' },
        { questionUuid: 'q2', question: 'Bringing a dish?', answer: 'Yes' },
      ],
    });
    expect(hasGuestDetails(details)).toBe(true);
  });

  it('has nothing to unfold for a guest who said nothing, and no +N unless going', () => {
    const quiet = guestDetails(
      { ...guest('Nils', { rsvpStatus: 'NO' }), additionalGuestCount: 3 },
      questions,
    );
    expect(quiet).toEqual({ message: '', extraGuests: 0, answers: [] });
    expect(hasGuestDetails(quiet)).toBe(false);
  });
});
