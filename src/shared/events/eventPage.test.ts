import { describe, expect, it } from 'vitest';
import {
  hostToolbar,
  guestAccessClaimed,
  isPreviewMode,
  locationLine,
  mergeLinkCredentials,
  shareableEventUrl,
  showInvitePrompt,
  viewWritesNothing,
} from './eventPage';

const NOW = Date.UTC(2026, 5, 1, 12);
const HOUR = 3_600_000;

describe('hostToolbar', () => {
  it('offers Edit only before the start, and never for a cancelled party', () => {
    const base = { cancelledTimestamp: 0, attendingCount: 1 };
    expect(hostToolbar({ ...base, startTime: NOW + HOUR }, NOW).canEdit).toBe(true);
    expect(hostToolbar({ ...base, startTime: NOW - HOUR }, NOW).canEdit).toBe(false);
    expect(hostToolbar({ ...base, startTime: NOW + HOUR, cancelledTimestamp: NOW - 1 }, NOW).canEdit).toBe(
      false,
    );
  });

  it('offers Send Message and Cancel party only with more than one attendee, else Delete party', () => {
    const alone = hostToolbar({ startTime: NOW + HOUR, cancelledTimestamp: 0, attendingCount: 1 }, NOW);
    expect(alone).toMatchObject({ canMessage: false, endAction: 'delete' });
    const company = hostToolbar({ startTime: NOW + HOUR, cancelledTimestamp: 0, attendingCount: 2 }, NOW);
    expect(company).toMatchObject({ canMessage: true, endAction: 'cancel' });
  });

  it('leaves only Delete party once the party is cancelled', () => {
    const cancelled = hostToolbar({ startTime: NOW + HOUR, cancelledTimestamp: NOW, attendingCount: 5 }, NOW);
    expect(cancelled.endAction).toBe('delete');
  });

  it('never offers a cohost Delete party, only Cancel party', () => {
    const alone = { startTime: NOW + HOUR, cancelledTimestamp: 0, attendingCount: 1 };
    expect(hostToolbar(alone, NOW, 'cohost').endAction).toBeNull();
    expect(hostToolbar({ ...alone, cancelledTimestamp: NOW }, NOW, 'cohost').endAction).toBeNull();
    expect(hostToolbar({ ...alone, attendingCount: 3 }, NOW, 'cohost').endAction).toBe('cancel');
  });
});

describe('showInvitePrompt', () => {
  const host = { isHost: true, attendingCount: 1, cancelledTimestamp: 0, preview: false };
  it('asks a host with at most one attendee', () => {
    expect(showInvitePrompt(host)).toBe(true);
    expect(showInvitePrompt({ ...host, attendingCount: 0 })).toBe(true);
  });
  it('stays quiet with guests, for a cancelled party, in preview and for guests', () => {
    expect(showInvitePrompt({ ...host, attendingCount: 2 })).toBe(false);
    expect(showInvitePrompt({ ...host, cancelledTimestamp: NOW })).toBe(false);
    expect(showInvitePrompt({ ...host, preview: true })).toBe(false);
    // Invitations went out (someone awaits an answer): no more asking (issue 38); unsent ones only: still ask.
    expect(showInvitePrompt({ ...host, guestCounts: { awaiting: 3, going: 0, notGoing: 0 } })).toBe(false);
    expect(showInvitePrompt({ ...host, guestCounts: { awaiting: 0, going: 0, notGoing: 0 } })).toBe(true);
    expect(showInvitePrompt({ ...host, isHost: false })).toBe(false);
  });
});

describe('isPreviewMode', () => {
  const search = (text: string) => new URLSearchParams(text);
  it('reads the preview flag with or without a value', () => {
    expect(isPreviewMode(search('preview'), null)).toBe(true);
    expect(isPreviewMode(search('preview=1'), null)).toBe(true);
    expect(isPreviewMode(search('preview=true'), null)).toBe(true);
  });
  it('ignores an explicit off value and a missing flag', () => {
    expect(isPreviewMode(search('preview=0'), null)).toBe(false);
    expect(isPreviewMode(search('preview=false'), undefined)).toBe(false);
    expect(isPreviewMode(search('r=yes'), {})).toBe(false);
  });
  it('reads navigation state from the editor', () => {
    expect(isPreviewMode(search(''), { preview: true })).toBe(true);
    expect(isPreviewMode(search(''), { preview: 'yes' })).toBe(false);
  });
});

