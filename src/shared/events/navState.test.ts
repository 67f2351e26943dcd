import { describe, expect, it } from 'vitest';
import { readEventNavState, withoutOneShotFlags } from './navState';

describe('event page navigation state', () => {
  it('reads only well-typed flags', () => {
    const read = readEventNavState({ showGuestOptions: true, fromLogin: 'yes', inviteeName: '  Ann ', x: 1 });
    expect(read.showGuestOptions).toBe(true);
    expect(read.fromLogin).toBe(false);
    expect(read.inviteeName).toBe('Ann');
    expect(read.showEventCreated).toBe(false);
  });

  it('reads nothing from a missing or odd state', () => {
    expect(readEventNavState(null).showRSVP).toBe(false);
    expect(readEventNavState('showRSVP').inviteeName).toBeNull();
  });

  it('drops the one-shot flags and keeps the rest', () => {
    expect(withoutOneShotFlags({ fromLogin: true, showGuestOptions: true, showRSVP: true })).toEqual({
      showRSVP: true,
    });
    expect(withoutOneShotFlags(undefined)).toBeNull();
  });
});
