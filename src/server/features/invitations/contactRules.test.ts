import { describe, expect, it } from 'vitest';
import { chooseRoutes, CONTACT_REASONS, type ContactFacts } from './contactRules';

const facts = (over: Partial<ContactFacts>): ContactFacts => ({
  email: null,
  phone: null,
  textsRefused: false,
  phoneOwnerEmail: null,
  preference: null,
  ...over,
});

describe('chooseRoutes', () => {
  it('prefers e-mail without a stated preference, else a text', () => {
    expect(chooseRoutes(facts({ email: 'a@x.io', phone: '+14155550100' }), true)).toEqual({
      routes: [{ channel: 'email', to: 'a@x.io' }],
    });
    expect(chooseRoutes(facts({ phone: '+14155550100' }), true)).toEqual({
      routes: [{ channel: 'sms', to: '+14155550100' }],
    });
  });

  it("follows the guest's choice: phone first, or both channels when all are wanted", () => {
    const both = facts({ email: 'a@x.io', phone: '+14155550100', preference: 'both' });
    expect(chooseRoutes(both, true).routes).toEqual([
      { channel: 'email', to: 'a@x.io' },
      { channel: 'sms', to: '+14155550100' },
    ]);
    // An invitation goes out once even to a guest who chose both.
    expect(chooseRoutes(both, false).routes).toEqual([{ channel: 'email', to: 'a@x.io' }]);
    const phone = facts({ email: 'a@x.io', phone: '+14155550100', preference: 'phone' });
    expect(chooseRoutes(phone, true).routes).toEqual([{ channel: 'sms', to: '+14155550100' }]);
  });

  it('never texts a guest who refused texts; the e-mail (or the number owner’s) stands in', () => {
    const refused = facts({
      email: 'a@x.io',
      phone: '+14155550100',
      preference: 'phone',
      textsRefused: true,
    });
    expect(chooseRoutes(refused, true).routes).toEqual([{ channel: 'email', to: 'a@x.io' }]);
    const ownerOnly = facts({ phone: '+14155550100', textsRefused: true, phoneOwnerEmail: 'own@x.io' });
    expect(chooseRoutes(ownerOnly, true).routes).toEqual([{ channel: 'email', to: 'own@x.io' }]);
  });

  it('says why nobody can be reached', () => {
    expect(chooseRoutes(facts({}), true)).toEqual({ routes: [], reason: CONTACT_REASONS.none });
    expect(chooseRoutes(facts({ phone: '+14155550100', textsRefused: true }), false)).toEqual({
      routes: [],
      reason: CONTACT_REASONS.textsRefused,
    });
  });
});
