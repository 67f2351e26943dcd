import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  musicAuthorizations,
  musicConnections,
  playlistTracks,
} from '../../../src/server/platform/db/schema';
import { syncSongRequests } from '../../../src/server/features/music/songSync';
import { MUSIC_COPY } from '../../../src/shared/music/copy';
import type { CreatePlaylistResult, EventSongs, MusicConnection } from '../../../src/shared/music/schema';
import type { UpdateAttendanceResult } from '../../../src/shared/rsvp/schema';
import { signInByEmail } from '../../helpers/rpc';
import { CATALOGUE, type SpotifyStandIn, startSpotifyStandIn } from '../../helpers/spotifyStandIn';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import {
  call,
  callError,
  createEventFor,
  type Session,
  trpcMutation,
  trpcQuery,
  validEvent,
} from '../events/eventsFixtures';

let spotify: SpotifyStandIn;
let t: TestApp;
beforeAll(async () => {
  spotify = await startSpotifyStandIn({ clientId: 'elk-client', clientSecret: 'elk-secret' });
  t = await createTestApp({ env: spotify.env() });
});
afterAll(async () => {
  await t.close();
  await spotify.close();
});

const query = async <T>(path: string, input: unknown, who?: Session) => {
  const res = await trpcQuery(t.app, path, input, who?.cookie);
  return {
    status: res.status,
    data: res.body.result?.data as T,
    error: res.body.error?.data?.code as string | undefined,
    message: res.body.error?.message as string | undefined,
  };
};
const mutate = async <T>(path: string, input: object, who?: Session) => {
  const res = await trpcMutation(t.app, path, input, who?.cookie);
  return {
    status: res.status,
    data: res.body.result?.data as T,
    error: res.body.error?.data?.code as string | undefined,
    message: res.body.error?.message as string | undefined,
  };
};

/** What the browser does: follows the authorization URL to the stand-in, which consents and redirects back. */
async function consent(authorizationUrl: string): Promise<{ code: string; state: string; redirect: URL }> {
  const res = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const redirect = new URL(res.headers.get('location')!);
  return { code: redirect.searchParams.get('code')!, state: redirect.searchParams.get('state')!, redirect };
}

async function connect(who: Session) {
  const started = await mutate<{ authorizationUrl: string }>('music.startConnect', {}, who);
  const { code, state } = await consent(started.data.authorizationUrl);
  return mutate<MusicConnection>('music.completeConnect', { code, state }, who);
}

async function waitFor<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('connecting Spotify', () => {
  it("lets the pages show Spotify's album art", async () => {
    const page = await request(t.app).get('/welcome');
    expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/i\.scdn\.co/);
  });

  it('runs the authorization-code flow with PKCE and keeps the tokens sealed', async () => {
    const host = await signInByEmail(t.app, t.db, 'dj@example.com', 'Dee Jay');
    expect((await query<MusicConnection>('music.connection', undefined, host)).data).toEqual({
      configured: true,
      connected: false,
      displayName: null,
    });
    const started = await mutate<{ authorizationUrl: string }>('music.startConnect', {}, host);
    const url = new URL(started.data.authorizationUrl);
    expect(url.origin).toBe(spotify.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')!.split(' ')).toEqual(
      expect.arrayContaining(['user-read-private', 'user-read-email', 'playlist-modify-private']),
    );
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/oauth\/spotify$/);
    // The verifier stays on the server: the URL carries only its challenge.
    const [flow] = await t.db
      .select()
      .from(musicAuthorizations)
      .where(eq(musicAuthorizations.userId, host.userId));
    expect(started.data.authorizationUrl).not.toContain(flow!.codeVerifier);

    const { code, state } = await consent(started.data.authorizationUrl);
    const done = await mutate<MusicConnection>('music.completeConnect', { code, state }, host);
    expect(done.data).toEqual({ configured: true, connected: true, displayName: 'Host on Spotify' });
    const [row] = await t.db.select().from(musicConnections).where(eq(musicConnections.userId, host.userId));
    expect(row!.providerUserId).toBe('host-spotify-id');
    expect(row!.accessToken).not.toMatch(/user-/);
    expect(row!.refreshToken).not.toMatch(/refresh-/);
    // The state works once.
    const again = await mutate('music.completeConnect', { code, state }, host);
    expect(again.message).toBe(MUSIC_COPY.connectionFailed);
  });

  it("refuses another user's flow, and signed-out callers", async () => {
    const host = await signInByEmail(t.app, t.db, 'flow-owner@example.com', 'Flo Owner');
    const thief = await signInByEmail(t.app, t.db, 'flow-thief@example.com', 'Tom Thief');
    const started = await mutate<{ authorizationUrl: string }>('music.startConnect', {}, host);
    const { code, state } = await consent(started.data.authorizationUrl);
    const stolen = await mutate('music.completeConnect', { code, state }, thief);
    expect(stolen.error).toBe('BAD_REQUEST');
    expect(stolen.message).toBe(MUSIC_COPY.connectionFailed);
    expect((await query<MusicConnection>('music.connection', undefined, thief)).data.connected).toBe(false);
    expect((await mutate('music.startConnect', {})).error).toBe('UNAUTHORIZED');
    expect((await mutate('music.createPlaylist', {})).error).toBe('UNAUTHORIZED');
  });
});

