import { describe, expect, it } from 'vitest';
import { modalForResponse, statusLineParts } from './panelRules';
import type { QuestionLike } from './rsvpAnswers';
import type { OwnInvitee } from './schema';

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

describe('the page around the modals', () => {
  it('splits the (change) link off a status line', () => {
    expect(statusLineParts("You RSVP'ed that you're going (change)")).toEqual({
      text: "You RSVP'ed that you're going",
      changeable: true,
    });
    expect(statusLineParts('You have requested to join the list for the party').changeable).toBe(false);
  });

  it('offers no (change) once the party is cancelled', () => {
    expect(statusLineParts("You RSVP'ed that you're going (change)", { cancelled: true })).toEqual({
      text: "You RSVP'ed that you're going",
      changeable: false,
    });
  });

  it('r=yes / r=no open the matching modal unless that answer is already recorded', () => {
    const seen = { rsvpStatus: 'SEEN' as const, answers: [] };
    expect(modalForResponse(undefined, seen, questions).open).toBeNull();
    expect(modalForResponse('yes', seen, questions).open).toBe('accept');
    expect(modalForResponse('no', seen, questions).open).toBe('decline');
    expect(modalForResponse('yes', null, questions).open).toBe('accept');
    expect(modalForResponse('no', { rsvpStatus: 'NO', answers: [] }, questions)).toEqual({
      open: null,
      recorded: true,
    });
    // A yes from an e-mail link still owes the required answer.
    expect(modalForResponse('yes', { rsvpStatus: 'YES', answers: [] }, questions)).toEqual({
      open: 'change',
      recorded: true,
    });
    expect(modalForResponse('yes', invitee, questions)).toEqual({ open: null, recorded: true });
  });
});
