import { parseString } from '@fast-csv/parse';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitees } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import type { EventSongs, MusicConnection } from '../../../src/shared/music/schema';
import type { UpdateAttendanceResult } from '../../../src/shared/rsvp/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import {
  call,
  callError,
  createEventFor,
  type Session,
  trpcQuery,
  validEvent,
} from '../events/eventsFixtures';

// Song requests without a music service (issue 40): guests type a title and an artist, the party lists them
// with who asked as the guest list shows people, and hosts export them as CSV.

const partyFields = {
  title: 'Typed tunes',
  questions: [{ question: 'Request a song', questionType: 'SONG' }],
};

let t: TestApp;
let host: Session;
let party: ElkEvent;
let songQuestion: string;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'songs-host@example.com', 'Sam Host');
  party = await createEventFor(t.app, host, partyFields);
  songQuestion = party.questions![0]!.questionUuid!;
});
afterAll(() => t.close());

/** The host changes the party's settings, as the editor saves them (its question kept). */
const editParty = (overrides: Record<string, unknown>) =>
  call(
    t.app,
    'editEventDetails',
    { eventId: party.id, event: validEvent({ ...partyFields, questions: party.questions, ...overrides }) },
    host,
  );

const songsAs = async (input: Record<string, unknown>, who?: Session) => {
  const res = await trpcQuery(t.app, 'music.eventSongs', { eventId: party.id, ...input }, who?.cookie);
  return {
    data: res.body.result?.data as EventSongs,
    error: res.body.error?.data?.code as string | undefined,
  };
};

const requestSong = (name: string, song: { songName: string; artistName: string }) =>
  call<UpdateAttendanceResult>(t.app, 'updateAttendance', {
    eventId: party.id,
    invitee: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      rsvpStatus: 'YES',
      answers: [{ questionUuid: songQuestion, song: { songUri: '', ...song } }],
    },
  });

function parseCsv(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString(text, { headers: false })
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

let ann: UpdateAttendanceResult;
describe('song requests without Spotify', () => {
  it('has no music service, yet a host may ask for songs without a playlist', async () => {
    const res = await trpcQuery(t.app, 'music.connection', undefined, host.cookie);
    expect((res.body.result.data as MusicConnection).configured).toBe(false);
    expect(party.questions![0]).toMatchObject({ questionType: 'SONG' });
    expect(party.playlistId ?? null).toBeNull();
  });

  it('takes a title and an artist from guests and lists each song once with who asked', async () => {
    ann = await requestSong('Ann Guest', { songName: 'Dancing Queen', artistName: 'ABBA' });
    await requestSong('Bo Guest', { songName: ' dancing queen', artistName: 'abba ' });
    await requestSong('Cy Guest', { songName: '=HYPERLINK("http://x")', artistName: '@evil' });
    const asGuest = await songsAs({ token: ann.token });
    expect(asGuest.data.playlistUrl).toBeNull();
    expect(asGuest.data.songs.map((s) => [s.songName, s.artistName, s.requests, s.requestedBy])).toEqual([
      ['=HYPERLINK("http://x")', '@evil', 1, ['Cy Guest']],
      ['Dancing Queen', 'ABBA', 2, ['Ann Guest', 'Bo Guest']],
    ]);
    expect(JSON.stringify(asGuest.data)).not.toContain('@example.com');
    expect((await songsAs({})).error).toBe('FORBIDDEN');
  });

  it("refuses a title over the spec's 1000 characters in its words, never a 5xx", async () => {
    const refused = await callError(t.app, 'updateAttendance', {
      eventId: party.id,
      invitee: {
        name: 'Long Title',
        email: 'long@example.com',
        rsvpStatus: 'YES',
        answers: [
          { questionUuid: songQuestion, song: { songUri: '', songName: 'a'.repeat(1001), artistName: '' } },
        ],
      },
    });
    expect(refused.message).toContain('Please limit your answer to 1000 characters.');
  });

  it("keeps waitlisted guests' requests and private lists' names from other guests, not from hosts", async () => {
    const wendy = await requestSong('Wendy Waiting', { songName: 'Take On Me', artistName: 'a-ha' });
    // The party takes a waitlist now, and Wendy waits on it.
    await editParty({ hasWaitlist: true });
    await t.db
      .update(invitees)
      .set({ waitlistStatus: 'PENDING_APPROVAL' })
      .where(eq(invitees.id, wendy.inviteeId!));
    const asGuest = await songsAs({ token: ann.token });
    expect(asGuest.data.songs.map((s) => s.songName)).not.toContain('Take On Me');
    const asHost = await songsAs({}, host);
    expect(asHost.data.songs[0]).toMatchObject({ songName: 'Take On Me', requestedBy: ['Wendy Waiting'] });

    await editParty({ hasWaitlist: true, publicGuestList: false });
    const privately = await songsAs({ token: ann.token });
    const queen = privately.data.songs.find((s) => s.songName === 'Dancing Queen');
    expect(queen).toMatchObject({ requests: 2, requestedBy: ['Ann Guest'] });
    expect(
      (await songsAs({}, host)).data.songs.find((s) => s.songName === 'Dancing Queen')!.requestedBy,
    ).toEqual(['Ann Guest', 'Bo Guest']);
    await editParty({ hasWaitlist: true, publicGuestList: true });
  });

  it('exports the list to hosts only, as CSV with formula cells neutralised', async () => {
    const path = `/api/events/${party.id}/songs.csv`;
    const res = await request(t.app).get(path).set('Cookie', host.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('Song requests for Typed tunes.csv');
    expect(await parseCsv(res.text)).toEqual([
      ['Title', 'Artist', 'Requests', 'Requested by'],
      ['Take On Me', 'a-ha', '1', 'Wendy Waiting'],
      ['\'=HYPERLINK("http://x")', "'@evil", '1', 'Cy Guest'],
      ['Dancing Queen', 'ABBA', '2', 'Ann Guest, Bo Guest'],
    ]);

    expect((await request(t.app).get(path)).status).toBe(401);
    const guestUser = await signInByEmail(t.app, t.db, 'ann.guest@example.com', 'Ann Guest');
    expect((await request(t.app).get(path).set('Cookie', guestUser.cookie)).status).toBe(403);
    expect(
      (await request(t.app).get('/api/events/not-an-id/songs.csv').set('Cookie', host.cookie)).status,
    ).toBe(404);
  });
});
