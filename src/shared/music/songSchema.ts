// A song as the music service names it: what a guest picks in the RSVP form, the track search returns and the
// party's playlist lists. Apart from schema.ts, which builds on the RSVP credentials, so that the RSVP answer
// can hold a song without the two schema files importing each other.
import { z } from 'zod';
import { ANSWER_MAX } from '../constants';
import { textSchema } from '../common/schema';
import { RSVP_MESSAGES } from '../rsvp/copy';

export const songSchema = z.object({
  songUri: textSchema().max(500),
  songName: textSchema().max(ANSWER_MAX, { error: RSVP_MESSAGES.answerTooLong }),
  artistName: textSchema().max(ANSWER_MAX, { error: RSVP_MESSAGES.answerTooLong }),
  albumName: textSchema().max(ANSWER_MAX).optional(),
  imageUrl: textSchema().max(2000).optional(),
});