describe('the party playlist and song requests', () => {
  let host: Session;
  let partyId: string;
  let playlistId: string;

  beforeAll(async () => {
    host = await signInByEmail(t.app, t.db, 'party-dj@example.com', 'Party Host');
    expect((await connect(host)).data.connected).toBe(true);
  });

  it('asks to connect first when the caller never did', async () => {
    const stranger = await signInByEmail(t.app, t.db, 'no-music@example.com', 'No Music');
    expect(
      (await mutate<CreatePlaylistResult>('music.createPlaylist', { name: 'x' }, stranger)).data,
    ).toEqual({
      status: 'connect',
    });
  });

  it('creates a collaborative playlist named after the party, or Untitled Party', async () => {
    const named = await mutate<CreatePlaylistResult>('music.createPlaylist', { name: ' Summer  BBQ ' }, host);
    expect(named.data.status).toBe('created');
    if (named.data.status !== 'created') return;
    playlistId = named.data.playlistId;
    expect(spotify.playlists.get(playlistId)).toMatchObject({
      owner: 'host-spotify-id',
      name: 'Summer BBQ',
      collaborative: true,
    });
    const untitled = await mutate<CreatePlaylistResult>('music.createPlaylist', {}, host);
    if (untitled.data.status !== 'created') throw new Error('not created');
    expect(spotify.playlists.get(untitled.data.playlistId)!.name).toBe('Untitled Party');
  });

  it('lets anyone who may answer search tracks with the server’s token (5 at most)', async () => {
    const party = await createEventFor(t.app, host, {
      title: 'Summer BBQ',
      playlistId,
      questions: [
        { question: 'Request a song', questionType: 'SONG' },
        { question: 'Another song?', questionType: 'SONG' },
      ],
    });
    partyId = party.id;
    spotify.resetCounters();
    const found = await query<{ tracks: { songUri: string; songName: string; artistName: string }[] }>(
      'music.searchTracks',
      { eventId: partyId, query: 'abba' },
    );
    expect(found.data.tracks.map((s) => s.songName)).toEqual(['Dancing Queen', 'Waterloo', 'Mamma Mia']);
    expect(found.data.tracks[0]).toMatchObject({ artistName: 'ABBA', albumName: 'Arrival' });
    const all = await query<{ tracks: unknown[] }>('music.searchTracks', { eventId: partyId, query: 'e' });
    expect(all.data.tracks).toHaveLength(5);
    // One client-credentials token serves both searches; the host's token is never used for a search.
    expect(spotify.counters.clientCredentials).toBe(1);
    const blank = await query('music.searchTracks', { eventId: partyId, query: '   ' });
    expect(blank.error).toBe('BAD_REQUEST');
  });

  it('refuses song requests without a playlist while Spotify is configured', async () => {
    const song = [{ question: 'Ok' }, { question: 'Your song?', questionType: 'SONG' }];
    const refused = await callError(
      t.app,
      'editEventDetails',
      { event: validEvent({ questions: song }) },
      host,
    );
    expect(refused.message).toBe(
      'event.questions.1.questionType: Song requests need a playlist. Connect your music first.',
    );
  });

  it('leaves the song question behind with the playlist when a party is cloned', async () => {
    const questions = [{ question: 'Allergies?' }, { question: 'Your song?', questionType: 'SONG' }];
    const source = await createEventFor(t.app, host, { questions, playlistId });
    const clone = await call<{ draft: { event: { questions: unknown[]; playlistId: string | null } } }>(
      t.app,
      'cloneEvent',
      { eventId: source.id },
      host,
    );
    // The copy would need a playlist of its own before it could ask for songs: the host adds the question again.
    expect(clone.draft.event.playlistId).toBeNull();
    expect(clone.draft.event.questions).toEqual([
      { question: 'Allergies?', isRequired: false, questionType: 'TEXT' },
    ]);
  });

  it('refuses searching on a party without a playlist', async () => {
    const plain = await createEventFor(t.app, host, { title: 'No music' });
    const refused = await query('music.searchTracks', { eventId: plain.id, query: 'abba' });
    expect(refused.error).toBe('BAD_REQUEST');
    expect(refused.message).toBe(MUSIC_COPY.songRequestsClosed);
  });

  it("adds guests' picks to the playlist once, and shows them to the party's people only", async () => {
    const page = await call<{ event: { questions: { questionUuid: string }[] } }>(
      t.app,
      'getEvent',
      { eventId: partyId },
      host,
    );
    const [first, second] = page.event.questions.map((q) => q.questionUuid);
    const song = (i: number) => ({
      songUri: `spotify:track:${CATALOGUE[i]!.id}`,
      songName: CATALOGUE[i]!.name,
      artistName: CATALOGUE[i]!.artist,
    });
    const guest = await call<UpdateAttendanceResult>(t.app, 'updateAttendance', {
      eventId: partyId,
      invitee: {
        name: 'Guest One',
        email: 'guest-one@example.com',
        rsvpStatus: 'YES',
        answers: [
          { questionUuid: first, song: song(0) },
          { questionUuid: second, song: song(3) },
        ],
      },
    });
    await call(t.app, 'updateAttendance', {
      eventId: partyId,
      invitee: {
        name: 'Guest Two',
        email: 'guest-two@example.com',
        rsvpStatus: 'YES',
        // The same song again, and a song typed as text (no track: never sent to Spotify).
        answers: [
          { questionUuid: first, song: song(0) },
          { questionUuid: second, text: 'something by Prince' },
        ],
      },
    });
    const playlist = await waitFor(
      () => spotify.playlists.get(playlistId)!.uris,
      (uris) => uris.length >= 2,
    );
    expect([...playlist].sort()).toEqual([song(0).songUri, song(3).songUri].sort());
    // The sync job records what it added once Spotify has answered: the playlist may show the songs first.
    const stored = await waitFor(
      () => t.db.select().from(playlistTracks).where(eq(playlistTracks.eventId, partyId)),
      (rows) => rows.length >= 2,
    );
    expect(stored).toHaveLength(2);

    const asGuest = await query<EventSongs>('music.eventSongs', { eventId: partyId, token: guest.token });
    expect(asGuest.data.playlistUrl).toBe(`https://open.spotify.com/playlist/${playlistId}`);
    expect(asGuest.data.songs.map((s) => [s.songName, s.requests])).toEqual(
      expect.arrayContaining([
        ['Dancing Queen', 2],
        ['Take On Me', 1],
      ]),
    );
    const asHost = await query<EventSongs>('music.eventSongs', { eventId: partyId }, host);
    expect(asHost.data.songs).toHaveLength(2);
    const asVisitor = await query('music.eventSongs', { eventId: partyId });
    expect(asVisitor.error).toBe('FORBIDDEN');
    // Nobody's contact detail is in the list.
    expect(JSON.stringify(asGuest.data)).not.toContain('@example.com');
  });

  it("never adds songs to a playlist that is not a host's of the party", async () => {
    const outsider = await signInByEmail(t.app, t.db, 'outsider-dj@example.com', 'Outsider');
    expect((await connect(outsider)).data.connected).toBe(true);
    const theirs = await mutate<CreatePlaylistResult>('music.createPlaylist', { name: 'Mine' }, outsider);
    if (theirs.data.status !== 'created') throw new Error('not created');
    const party = await createEventFor(t.app, host, {
      title: 'Borrowed playlist',
      playlistId: theirs.data.playlistId,
      questions: [{ question: 'Request a song', questionType: 'SONG' }],
    });
    const [question] = party.questions;
    await call(t.app, 'updateAttendance', {
      eventId: party.id,
      invitee: {
        name: 'Guest Three',
        email: 'guest-three@example.com',
        rsvpStatus: 'YES',
        answers: [
          {
            questionUuid: question!.questionUuid,
            song: { songUri: `spotify:track:${CATALOGUE[5]!.id}`, songName: 'x', artistName: 'y' },
          },
        ],
      },
    });
    expect(await syncSongRequests(t.deps, party.id)).toBe(0);
    expect(spotify.playlists.get(theirs.data.playlistId)!.uris).toEqual([]);
  });

  it('refreshes an expired token without the host noticing, once for concurrent calls', async () => {
    // An hour later: the stored token has expired (and the service agrees).
    await t.db
      .update(musicConnections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(musicConnections.userId, host.userId));
    spotify.expireUserTokens();
    spotify.resetCounters();
    const results = await Promise.all([
      mutate<CreatePlaylistResult>('music.createPlaylist', { name: 'A' }, host),
      mutate<CreatePlaylistResult>('music.createPlaylist', { name: 'B' }, host),
    ]);
    expect(results.map((r) => r.data.status)).toEqual(['created', 'created']);
    expect(spotify.counters.refreshes).toBe(1);
  });

  it('refreshes and retries when the service rejects a token before its stored expiry', async () => {
    spotify.expireUserTokens();
    spotify.resetCounters();
    const created = await mutate<CreatePlaylistResult>('music.createPlaylist', { name: 'Early' }, host);
    expect(created.data.status).toBe('created');
    expect(spotify.counters.refreshes).toBe(1);
  });

  it('sends the host through the authorization again when the refresh token is refused', async () => {
    spotify.expireUserTokens();
    spotify.revokeRefreshTokens();
    expect((await mutate<CreatePlaylistResult>('music.createPlaylist', { name: 'C' }, host)).data).toEqual({
      status: 'connect',
    });
    expect((await query<MusicConnection>('music.connection', undefined, host)).data.connected).toBe(false);
    expect((await connect(host)).data.connected).toBe(true);
  });

  it('sends the host through the authorization again when the service gave no refresh token', async () => {
    const other = await signInByEmail(t.app, t.db, 'no-refresh@example.com', 'Nora Refresh');
    spotify.settings.issueRefreshToken = false;
    try {
      expect((await connect(other)).data.connected).toBe(true);
    } finally {
      spotify.settings.issueRefreshToken = true;
    }
    spotify.expireUserTokens();
    expect((await mutate<CreatePlaylistResult>('music.createPlaylist', {}, other)).data).toEqual({
      status: 'connect',
    });
  });
});

describe('without a music service configured', () => {
  it('says so, and the editor hides the block', async () => {
    const bare = await createTestApp();
    try {
      const host = await signInByEmail(bare.app, bare.db, 'bare@example.com', 'Bare Host');
      const connection = await trpcQuery(bare.app, 'music.connection', undefined, host.cookie);
      expect(connection.body.result.data).toEqual({ configured: false, connected: false, displayName: null });
      const start = await trpcMutation(bare.app, 'music.startConnect', {}, host.cookie);
      expect(start.body.error.message).toBe(MUSIC_COPY.notConfigured);
    } finally {
      await bare.close();
    }
  });
});
