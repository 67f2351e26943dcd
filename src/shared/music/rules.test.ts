import { describe, expect, it } from 'vitest';
import { accessTokenUsable, isTrackUri, playlistNameFor, safeReturnPath } from './rules';

describe('playlistNameFor', () => {
  it('names the playlist after the party, or Untitled Party', () => {
    expect(playlistNameFor('  Summer   BBQ ')).toBe('Summer BBQ');
    expect(playlistNameFor('')).toBe('Untitled Party');
    expect(playlistNameFor(null)).toBe('Untitled Party');
  });
});

describe('isTrackUri', () => {
  it('takes Spotify track URIs only', () => {
    expect(isTrackUri('spotify:track:4uLU6hMCjMI75M1A2tKUQC')).toBe(true);
    expect(isTrackUri('spotify:album:4uLU6hMCjMI75M1A2tKUQC')).toBe(false);
    expect(isTrackUri('spotify:track:short')).toBe(false);
    expect(isTrackUri('Waterloo')).toBe(false);
  });
});

describe('accessTokenUsable', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('refreshes a missing, empty or (nearly) expired token', () => {
    expect(accessTokenUsable({ accessToken: null, expiresAt: null }, now)).toBe(false);
    expect(accessTokenUsable({ accessToken: '', expiresAt: null }, now)).toBe(false);
    expect(accessTokenUsable({ accessToken: 'a', expiresAt: new Date('2026-06-01T11:59:00Z') }, now)).toBe(
      false,
    );
    expect(accessTokenUsable({ accessToken: 'a', expiresAt: new Date('2026-06-01T12:00:30Z') }, now)).toBe(
      false,
    );
  });
  it('keeps a token with time left', () => {
    expect(accessTokenUsable({ accessToken: 'a', expiresAt: new Date('2026-06-01T13:00:00Z') }, now)).toBe(
      true,
    );
  });
});

describe('safeReturnPath', () => {
  it('returns to a path of this site only', () => {
    expect(safeReturnPath('/event/edit/1?x=2')).toBe('/event/edit/1?x=2');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('//evil.example/')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });
});
