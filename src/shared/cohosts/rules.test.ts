import { describe, expect, it } from 'vitest';
import {
  cohostAcceptPath,
  cohostLinkUrl,
  cohostPageDecision,
  cohostStatusColor,
  cohostStatusLabel,
  isAwaitingAnswer,
  sortCohosts,
} from './rules';

const EVENT = '6f1c1a52-6b43-4b8e-9a0e-0d3c2f7d9a11';
const LINK = '0b8e6a3e-2a55-4c8e-bf0e-5f5d2b8c7e21';

describe('cohost status labels', () => {
  it('shows success as SENT and names the other statuses', () => {
    expect(cohostStatusLabel('success')).toBe('SENT');
    expect(cohostStatusLabel('pending')).toBe('Pending');
    expect(cohostStatusLabel('failed')).toBe('Failed');
    expect(cohostStatusLabel('accepted')).toBe('Accepted');
    expect(cohostStatusLabel('declined')).toBe('Declined');
  });

  it('colours a failed e-mail red and an accepted cohost green', () => {
    expect(cohostStatusColor('failed')).toBe('red');
    expect(cohostStatusColor('accepted')).toBe('green');
  });

  it('treats pending, sent and failed as still waiting for an answer', () => {
    expect(isAwaitingAnswer('pending')).toBe(true);
    expect(isAwaitingAnswer('success')).toBe(true);
    expect(isAwaitingAnswer('failed')).toBe(true);
    expect(isAwaitingAnswer('accepted')).toBe(false);
    expect(isAwaitingAnswer('declined')).toBe(false);
  });
});

describe('sortCohosts', () => {
  it('puts accepted first, declined last, and names in case-insensitive order within each', () => {
    const sorted = sortCohosts([
      { name: 'zed', status: 'declined' as const },
      { name: 'bea', status: 'success' as const },
      { name: 'Ann', status: 'failed' as const },
      { name: 'Cy', status: 'accepted' as const },
      { name: 'al', status: 'accepted' as const },
    ]);
    expect(sorted.map((c) => c.name)).toEqual(['al', 'Cy', 'Ann', 'bea', 'zed']);
  });

  it('leaves the input untouched', () => {
    const rows = [
      { name: 'b', status: 'pending' as const },
      { name: 'a', status: 'pending' as const },
    ];
    sortCohosts(rows);
    expect(rows.map((r) => r.name)).toEqual(['b', 'a']);
  });
});

describe('cohost links', () => {
  it('builds the accept path with the link and, when named, the cohost entry', () => {
    expect(cohostAcceptPath(EVENT, LINK)).toBe(`/event/cohost/add/${EVENT}?link=${LINK}`);
    expect(cohostAcceptPath(EVENT, LINK, 'c1')).toBe(`/event/cohost/add/${EVENT}?link=${LINK}&c=c1`);
    expect(cohostAcceptPath(EVENT, null)).toBe(`/event/cohost/add/${EVENT}`);
  });

  it('joins the base URL without doubling the slash', () => {
    expect(cohostLinkUrl('https://elk.party/', EVENT, LINK)).toBe(
      `https://elk.party/event/cohost/add/${EVENT}?link=${LINK}`,
    );
  });
});

describe('cohostPageDecision', () => {
  it('shows the page to hosts and accepted cohosts', () => {
    expect(cohostPageDecision(EVENT, { role: 'host', linkUuid: null })).toEqual({ show: true });
    expect(cohostPageDecision(EVENT, { role: 'cohost', linkUuid: null })).toEqual({ show: true });
  });

  it('sends a pending cohost to the accept page, keeping their link', () => {
    expect(cohostPageDecision(EVENT, { role: 'pending', linkUuid: LINK })).toEqual({
      show: false,
      redirectTo: `/event/cohost/add/${EVENT}?link=${LINK}`,
    });
    expect(cohostPageDecision(EVENT, { role: 'pending', linkUuid: null })).toEqual({
      show: false,
      redirectTo: `/event/cohost/add/${EVENT}`,
    });
  });

  it('sends anyone else to the party page', () => {
    expect(cohostPageDecision(EVENT, { role: 'none', linkUuid: null })).toEqual({
      show: false,
      redirectTo: `/event/${EVENT}`,
    });
  });
});
