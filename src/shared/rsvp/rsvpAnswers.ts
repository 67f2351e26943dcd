import { ANSWER_MAX } from '../constants';
import { MSG } from '../common/copy';

// Answers to the host's questions (spec sections 3 and 5): text, yes/no, or a song. A song may also be typed
// as text while no music service is connected. Required questions must be answered to say yes.

export type QuestionLike = {
  questionUuid: string;
  question: string;
  questionType: 'TEXT' | 'YES_NO' | 'SONG';
  isRequired: boolean;
};

export type SongValue = {
  songUri: string;
  songName: string;
  artistName: string;
  albumName?: string;
  imageUrl?: string;
};

export type AnswerValue = {
  questionUuid: string;
  text?: string | null;
  isYes?: boolean | null;
  song?: SongValue | null;
};

/** A song's words as the list shows them: a title or artist typed with stray spaces reads cleanly. */
const tidySong = (song: SongValue): SongValue => ({
  ...song,
  songName: song.songName.replace(/\s+/g, ' ').trim(),
  artistName: song.artistName.replace(/\s+/g, ' ').trim(),
});

/** An answer reduced to the one value its question type takes; null when it says nothing. */
export function normalizeAnswer(question: QuestionLike, answer: AnswerValue): AnswerValue | null {
  const text = answer.text?.trim().slice(0, ANSWER_MAX) || null;
  switch (question.questionType) {
    case 'YES_NO':
      return typeof answer.isYes === 'boolean'
        ? { questionUuid: question.questionUuid, isYes: answer.isYes }
        : null;
    case 'SONG':
      if (answer.song?.songName.trim())
        return { questionUuid: question.questionUuid, song: tidySong(answer.song) };
      return text ? { questionUuid: question.questionUuid, text } : null;
    default:
      return text ? { questionUuid: question.questionUuid, text } : null;
  }
}

export function isAnswered(question: QuestionLike, answer: AnswerValue | undefined): boolean {
  return answer !== undefined && normalizeAnswer(question, answer) !== null;
}

export type AnswerCheck =
  | { ok: true; answers: AnswerValue[]; cleared: string[] }
  | { ok: false; message: string; questionUuid?: string };

/**
 * Checks new answers against the event's questions. Answers to questions the event does not have are refused;
 * an empty answer clears that question (listed in `cleared`). Saying yes needs every required question answered,
 * by this call or earlier (`previous`); declining never does.
 */
export function checkAnswers(
  questions: readonly QuestionLike[],
  incoming: readonly AnswerValue[],
  previous: readonly AnswerValue[],
  rsvpStatus: 'YES' | 'NO' | 'SEEN',
  messages: { unknownQuestion: string },
): AnswerCheck {
  const byId = new Map(questions.map((q) => [q.questionUuid, q]));
  const answers: AnswerValue[] = [];
  const cleared: string[] = [];
  for (const answer of incoming) {
    const question = byId.get(answer.questionUuid);
    if (!question) return { ok: false, message: messages.unknownQuestion, questionUuid: answer.questionUuid };
    const value = normalizeAnswer(question, answer);
    if (value) answers.push(value);
    else cleared.push(question.questionUuid);
  }
  if (rsvpStatus === 'YES') {
    const after = new Map(previous.map((a) => [a.questionUuid, a]));
    for (const id of cleared) after.delete(id);
    for (const a of answers) after.set(a.questionUuid, a);
    const missing = questions.find((q) => q.isRequired && !isAnswered(q, after.get(q.questionUuid)));
    if (missing) {
      return {
        ok: false,
        message: `${missing.question}: ${MSG.requiredField}`,
        questionUuid: missing.questionUuid,
      };
    }
  }
  return { ok: true, answers, cleared };
}

/** Whether a guest who said yes still owes an answer to a required question (e.g. after an e-mail link RSVP). */
export function missingRequiredAnswer(
  questions: readonly QuestionLike[],
  answers: readonly AnswerValue[],
): QuestionLike | undefined {
  const byId = new Map(answers.map((a) => [a.questionUuid, a]));
  return questions.find((q) => q.isRequired && !isAnswered(q, byId.get(q.questionUuid)));
}

/** Two answer lists say the same thing (for isNonUpdate). */
export function sameAnswers(a: readonly AnswerValue[], b: readonly AnswerValue[]): boolean {
  const key = (x: AnswerValue) =>
    JSON.stringify([
      x.questionUuid,
      x.text ?? null,
      x.isYes ?? null,
      x.song?.songUri ?? null,
      x.song?.songName ?? null,
    ]);
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((k, i) => k === right[i]);
}
