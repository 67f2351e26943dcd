import { describe, expect, it } from 'vitest';
import { blastFormSchema, type Message, sendEventCommentInput } from './schema';
import { MESSAGE_TEXT } from './copy';
import {
  type BlastCandidate,
  groupPersonalMessages,
  isBlastRecipient,
  messagesHeading,
  messageTimeLabel,
  oldestFirst,
  privateMessagesLink,
  recipientGroupOf,
  toggleRecipientGroup,
} from './rules';

const guest = (over: Partial<BlastCandidate> = {}): BlastCandidate => ({
  role: 'ATTENDEE',
  rsvpStatus: 'INVITED',
  inviteStatus: 'SUCCESS',
  waitlistStatus: null,
  ...over,
});

describe('recipientGroupOf', () => {
  it('maps RSVP statuses to the blast groups', () => {
    expect(recipientGroupOf(guest({ rsvpStatus: 'YES' }))).toBe('GOING');
    expect(recipientGroupOf(guest({ rsvpStatus: 'NO' }))).toBe('DECLINED');
    expect(recipientGroupOf(guest({ rsvpStatus: 'INVITED' }))).toBe('AWAITING');
    expect(recipientGroupOf(guest({ rsvpStatus: 'SEEN', inviteStatus: null }))).toBe('AWAITING');
    expect(recipientGroupOf(guest({ rsvpStatus: 'INVITED', inviteStatus: 'PENDING' }))).toBe('UNSENT');
  });

  it('leaves out the organizer, hidden rows and guests waiting for approval or denied', () => {
    expect(recipientGroupOf(guest({ role: 'ORGANIZER', rsvpStatus: 'YES' }))).toBeNull();
    expect(recipientGroupOf(guest({ rsvpStatus: 'HIDDEN' }))).toBeNull();
    expect(recipientGroupOf(guest({ rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' }))).toBeNull();
    expect(recipientGroupOf(guest({ rsvpStatus: 'YES', waitlistStatus: 'DENIED' }))).toBeNull();
    expect(recipientGroupOf(guest({ rsvpStatus: 'YES', waitlistStatus: 'APPROVED' }))).toBe('GOING');
  });
});

describe('isBlastRecipient', () => {
  it('reaches only the chosen groups, and everyone listed with All', () => {
    expect(isBlastRecipient(guest({ rsvpStatus: 'YES' }), ['GOING'])).toBe(true);
    expect(isBlastRecipient(guest({ rsvpStatus: 'NO' }), ['GOING', 'AWAITING'])).toBe(false);
    expect(isBlastRecipient(guest({ rsvpStatus: 'NO' }), ['ALL'])).toBe(true);
    expect(isBlastRecipient(guest({ waitlistStatus: 'DENIED' }), ['ALL'])).toBe(false);
  });
});

describe('toggleRecipientGroup', () => {
  it('ticks every group with All and unticks All with any one group', () => {
    const all = toggleRecipientGroup([], 'ALL');
    expect(all).toEqual(['ALL', 'GOING', 'DECLINED', 'AWAITING', 'UNSENT']);
    expect(toggleRecipientGroup(all, 'DECLINED')).toEqual(['GOING', 'AWAITING', 'UNSENT']);
    expect(toggleRecipientGroup(['GOING', 'AWAITING', 'UNSENT'], 'DECLINED')).toEqual(all);
    expect(toggleRecipientGroup(all, 'ALL')).toEqual([]);
  });
});

describe('messageTimeLabel', () => {
  const sent = new Date(2026, 2, 3, 19, 5).getTime();
  it('shows the time within 24 hours and the date when older', () => {
    expect(messageTimeLabel(sent, sent + 60_000)).toBe('7:05 PM');
    expect(messageTimeLabel(sent, sent + 24 * 3_600_000)).toBe('7:05 PM');
    expect(messageTimeLabel(sent, sent + 24 * 3_600_000 + 1)).toBe('Mar 3, 7:05 PM');
  });
  it('heads the feed with the count', () => {
    expect(messagesHeading(3)).toBe('MESSAGES (3)');
  });
});

describe('groupPersonalMessages', () => {
  const m = (id: string, invitee: string | null, sentTime: number, textBlast = false): Message => ({
    messageId: id,
    senderProfile: { name: 'x', userId: null, photoUrl: null },
    sentTime,
    message: id,
    textBlast,
    receiverInviteeUuid: invitee,
    fromHost: true,
    sendToStatuses: null,
  });
  it('groups per guest, newest first, and leaves blasts out', () => {
    const threads = groupPersonalMessages(
      [m('a1', 'a', 1), m('b1', 'b', 2), m('a2', 'a', 3), m('blast', null, 9, true)],
      (id) => id.toUpperCase(),
    );
    expect(threads.map((t) => [t.inviteeName, t.messages.map((x) => x.messageId)])).toEqual([
      ['A', ['a2', 'a1']],
      ['B', ['b1']],
    ]);
  });
});

describe('message schemas', () => {
  const eventId = '00000000-0000-4000-8000-000000000001';
  it("speaks the spec's blast messages", () => {
    const noGroup = sendEventCommentInput.safeParse({ eventId, message: 'Hi', isTextBlast: true });
    expect(noGroup.error?.issues[0]?.message).toBe(MESSAGE_TEXT.pickGroup);
    const long = blastFormSchema.safeParse({
      message: 'x'.repeat(1001),
      sendToStatuses: ['GOING'],
      email: '',
    });
    expect(long.error?.issues[0]?.message).toBe('Please limit your message to 1000 characters.');
    expect(
      blastFormSchema.safeParse({ message: 'x'.repeat(1000), sendToStatuses: ['GOING'], email: '' }).success,
    ).toBe(true);
    const badEmail = sendEventCommentInput.safeParse({
      eventId,
      message: 'Hi',
      isTextBlast: true,
      sendToStatuses: ['GOING'],
      email: 'nope',
    });
    expect(badEmail.error?.issues[0]?.message).toBe('Please enter a valid email');
    expect(blastFormSchema.safeParse({ message: '   ', sendToStatuses: ['GOING'], email: '' }).success).toBe(
      false,
    );
    const formEmail = blastFormSchema.safeParse({ message: 'Hi', sendToStatuses: ['GOING'], email: 'x@' });
    expect(formEmail.error?.issues[0]?.message).toBe('Please enter a valid email');
  });
  it('lets a private message go without groups', () => {
    expect(sendEventCommentInput.safeParse({ eventId, message: 'Hi' }).success).toBe(true);
  });
});

describe('private threads', () => {
  it('read oldest first, without changing the list they come from', () => {
    const newest = [{ sentTime: 300 }, { sentTime: 200 }, { sentTime: 100 }];
    expect(oldestFirst(newest).map((m) => m.sentTime)).toEqual([100, 200, 300]);
    expect(newest.map((m) => m.sentTime)).toEqual([300, 200, 100]);
  });

  it("open the party page at the private messages, keeping the link's query", () => {
    expect(privateMessagesLink('https://elk.party/event/e1')).toBe(
      'https://elk.party/event/e1#private-messages',
    );
    expect(privateMessagesLink('https://elk.party/event/e1?iu=i1&token=t1#old')).toBe(
      'https://elk.party/event/e1?iu=i1&token=t1#private-messages',
    );
  });
});
