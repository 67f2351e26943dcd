import { describe, expect, it } from 'vitest';
import { toBase64Url } from '../auth/loginRedirect';
import { actionOutcome, planAction } from './rsvpAction';

const EVENT = '22222222-2222-4222-8222-222222222222';
const INVITEE = '33333333-3333-4333-8333-333333333333';
const params = (search: string) => new URLSearchParams(search);

describe('which call an action route makes', () => {
  it('updateemail answers by the e-mail token with r, ng and em', () => {
    const plan = planAction(
      'updateemail',
      EVENT,
      params(`token=abcdefgh123&r=yes&ng=2&em=${toBase64Url('See you')}`),
      {},
      null,
    );
    expect(plan.call).toEqual({
      procedure: 'updateAttendanceThroughEmail',
      input: {
        eventId: EVENT,
        r: 'yes',
        token: 'abcdefgh123',
        additionalGuestCount: 2,
        rsvpMessage: 'See you',
      },
    });
  });

  it('updateemail without a token in the link uses the token this browser stored', () => {
    const plan = planAction('updateemail', EVENT, params('r=no'), { token: 'storedtok123' }, null);
    expect(plan.call).toMatchObject({
      procedure: 'updateAttendanceThroughEmail',
      input: { token: 'storedtok123', r: 'no' },
    });
    expect('additionalGuestCount' in plan.call.input).toBe(false);
  });

  it('unauthrsvp carries the decoded name and e-mail; a bad base64 value is a warning and ignored', () => {
    const plan = planAction(
      'unauthrsvp',
      EVENT,
      params(`r=yes&en=${toBase64Url('Ana Bell')}&ee=${toBase64Url('ana@example.com')}&et=%%%&iu=${INVITEE}`),
      {},
      null,
    );
    expect(plan.call).toEqual({
      procedure: 'updateAttendanceByLink',
      input: { eventId: EVENT, r: 'yes', inviteeUuid: INVITEE, name: 'Ana Bell', email: 'ana@example.com' },
    });
    expect(plan.warnings).toEqual(['Could not decode query parameter et']);
  });

  it('updateuser records the answer typed on the page when one waited for the login', () => {
    const invitee = { name: 'Ana', rsvpStatus: 'YES' as const, additionalGuestCount: 1, answers: [] };
    const plan = planAction('updateuser', EVENT, params('r=yes'), { token: 'storedtok123' }, { invitee });
    expect(plan.call).toEqual({ procedure: 'updateAttendance', input: { eventId: EVENT, invitee } });
    expect(plan.link.r).toBe('yes');
    const byLink = planAction('updateuser', EVENT, params('r=no&ng=3'), { token: 'storedtok123' }, null);
    expect(byLink.call).toEqual({
      procedure: 'updateAttendanceByLink',
      input: { eventId: EVENT, r: 'no', additionalGuestCount: 3 },
    });
  });
});

describe('where an action route goes next', () => {
  const done = { shouldPromptLogin: false, isNonUpdate: false };

  it('to the event page with r and the navigation state', () => {
    const link = { r: 'yes', name: 'Ana' };
    expect(actionOutcome('unauthrsvp', EVENT, done, link)).toEqual({
      kind: 'event',
      to: `/event/${EVENT}?r=yes`,
      state: { showRSVP: true, inviteeName: 'Ana' },
    });
    expect(actionOutcome('rsvp', EVENT, done, { r: 'maybe' })).toEqual({
      kind: 'event',
      to: `/event/${EVENT}`,
      state: {},
    });
  });

  it('a link that chose a photo upload mode (pu) points the guest at the album (showPhotosPromo)', () => {
    const outcome = actionOutcome('rsvp', EVENT, done, { r: 'yes', photoUploadMode: 'magic' });
    expect(outcome).toMatchObject({ kind: 'event', state: { showRSVP: true, showPhotosPromo: true } });
  });

  it('a repeated e-mail click is flagged nonUpdateRSVPThroughEmail', () => {
    const outcome = actionOutcome('updateemail', EVENT, { ...done, isNonUpdate: true }, { r: 'no' });
    expect(outcome).toMatchObject({ kind: 'event', state: { nonUpdateRSVPThroughEmail: true } });
  });

  it('a login request goes through login to the updateuser route, keeping the answer but not the token', () => {
    const outcome = actionOutcome(
      'unauthrsvp',
      EVENT,
      { shouldPromptLogin: true, isNonUpdate: true },
      { r: 'yes', token: 'secrettoken1', guestCount: 2 },
    );
    expect(outcome).toEqual({ kind: 'login', returnTo: `/event/updateuser/action/${EVENT}?r=yes&ng=2` });
    // Back from the login, the route does not loop.
    expect(
      actionOutcome('updateuser', EVENT, { shouldPromptLogin: true, isNonUpdate: true }, { r: 'yes' }).kind,
    ).toBe('event');
  });
});