describe('locationLine', () => {
  it('tells a guest waiting for the host that the place comes with approval', () => {
    expect(locationLine(false, 'guest', true)).toBe('withheld');
    expect(locationLine(true, 'guest', true)).toBe('shown');
    expect(locationLine(false, 'visitor', true)).toBe('hidden');
  });
  it('shows a sent location to anyone', () => {
    expect(locationLine(true, 'visitor')).toBe('shown');
    expect(locationLine(true, 'guest')).toBe('shown');
  });
  it('tells a visitor the place is hidden, and others that there is none', () => {
    expect(locationLine(false, 'visitor')).toBe('hidden');
    expect(locationLine(false, 'guest')).toBe('none');
    expect(locationLine(false, 'host')).toBe('none');
  });
});

describe('mergeLinkCredentials', () => {
  const IU_A = '11111111-1111-4111-8111-111111111111';
  const IU_B = '22222222-2222-4222-8222-222222222222';

  it('keeps what was stored when the URL carries nothing', () => {
    const stored = { inviteeUuid: IU_A, token: 'tokenAAAA', name: 'Ann' };
    expect(mergeLinkCredentials(stored, {})).toEqual({ access: stored, save: false });
  });

  it('lets the URL win and asks to save it', () => {
    expect(mergeLinkCredentials({}, { inviteeUuid: IU_A, token: 'tokenAAAA' })).toEqual({
      access: { inviteeUuid: IU_A, token: 'tokenAAAA' },
      save: true,
    });
  });

  it('keeps the stored token and name for the same invitee', () => {
    const stored = { inviteeUuid: IU_A, token: 'tokenAAAA', name: 'Ann' };
    expect(mergeLinkCredentials(stored, { inviteeUuid: IU_A })).toEqual({ access: stored, save: false });
  });

  it("drops another invitee's token and name when the link names a different invitee", () => {
    const stored = { inviteeUuid: IU_A, token: 'tokenAAAA', name: 'Ann' };
    expect(mergeLinkCredentials(stored, { inviteeUuid: IU_B })).toEqual({
      access: { inviteeUuid: IU_B },
      save: true,
    });
  });

  it('lets a new token without an id replace the stored id and name', () => {
    const stored = { inviteeUuid: IU_A, token: 'tokenAAAA', name: 'Ann' };
    expect(mergeLinkCredentials(stored, { token: 'tokenBBBB' })).toEqual({
      access: { token: 'tokenBBBB' },
      save: true,
    });
  });
});

describe('shareableEventUrl', () => {
  it('is the bare page address, without credentials', () => {
    expect(shareableEventUrl('https://elk.example/', 'abc-1')).toBe('https://elk.example/event/abc-1');
  });
});

describe('viewWritesNothing', () => {
  it('asks the server to write nothing for a preview and for the read-only page', () => {
    expect(viewWritesNothing({ preview: false, readOnly: false })).toBe(false);
    expect(viewWritesNothing({ preview: true, readOnly: false })).toBe(true);
    expect(viewWritesNothing({ preview: false, readOnly: true })).toBe(true);
  });
});

describe('guestAccessClaimed', () => {
  const access = { inviteeUuid: 'i1', token: 'tok-12345678' };
  it('forgets the stored link once the signed-in account owns the invitation', () => {
    expect(guestAccessClaimed({ signedIn: true, invitee: { isVerified: true }, access })).toBe(true);
  });
  it('keeps it while the account has not been merged into it, or when nothing is stored', () => {
    expect(guestAccessClaimed({ signedIn: true, invitee: { isVerified: false }, access })).toBe(false);
    expect(guestAccessClaimed({ signedIn: false, invitee: { isVerified: false }, access })).toBe(false);
    expect(guestAccessClaimed({ signedIn: true, invitee: null, access })).toBe(false);
    expect(guestAccessClaimed({ signedIn: true, invitee: { isVerified: true }, access: {} })).toBe(false);
  });
});
