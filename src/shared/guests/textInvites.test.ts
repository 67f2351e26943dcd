import { describe, expect, it } from 'vitest';
import { invitedByText, splitTextInvites } from './textInvites';

const mail = { email: 'a@example.com', phone: null, connected: false };
const phone = { email: null, phone: '+14155550100', connected: false };
const account = { email: null, phone: null, connected: true };
const nothing = { email: null, phone: null, connected: false };

describe('text invitations', () => {
  it('a guest with no e-mail but a phone or an account is invited by text', () => {
    expect(invitedByText(mail)).toBe(false);
    expect(invitedByText({ ...mail, phone: '+14155550100' })).toBe(false);
    expect(invitedByText(phone)).toBe(true);
    expect(invitedByText(account)).toBe(true);
    expect(invitedByText(nothing)).toBe(false);
  });

  it('asks for consent only when a text is among the sends and the host has not agreed', () => {
    expect(splitTextInvites([mail, phone], false)).toEqual({
      needsConsent: true,
      texts: [phone],
      others: [mail],
    });
    expect(splitTextInvites([mail, phone], true).needsConsent).toBe(false);
    expect(splitTextInvites([mail], false).needsConsent).toBe(false);
  });
});
