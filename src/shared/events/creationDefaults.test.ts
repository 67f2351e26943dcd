import { describe, expect, it } from 'vitest';
import { draftEventSchema } from '../drafts/schema';
import { CREATION_PANEL_DEFAULTS } from './creationDefaults';
import { eventInputSchema } from './schema';

describe('a party made in the editor', () => {
  it('lets guests choose how to be reached, with the creation panel switches off', () => {
    expect(CREATION_PANEL_DEFAULTS).toEqual({
      openInvite: false,
      publicGuestList: false,
      remindersEnabled: false,
      communicationPreference: 'GUEST_CHOOSES',
    });
  });

  it('keeps the choice through the draft schema the editor parses with', () => {
    expect(draftEventSchema.parse(CREATION_PANEL_DEFAULTS).communicationPreference).toBe('GUEST_CHOOSES');
  });

  it('leaves the wire default as the spec says: both e-mail and text when the field is not sent', () => {
    expect(eventInputSchema.shape.communicationPreference.parse(undefined)).toBe('BOTH');
    expect(draftEventSchema.parse({}).communicationPreference).toBe('BOTH');
  });
});
