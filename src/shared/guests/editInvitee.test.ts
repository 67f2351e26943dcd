import { describe, expect, it } from 'vitest';
import {
  editInviteeErrors,
  guestCountForChoice,
  inviteeContactField,
  rsvpChoiceOf,
  rsvpChoicesFor,
  rsvpStatusOfChoice,
} from './editInvitee';

describe('edit-invitee RSVP', () => {
  it('shows Unsent for an invited guest whose invite is pending, Sent once it went out', () => {
    expect(rsvpChoiceOf({ rsvpStatus: 'INVITED', inviteStatus: 'PENDING' })).toBe('Unsent');
    expect(rsvpChoiceOf({ rsvpStatus: 'INVITED', inviteStatus: null })).toBe('Unsent');
    expect(rsvpChoiceOf({ rsvpStatus: 'INVITED', inviteStatus: 'SUCCESS' })).toBe('Sent');
    expect(rsvpChoiceOf({ rsvpStatus: 'SEEN', inviteStatus: 'OPENED' })).toBe('Sent');
    expect(rsvpChoiceOf({ rsvpStatus: 'YES', inviteStatus: 'PENDING' })).toBe('Yes');
    expect(rsvpChoiceOf({ rsvpStatus: 'NO' })).toBe('No');
  });
  it('offers only Yes and No beside the current unsent/sent state', () => {
    expect(rsvpChoicesFor('Unsent')).toEqual(['Unsent', 'Yes', 'No']);
    expect(rsvpChoicesFor('Yes')).toEqual(['Yes', 'No']);
  });
  it('maps back to INVITED, YES or NO', () => {
    expect(rsvpStatusOfChoice('Unsent')).toBe('INVITED');
    expect(rsvpStatusOfChoice('Sent')).toBe('INVITED');
    expect(rsvpStatusOfChoice('Yes')).toBe('YES');
    expect(rsvpStatusOfChoice('No')).toBe('NO');
  });
  it('keeps the guest count only for Yes', () => {
    expect(guestCountForChoice('Yes', 3)).toBe(3);
    expect(guestCountForChoice('No', 3)).toBe(0);
    expect(guestCountForChoice('Sent', 3)).toBe(0);
  });
});

describe('edit-invitee fields', () => {
  const valid = (email: string) => /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email);
  const context = {
    emailShown: true,
    originalEmail: 'ann@x.io',
    invitedEmails: new Set(['ann@x.io', 'bob@x.io']),
  };
  it('needs a name and a valid e-mail', () => {
    expect(editInviteeErrors({ name: ' ', email: 'nope' }, context, valid)).toEqual({
      name: 'Please enter a valid name.',
      email: 'Please enter a valid email.',
    });
  });
  it('refuses a changed e-mail that is already invited, but not the guest keeping their own', () => {
    expect(editInviteeErrors({ name: 'Ann', email: 'BOB@x.io' }, context, valid)).toEqual({
      email: 'Email has already been invited.',
    });
    expect(editInviteeErrors({ name: 'Ann', email: 'ann@x.io' }, context, valid)).toEqual({});
  });
  it('does not ask for an e-mail when the guest is connected through an account', () => {
    expect(editInviteeErrors({ name: 'Ann', email: '' }, { ...context, emailShown: false }, valid)).toEqual(
      {},
    );
  });
});

describe('edit-invitee contact field', () => {
  it("shows 'Connected through the product' for any guest with an account, even with an e-mail on the row", () => {
    expect(inviteeContactField({ userId: 'u1', email: 'ann@example.com', phone: null })).toBe('connected');
    expect(inviteeContactField({ userId: 'u1', email: null, phone: '+14155550100' })).toBe('connected');
    expect(inviteeContactField({ userId: 'u1' })).toBe('connected');
  });

  it('shows the phone of a phone-only guest and an editable e-mail otherwise', () => {
    expect(inviteeContactField({ userId: null, email: null, phone: '+14155550100' })).toBe('phone');
    expect(inviteeContactField({ userId: null, email: 'ann@example.com', phone: '+14155550100' })).toBe(
      'email',
    );
    expect(inviteeContactField({ userId: null, email: null, phone: null })).toBe('email');
  });
});
