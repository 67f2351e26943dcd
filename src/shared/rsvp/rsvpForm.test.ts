import { describe, expect, it } from 'vitest';
import type { OwnInvitee } from './schema';
import type { QuestionLike } from './rsvpAnswers';
import {
  answerErrors,
  attendancePayload,
  charactersLeft,
  contactErrors,
  initialRsvpDraft,
  type RsvpDraft,
  withTextPermission,
} from './rsvpForm';

const invitee: OwnInvitee = {
  inviteeId: '11111111-1111-4111-8111-111111111111',
  name: 'Gina Guest',
  email: 'gina@example.com',
  phone: null,
  role: 'ATTENDEE',
  rsvpStatus: 'YES',
  additionalGuestCount: 2,
  rsvpMessage: 'Bringing cake',
  waitlistStatus: null,
  notificationPreference: null,
  answers: [{ questionUuid: 'q1', text: 'Peanuts' }],
  isVerified: false,
};

const questions: QuestionLike[] = [
  { questionUuid: 'q1', question: 'Any allergies?', questionType: 'TEXT', isRequired: true },
  { questionUuid: 'q2', question: 'Vegetarian?', questionType: 'YES_NO', isRequired: false },
];

const noQuery = { guestCount: 0 };

function draft(overrides: Partial<RsvpDraft> = {}): RsvpDraft {
  return { ...initialRsvpDraft(null, noQuery), ...overrides };
}

describe('the RSVP draft', () => {
  it('starts from the saved answer of a guest who said yes', () => {
    const d = initialRsvpDraft(invitee, { guestCount: 5, message: 'ignored' });
    expect(d).toMatchObject({
      name: 'Gina Guest',
      channel: 'email',
      email: 'gina@example.com',
      additionalGuestCount: 2,
      rsvpMessage: 'Bringing cake',
    });
    expect(d.answers.q1?.text).toBe('Peanuts');
  });

  it('starts from the link (en, ee, ep, ng, em) for someone not on the list yet', () => {
    const d = initialRsvpDraft(null, {
      name: 'Lin',
      phone: '4155550123',
      guestCount: 12,
      message: 'hello',
    });
    expect(d).toMatchObject({ name: 'Lin', channel: 'phone', additionalGuestCount: 9, rsvpMessage: 'hello' });
    expect(initialRsvpDraft(null, noQuery, 'Session Name').name).toBe('Session Name');
  });

  it('preselects the channel the link names (np), else the one the contact details suggest', () => {
    expect(initialRsvpDraft(null, { guestCount: 0, notificationPreference: 'phone' }).channel).toBe('phone');
    expect(initialRsvpDraft(null, { guestCount: 0, notificationPreference: 'both' }).channel).toBe('both');
    expect(initialRsvpDraft(invitee, { guestCount: 0, notificationPreference: 'phone' }).channel).toBe(
      'phone',
    );
    expect(initialRsvpDraft(null, { guestCount: 0, email: 'a@example.com' }).channel).toBe('email');
  });

  it('does not carry the +N and message of a no into a new yes', () => {
    const d = initialRsvpDraft({ ...invitee, rsvpStatus: 'NO', additionalGuestCount: 0 }, { guestCount: 0 });
    expect(d.additionalGuestCount).toBe(0);
    expect(d.rsvpMessage).toBe('');
  });
});

