import { describe, expect, it } from 'vitest';
import {
  type NudgeProfile,
  shouldAskTextPermission,
  shouldNudgeToAddEmail,
  textPermissionSettled,
} from './mergeNudge';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 5, 1, 12);
const phoneOnly: NudgeProfile = {
  phones: ['+14155550123'],
  emails: [],
  mergeNudgeSnoozedAt: null,
  textPermissionStatus: 'UNDEFINED',
  textPermissionAskedAt: null,
};

describe('shouldNudgeToAddEmail', () => {
  it('nudges a signed-in person with a phone and no e-mail', () => {
    expect(shouldNudgeToAddEmail(phoneOnly, now)).toBe(true);
  });

  it('does not nudge visitors, people with an e-mail, or people without a phone', () => {
    expect(shouldNudgeToAddEmail(null, now)).toBe(false);
    expect(shouldNudgeToAddEmail({ ...phoneOnly, emails: ['a@example.com'] }, now)).toBe(false);
    expect(shouldNudgeToAddEmail({ ...phoneOnly, phones: [] }, now)).toBe(false);
  });

  it('stays quiet for 24 h after a snooze', () => {
    expect(shouldNudgeToAddEmail({ ...phoneOnly, mergeNudgeSnoozedAt: now - 23 * HOUR }, now)).toBe(false);
    expect(shouldNudgeToAddEmail({ ...phoneOnly, mergeNudgeSnoozedAt: now - 24 * HOUR }, now)).toBe(true);
  });
});

describe('shouldAskTextPermission', () => {
  it('asks once, only with a phone on the account and an undefined permission', () => {
    expect(shouldAskTextPermission(phoneOnly)).toBe(true);
    expect(shouldAskTextPermission({ ...phoneOnly, textPermissionAskedAt: now })).toBe(false);
    expect(shouldAskTextPermission({ ...phoneOnly, textPermissionStatus: 'GRANTED' })).toBe(false);
    expect(shouldAskTextPermission({ ...phoneOnly, phones: [] })).toBe(false);
    expect(shouldAskTextPermission(null)).toBe(false);
  });

  it('counts the question settled once answered or once the prompt was put away', () => {
    expect(textPermissionSettled(phoneOnly)).toBe(false);
    expect(textPermissionSettled({ ...phoneOnly, textPermissionAskedAt: now })).toBe(true);
    expect(textPermissionSettled({ ...phoneOnly, textPermissionStatus: 'REJECTED' })).toBe(true);
  });
});
