import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { SongRequestRow } from '../../../shared/music/songRequestList';
import type { Db } from '../../platform/db/client';
import { answers, invitees, questions } from '../../platform/db/schema';

// The party's song requests as stored: a song answer (a track picked from the search, or a title and artist
// typed when no music service is configured) with who gave it. songRequestList decides what a viewer sees.

/** Requests read for one list: far more than any party makes, and a bound on a flood. */
const REQUESTS_READ = 5000;

/** Every song answer of the party with its guest's name and place on the list, the latest first. */
export async function songRequestRows(db: Db, eventId: string): Promise<SongRequestRow[]> {
  const rows = await db
    .select({
      inviteeId: invitees.id,
      name: invitees.name,
      role: invitees.role,
      rsvpStatus: invitees.rsvpStatus,
      inviteStatus: invitees.inviteStatus,
      waitlistStatus: invitees.waitlistStatus,
      song: answers.song,
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .innerJoin(invitees, eq(invitees.id, answers.inviteeId))
    .where(and(eq(questions.eventId, eventId), eq(questions.questionType, 'SONG'), isNotNull(answers.song)))
    .orderBy(desc(answers.updatedAt))
    .limit(REQUESTS_READ);
  return rows.flatMap(({ song, ...guest }) => (song?.songName ? [{ ...guest, song }] : []));
}