describe('checks with the spec wording', () => {
  it('requires the phone and/or e-mail by the communication preference (spec section 5)', () => {
    const d = draft({ name: 'Ann', channel: 'email', email: '', phone: '' });
    const ask = (preference: 'EMAIL' | 'PHONE' | 'BOTH' | 'GUEST_CHOOSES', channel = d.channel) =>
      contactErrors({ ...d, channel }, { name: true, contact: true, preference });
    expect(ask('EMAIL')).toEqual({ email: 'Please enter a valid email address.' });
    expect(ask('PHONE')).toEqual({ phone: 'Please enter a valid phone number.' });
    expect(ask('BOTH')).toEqual({
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
    });
    expect(ask('GUEST_CHOOSES', 'phone')).toEqual({ phone: 'Please enter a valid phone number.' });
    expect(ask('GUEST_CHOOSES', 'both')).toEqual({
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
    });
    const filled = { ...d, email: 'ann@example.com', phone: '415-555-0100' };
    expect(contactErrors(filled, { name: true, contact: true, preference: 'BOTH' })).toEqual({});
  });

  it('needs a name and the chosen contact', () => {
    expect(contactErrors(draft(), { name: true, contact: true })).toEqual({
      name: 'Name is a required field.',
      email: 'Please enter a valid email address.',
    });
    expect(
      contactErrors(draft({ name: 'A', channel: 'phone', phone: '12' }), { name: true, contact: true }),
    ).toEqual({ phone: 'Please enter a valid phone number.' });
    expect(
      contactErrors(draft({ name: 'A', channel: 'phone', phone: '(415) 555-0123' }), {
        name: true,
        contact: true,
      }),
    ).toEqual({});
    expect(contactErrors(draft({ name: ' ' }), { name: false, contact: false })).toEqual({});
  });

  it('enforces required questions on a yes only', () => {
    expect(answerErrors(questions, draft(), 'YES')).toEqual({ q1: 'This is a required field' });
    expect(answerErrors(questions, draft(), 'NO')).toEqual({});
    const answered = draft({ answers: { q1: { questionUuid: 'q1', text: 'none' } } });
    expect(answerErrors(questions, answered, 'YES')).toEqual({});
    const long = draft({ answers: { q1: { questionUuid: 'q1', text: 'x'.repeat(1001) } } });
    expect(answerErrors(questions, long, 'YES').q1).toBe('Please limit your answer to 1000 characters.');
  });

  it('checks a song typed as title and artist: the title first, each within 1000 characters', () => {
    const song = [
      { questionUuid: 's1', question: 'Request a song', questionType: 'SONG' as const, isRequired: true },
    ];
    const typed = (songName: string, artistName: string) =>
      draft({ answers: { s1: { questionUuid: 's1', song: { songUri: '', songName, artistName } } } });
    expect(answerErrors(song, typed('', 'Prince'), 'YES')).toEqual({ s1: "Add the song's title." });
    expect(answerErrors(song, typed('Kiss', 'x'.repeat(1001)), 'YES')).toEqual({
      s1: 'Please limit your answer to 1000 characters.',
    });
    expect(answerErrors(song, typed('Kiss', 'Prince'), 'YES')).toEqual({});
    expect(answerErrors(song, typed('', ''), 'YES')).toEqual({ s1: 'This is a required field' });
  });

  it('counts the characters left of the message to host', () => {
    expect(charactersLeft('')).toBe(1024);
    expect(charactersLeft('abc')).toBe(1021);
  });
});

