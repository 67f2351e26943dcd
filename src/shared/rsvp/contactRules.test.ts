import { describe, expect, it } from 'vitest';
import { contactNeeds, contactNote, contactProblem, guestChooses } from './contactRules';

describe('contactNeeds', () => {
  it.each([
    ['EMAIL', undefined, { email: true, phone: false }],
    ['PHONE', undefined, { email: false, phone: true }],
    ['BOTH', undefined, { email: true, phone: true }],
    // A fixed preference ignores what the guest picked.
    ['EMAIL', 'phone', { email: true, phone: false }],
    ['GUEST_CHOOSES', 'email', { email: true, phone: false }],
    ['GUEST_CHOOSES', 'phone', { email: false, phone: true }],
    ['GUEST_CHOOSES', 'both', { email: true, phone: true }],
    ['GUEST_CHOOSES', undefined, { email: false, phone: false }],
  ] as const)('%s with pick %s needs %j', (preference, pick, needs) => {
    expect(contactNeeds(preference, pick)).toEqual(needs);
  });

  it('knows when the guest chooses', () => {
    expect(guestChooses('GUEST_CHOOSES')).toBe(true);
    expect(guestChooses('BOTH')).toBe(false);
  });
});

describe('contactProblem', () => {
  const email = 'ann@example.com';
  const phone = '+14155550100';

  it('asks for the e-mail when the preference is e-mail or both', () => {
    expect(contactProblem('EMAIL', { phone })).toBe('Please enter a valid email address.');
    expect(contactProblem('BOTH', { phone })).toBe('Please enter a valid email address.');
    expect(contactProblem('EMAIL', { email })).toBeNull();
  });

  it('asks for the phone when the preference is phone or both', () => {
    expect(contactProblem('PHONE', { email })).toBe('Please enter a valid phone number.');
    expect(contactProblem('BOTH', { email })).toBe('Please enter a valid phone number.');
    expect(contactProblem('PHONE', { phone })).toBeNull();
    expect(contactProblem('BOTH', { email, phone })).toBeNull();
  });

  it('follows the guest’s pick when the guest chooses, and needs one of the two without a pick', () => {
    expect(contactProblem('GUEST_CHOOSES', { email, notificationPreference: 'email' })).toBeNull();
    expect(contactProblem('GUEST_CHOOSES', { email, notificationPreference: 'phone' })).toBe(
      'Please enter a valid phone number.',
    );
    expect(contactProblem('GUEST_CHOOSES', { phone, notificationPreference: 'both' })).toBe(
      'Please enter a valid email address.',
    );
    expect(contactProblem('GUEST_CHOOSES', { phone })).toBeNull();
    expect(contactProblem('GUEST_CHOOSES', {})).toBe('Please provide a valid email or phone number.');
  });
});

describe('contactNote', () => {
  it('tells the guest before they submit that both an e-mail and a phone are needed', () => {
    expect(contactNote('BOTH', 'Hazel')).toBe(
      'Hazel asks every guest for both an email address and a phone number.',
    );
    expect(contactNote('BOTH', '')).toBe(
      'The host asks every guest for both an email address and a phone number.',
    );
  });

  it('says nothing when one contact is enough', () => {
    for (const preference of ['EMAIL', 'PHONE', 'GUEST_CHOOSES'] as const) {
      expect(contactNote(preference, 'Hazel')).toBeNull();
    }
  });
});
