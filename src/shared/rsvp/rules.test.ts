import { describe, expect, it } from 'vitest';
import { updateAttendanceInput } from './schema';
import {
  acceptTitle,
  answerPayoff,
  applyRsvp,
  EMPTY_RSVP_MESSAGE,
  receivedRsvpMessage,
  rsvpMessageToSend,
  clampGuestCount,
  isNonUpdate,
  markSeen,
  partySizeLabel,
  postRsvpPrompt,
  type RsvpState,
  rsvpStatusLine,
  statusFromActionLink,
  usesWaitlist,
  waitlistHold,
  waitsForHost,
} from './rules';

const guest: RsvpState = {
  role: 'ATTENDEE',
  rsvpStatus: 'SEEN',
  additionalGuestCount: 0,
  rsvpMessage: null,
  waitlistStatus: null,
};

describe('RSVP state machine', () => {
  it('marks an invited guest seen, and leaves answers alone', () => {
    expect(markSeen('INVITED')).toBe('SEEN');
    expect(markSeen('YES')).toBe('YES');
    expect(markSeen('NO')).toBe('NO');
  });

  it('takes a yes with extra guests and a message', () => {
    const next = applyRsvp(
      guest,
      { rsvpStatus: 'YES', additionalGuestCount: 2, rsvpMessage: ' See you! ' },
      false,
    );
    expect(next).toMatchObject({ rsvpStatus: 'YES', additionalGuestCount: 2, rsvpMessage: 'See you!' });
  });

  it('yes → no clears the message and sets +0', () => {
    const yes = applyRsvp(guest, { rsvpStatus: 'YES', additionalGuestCount: 3, rsvpMessage: 'hi' }, false);
    const no = applyRsvp(yes, { rsvpStatus: 'NO', additionalGuestCount: 5, rsvpMessage: 'sorry' }, false);
    expect(no).toMatchObject({ rsvpStatus: 'NO', additionalGuestCount: 0, rsvpMessage: null });
    expect(applyRsvp(no, { rsvpStatus: 'YES' }, false).rsvpStatus).toBe('YES');
  });

  it("never overwrites the organizer's yes", () => {
    const host: RsvpState = { ...guest, role: 'ORGANIZER', rsvpStatus: 'YES' };
    expect(applyRsvp(host, { rsvpStatus: 'NO' }, false).rsvpStatus).toBe('YES');
  });

  it('keeps extra guests within 0 to 9', () => {
    expect(clampGuestCount(12)).toBe(9);
    expect(clampGuestCount(-3)).toBe(0);
    expect(clampGuestCount(Number.NaN)).toBe(0);
    expect(clampGuestCount(2.7)).toBe(2);
  });

  it('puts a first yes on the waitlist, and keeps the host decision on later answers', () => {
    const walkIn: RsvpState = { ...guest, role: null };
    const asked = applyRsvp(walkIn, { rsvpStatus: 'YES' }, true);
    expect(asked.waitlistStatus).toBe('PENDING_APPROVAL');
    const approved = { ...asked, waitlistStatus: 'APPROVED' as const };
    expect(applyRsvp(approved, { rsvpStatus: 'YES', additionalGuestCount: 1 }, true).waitlistStatus).toBe(
      'APPROVED',
    );
    const denied = { ...asked, waitlistStatus: 'DENIED' as const };
    expect(applyRsvp({ ...denied, rsvpStatus: 'NO' }, { rsvpStatus: 'YES' }, true).waitlistStatus).toBe(
      'DENIED',
    );
    expect(applyRsvp(denied, { rsvpStatus: 'YES' }, false).waitlistStatus).toBe('DENIED');
    expect(applyRsvp(walkIn, { rsvpStatus: 'YES' }, false).waitlistStatus).toBeNull();
  });

  it('gates the public link only: an invited guest answers as without a waitlist (issue 38)', () => {
    expect(applyRsvp(guest, { rsvpStatus: 'YES' }, true).waitlistStatus).toBeNull();
  });

  it('keeps a going guest going when their yes is sent again after the waitlist was turned on', () => {
    const going: RsvpState = { ...guest, role: null, rsvpStatus: 'YES' };
    const again = applyRsvp(going, { rsvpStatus: 'YES' }, true);
    expect(again.waitlistStatus).toBeNull();
    expect(isNonUpdate(going, again)).toBe(true);
  });

  it('holds back a denied guest always, a waiting one only while there is a waitlist', () => {
    expect(waitlistHold({ role: null, waitlistStatus: 'DENIED' }, false)).toBe('DENIED');
    expect(waitlistHold({ role: null, waitlistStatus: 'DENIED' }, true)).toBe('DENIED');
    expect(waitlistHold({ role: null, waitlistStatus: 'PENDING_APPROVAL' }, true)).toBe('PENDING_APPROVAL');
    expect(waitlistHold({ role: null, waitlistStatus: 'PENDING_APPROVAL' }, false)).toBeNull();
    expect(waitlistHold({ role: null, waitlistStatus: 'APPROVED' }, true)).toBeNull();
    expect(waitlistHold({ role: 'ORGANIZER', waitlistStatus: 'DENIED' }, true)).toBeNull();
    const deniedLine = rsvpStatusLine({ rsvpStatus: 'YES', waitlistStatus: 'DENIED' }, false);
    expect(deniedLine).toBe("You're not on the list, we'll let you know if this changes");
  });

  it('keeps the place from public-link guests until the host lets them in', () => {
    const walkIn = { role: null, rsvpStatus: 'SEEN', waitlistStatus: null } as const;
    expect(waitsForHost(walkIn, true)).toBe(true);
    expect(waitsForHost({ ...walkIn, rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' }, true)).toBe(
      true,
    );
    expect(waitsForHost({ ...walkIn, rsvpStatus: 'YES', waitlistStatus: 'DENIED' }, true)).toBe(true);
    expect(waitsForHost({ ...walkIn, rsvpStatus: 'YES', waitlistStatus: 'DENIED' }, false)).toBe(true);
    expect(waitsForHost({ ...walkIn, rsvpStatus: 'YES', waitlistStatus: 'APPROVED' }, true)).toBe(false);
    // Going before the waitlist was turned on; invited by the hosts; no waitlist at all.
    expect(waitsForHost({ ...walkIn, rsvpStatus: 'YES' }, true)).toBe(false);
    expect(waitsForHost({ ...walkIn, role: 'ATTENDEE' }, true)).toBe(false);
    expect(waitsForHost(walkIn, false)).toBe(false);
  });

  it('tells a repeated answer from a change', () => {
    const yes = applyRsvp(guest, { rsvpStatus: 'YES', additionalGuestCount: 1 }, false);
    expect(isNonUpdate(yes, applyRsvp(yes, { rsvpStatus: 'YES', additionalGuestCount: 1 }, false))).toBe(
      true,
    );
    expect(isNonUpdate(yes, applyRsvp(yes, { rsvpStatus: 'YES', additionalGuestCount: 2 }, false))).toBe(
      false,
    );
  });

  it('maps action links r=yes/no and anything else to seen', () => {
    expect(statusFromActionLink('yes')).toBe('YES');
    expect(statusFromActionLink('NO')).toBe('NO');
    expect(statusFromActionLink('maybe')).toBe('SEEN');
    expect(statusFromActionLink(null)).toBe('SEEN');
  });

  it("gives the spec's four status lines", () => {
    expect(rsvpStatusLine({ rsvpStatus: 'YES', waitlistStatus: 'PENDING_APPROVAL' }, true)).toBe(
      'You have requested to join the list for the party',
    );
    expect(rsvpStatusLine({ rsvpStatus: 'YES', waitlistStatus: 'DENIED' }, true)).toBe(
      "You're not on the list, we'll let you know if this changes",
    );
    expect(rsvpStatusLine({ rsvpStatus: 'YES', waitlistStatus: 'APPROVED' }, true)).toBe(
      "You RSVP'ed that you're going (change)",
    );
    expect(rsvpStatusLine({ rsvpStatus: 'NO', waitlistStatus: null }, false)).toBe(
      "You RSVP'ed that you cannot attend (change)",
    );
    expect(rsvpStatusLine({ rsvpStatus: 'SEEN', waitlistStatus: null }, false)).toBeNull();
  });
});

describe('RSVP details', () => {
  const going: RsvpState = { ...guest, rsvpStatus: 'YES', additionalGuestCount: 3, rsvpMessage: 'Hi' };

  it('keeps a previous yes’s +N and message when a new yes leaves them out, and clears an empty message', () => {
    expect(applyRsvp(going, { rsvpStatus: 'YES' }, false)).toMatchObject({
      additionalGuestCount: 3,
      rsvpMessage: 'Hi',
    });
    expect(applyRsvp(going, { rsvpStatus: 'YES', rsvpMessage: '  ' }, false).rsvpMessage).toBeNull();
    expect(applyRsvp(going, { rsvpStatus: 'YES', additionalGuestCount: 0 }, false).additionalGuestCount).toBe(
      0,
    );
    // A first yes starts from nothing, whatever an earlier no held.
    expect(applyRsvp({ ...going, rsvpStatus: 'NO' }, { rsvpStatus: 'YES' }, false)).toMatchObject({
      additionalGuestCount: 0,
      rsvpMessage: null,
    });
  });

  it('trims a message and cuts it at 1024 characters', () => {
    const long = applyRsvp(guest, { rsvpStatus: 'YES', rsvpMessage: ` ${'x'.repeat(2000)} ` }, false);
    expect(long.rsvpMessage).toHaveLength(1024);
  });

  it('shows the party size as extras plus one, within 1 to 10', () => {
    expect(partySizeLabel(0)).toBe('1');
    expect(partySizeLabel(2)).toBe('3');
    expect(partySizeLabel(42)).toBe('10');
    expect(partySizeLabel(-1)).toBe('1');
  });

  it('applies the waitlist to guests only, and names the accept modal after it', () => {
    expect(usesWaitlist(true, null)).toBe(true);
    expect(usesWaitlist(true, 'ATTENDEE')).toBe(false);
    expect(usesWaitlist(true, 'ORGANIZER')).toBe(false);
    expect(usesWaitlist(false, null)).toBe(false);
    expect(acceptTitle(true)).toBe('Join waitlist');
    expect(acceptTitle(true, 'ATTENDEE')).toBe('Accept invitation');
    expect(acceptTitle(false)).toBe('Accept invitation');
  });

  it('asks for text permission first (once, only with a phone), then the app download once a visit', () => {
    const base = {
      hasPhone: true,
      textPermissionAsked: false,
      hasApp: false,
      appPromptShownThisVisit: false,
      storeLinks: { appStore: 'https://apps.apple.com/app/id1', playStore: null },
    };
    expect(postRsvpPrompt(base)).toBe('textPermission');
    expect(postRsvpPrompt({ ...base, textPermissionAsked: true })).toBe('appDownload');
    expect(postRsvpPrompt({ ...base, hasPhone: false })).toBe('appDownload');
    expect(postRsvpPrompt({ ...base, hasPhone: false, hasApp: true })).toBeNull();
    expect(postRsvpPrompt({ ...base, hasPhone: false, appPromptShownThisVisit: true })).toBeNull();
    // No store page configured: nowhere to send anyone, so no prompt.
    expect(postRsvpPrompt({ ...base, hasPhone: false, storeLinks: null })).toBeNull();
    // The complete-your-profile nudge ('RSVP received') comes first when it is due.
    expect(postRsvpPrompt({ ...base, nudgeToAddEmail: true })).toBe('completeProfile');
    expect(postRsvpPrompt({ ...base, nudgeToAddEmail: false })).toBe('textPermission');
  });
});

describe('the empty RSVP message placeholder (spec section 5)', () => {
  it('is sent instead of an empty message, and never instead of text', () => {
    expect(EMPTY_RSVP_MESSAGE).toBe('m');
    expect(rsvpMessageToSend('')).toBe('m');
    expect(rsvpMessageToSend('  \n ')).toBe('m');
    expect(rsvpMessageToSend(' See you ')).toBe('See you');
  });

  it('reads as no message on arrival; blank-line runs collapse', () => {
    expect(receivedRsvpMessage('m')).toBe('');
    expect(receivedRsvpMessage(' m ')).toBe('');
    expect(receivedRsvpMessage('me')).toBe('me');
    expect(receivedRsvpMessage('Hi\n\n\n\nthere')).toBe('Hi\n\nthere');
  });

  it('clears the message of a yes, so a host never sees it', () => {
    const going: RsvpState = { ...guest, rsvpStatus: 'YES', rsvpMessage: 'Hi' };
    expect(applyRsvp(going, { rsvpStatus: 'YES', rsvpMessage: 'm' }, false).rsvpMessage).toBeNull();
    expect(applyRsvp(guest, { rsvpStatus: 'YES', rsvpMessage: 'm' }, false).rsvpMessage).toBeNull();
  });
});

describe('the RSVP message on the wire', () => {
  const answer = (rsvpMessage: string) =>
    updateAttendanceInput.parse({
      eventId: '11111111-1111-4111-8111-111111111111',
      invitee: { name: 'Ann', rsvpStatus: 'YES', rsvpMessage },
    }).invitee.rsvpMessage;

  it('reads the placeholder as no message and collapses blank-line runs', () => {
    expect(answer('m')).toBe('');
    expect(answer('Hello\n\n\n\nworld')).toBe('Hello\n\nworld');
  });
});

describe('answerPayoff: what follows an answer on the page (issue 38)', () => {
  it('celebrates only a yes that makes the guest going', () => {
    expect(answerPayoff('YES', null)).toBe('going');
    expect(answerPayoff('YES', 'PENDING_APPROVAL')).toBe('askedToJoin');
    expect(answerPayoff('YES', 'DENIED')).toBeNull();
    expect(answerPayoff('NO', null)).toBeNull();
    expect(answerPayoff('NO', 'PENDING_APPROVAL')).toBeNull();
  });

  it('reads the hold as the answer left the guest: a visitor asking to join, an invited guest going', () => {
    const visitor = { role: null, waitlistStatus: 'PENDING_APPROVAL' } as const;
    expect(answerPayoff('YES', waitlistHold(visitor, true))).toBe('askedToJoin');
    // The host turned the waitlist off meanwhile: the request lets them in.
    expect(answerPayoff('YES', waitlistHold(visitor, false))).toBe('going');
    expect(answerPayoff('YES', waitlistHold({ role: 'ATTENDEE', waitlistStatus: null }, true))).toBe('going');
  });
});
