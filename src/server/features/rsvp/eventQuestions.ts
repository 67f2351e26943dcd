import { asc, eq, sql } from 'drizzle-orm';
import type { QuestionLike } from '../../../shared/rsvp/rsvpAnswers';
import { type Db, preparedFor } from '../../platform/db/client';
import { cacheSlot, eventCacheOf } from '../../platform/db/eventCache';
import type { DbNotifications } from '../../platform/db/notifications';
import { questions } from '../../platform/db/schema';

// The questions an answer is checked against, from the instance's event cache: every answer of a crowd asks
// for the same few rows. The answering procedures sync the cache first (eventGuestProcedure), so a question the
// host has just added or removed is known to every answer that comes after.

export type RsvpDeps = { db: Db; notifications?: DbNotifications };

// Answers (changes to the guests alone) leave them as they are: a crowd answering reads them once.
const QUESTIONS = cacheSlot<QuestionLike[]>('questions', { eventRowOnly: true });

const questionsStatement = preparedFor((db) =>
  db
    .select()
    .from(questions)
    .where(eq(questions.eventId, sql.placeholder('eventId')))
    .orderBy(asc(questions.position))
    .prepare('elk_event_questions'),
);

async function loadQuestions(db: Db, eventId: string): Promise<QuestionLike[]> {
  const rows = await questionsStatement(db).execute({ eventId });
  return rows.map((q) => ({
    questionUuid: q.id,
    question: q.question,
    questionType: q.questionType,
    isRequired: q.isRequired,
  }));
}

/** The event's questions, in their order. */
export function eventQuestions(deps: RsvpDeps, eventId: string): Promise<QuestionLike[]> {
  const cache = eventCacheOf(deps.notifications);
  const load = () => loadQuestions(deps.db, eventId);
  return cache ? cache.get(eventId, QUESTIONS, '', load, { tolerance: 'exact' }) : load();
}