describe('the updateAttendance call', () => {
  const base = {
    eventId: 'e1',
    questions,
    openInvite: true,
    credentials: { inviteeId: invitee.inviteeId, token: 'tok-12345678' },
  };

  it('sends a yes with +N, message and every answer; the contact only when asked', () => {
    const d = draft({
      name: ' Gina ',
      email: 'g@example.com',
      additionalGuestCount: 2,
      rsvpMessage: ' hi ',
      answers: { q2: { questionUuid: 'q2', isYes: true } },
    });
    const payload = attendancePayload({
      ...base,
      draft: d,
      status: 'YES',
      askedContact: true,
      communicationPreference: 'EMAIL',
    });
    expect(payload).toEqual({
      eventId: 'e1',
      token: 'tok-12345678',
      invitee: {
        inviteeId: invitee.inviteeId,
        name: 'Gina',
        email: 'g@example.com',
        rsvpStatus: 'YES',
        additionalGuestCount: 2,
        rsvpMessage: 'hi',
        answers: [
          { questionUuid: 'q1', text: null, isYes: null, song: null },
          { questionUuid: 'q2', text: null, isYes: true, song: null },
        ],
      },
    });
    const quiet = attendancePayload({ ...base, draft: d, status: 'YES', askedContact: false });
    expect(quiet.invitee.email).toBeUndefined();
    expect(quiet.invitee.timeZone).toBeUndefined();
    const zoned = attendancePayload({
      ...base,
      draft: d,
      status: 'NO',
      askedContact: false,
      timeZone: 'Asia/Tokyo',
    });
    expect(zoned.invitee.timeZone).toBe('Asia/Tokyo');
  });

  it('sends the contact the communication preference requires, and the guest’s pick when they choose', () => {
    const d = draft({ name: 'Gina', channel: 'email', email: 'g@example.com', phone: '(415) 555-0100' });
    const invitee = (
      communicationPreference: 'EMAIL' | 'PHONE' | 'BOTH' | 'GUEST_CHOOSES',
      channel = d.channel,
    ) =>
      attendancePayload({
        ...base,
        draft: { ...d, channel },
        status: 'NO',
        askedContact: true,
        communicationPreference,
      }).invitee;
    expect(invitee('PHONE')).toMatchObject({ phone: '(415) 555-0100' });
    expect(invitee('PHONE').email).toBeUndefined();
    expect(invitee('BOTH')).toMatchObject({ email: 'g@example.com', phone: '(415) 555-0100' });
    expect(invitee('BOTH').notificationPreference).toBeUndefined();
    expect(invitee('GUEST_CHOOSES', 'phone')).toMatchObject({
      phone: '(415) 555-0100',
      notificationPreference: 'phone',
    });
    expect(invitee('GUEST_CHOOSES', 'phone').email).toBeUndefined();
    expect(invitee('GUEST_CHOOSES', 'both')).toMatchObject({
      email: 'g@example.com',
      phone: '(415) 555-0100',
      notificationPreference: 'both',
    });
  });

  it('sends the placeholder for an empty message (spec section 5)', () => {
    const d = draft({ name: 'Gina', rsvpMessage: '   ' });
    const payload = attendancePayload({ ...base, draft: d, status: 'YES', askedContact: false });
    expect(payload.invitee.rsvpMessage).toBe('m');
  });

  it('a no sends +0 and no message and leaves the answers alone', () => {
    const d = draft({ name: 'Gina', additionalGuestCount: 4, rsvpMessage: 'x' });
    const payload = attendancePayload({ ...base, draft: d, status: 'NO', askedContact: false });
    expect(payload.invitee).toMatchObject({ rsvpStatus: 'NO', additionalGuestCount: 0, rsvpMessage: null });
    expect(payload.invitee.answers).toBeUndefined();
  });

  it('sends +0 when the host does not allow extra guests', () => {
    const d = draft({ name: 'Gina', additionalGuestCount: 4 });
    const payload = attendancePayload({
      ...base,
      openInvite: false,
      draft: d,
      status: 'YES',
      askedContact: false,
    });
    expect(payload.invitee.additionalGuestCount).toBe(0);
  });

  it('carries the link’s photo upload mode', () => {
    const d = draft({ name: 'Gina' });
    const plain = attendancePayload({ ...base, draft: d, status: 'NO', askedContact: false });
    expect(plain).not.toHaveProperty('photoUploadMode');
    const magic = attendancePayload({
      ...base,
      draft: d,
      status: 'NO',
      askedContact: false,
      photoUploadMode: 'magic',
    });
    expect(magic.photoUploadMode).toBe('magic');
  });

  it('repeats a new guest’s answer with the token and invitee id the first call handed back', () => {
    const first = attendancePayload({
      ...base,
      credentials: {},
      draft: draft({ name: 'Gina', channel: 'phone', phone: '415 555 0100' }),
      status: 'NO',
      askedContact: true,
    });
    expect(first.token).toBeUndefined();
    const repeat = withTextPermission(first, { inviteeId: 'inv-9', token: 'tok-new-123' }, true);
    expect(repeat).toMatchObject({
      token: 'tok-new-123',
      textPermissionStatusUpdate: 'GRANTED',
      invitee: { inviteeId: 'inv-9', name: 'Gina', rsvpStatus: 'NO' },
    });
    // A guest who already held credentials keeps them when the answer hands back none.
    const known = attendancePayload({
      ...base,
      draft: draft({ name: 'Gina' }),
      status: 'NO',
      askedContact: false,
    });
    const again = withTextPermission(known, { inviteeId: null, token: null }, false);
    expect(again).toMatchObject({
      token: 'tok-12345678',
      textPermissionStatusUpdate: 'REJECTED',
      invitee: { inviteeId: invitee.inviteeId },
    });
  });
});
