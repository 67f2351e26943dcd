import { describe, expect, it } from 'vitest';
import { MSG } from '../common/copy';
import {
  checkAnswers,
  isAnswered,
  missingRequiredAnswer,
  normalizeAnswer,
  type QuestionLike,
  sameAnswers,
} from './rsvpAnswers';

const text: QuestionLike = {
  questionUuid: 'q-text',
  question: 'Allergies?',
  questionType: 'TEXT',
  isRequired: true,
};
const yesNo: QuestionLike = {
  questionUuid: 'q-yn',
  question: 'Vegan?',
  questionType: 'YES_NO',
  isRequired: false,
};
const song: QuestionLike = {
  questionUuid: 'q-song',
  question: 'A song?',
  questionType: 'SONG',
  isRequired: true,
};
const questions = [text, yesNo, song];
const messages = { unknownQuestion: 'Unknown question' };
const aSong = { songUri: 'spotify:track:1', songName: 'Dancing Queen', artistName: 'ABBA' };

describe('answers', () => {
  it('keeps only the value its question type takes', () => {
    expect(normalizeAnswer(text, { questionUuid: 'q-text', text: '  Nuts ', isYes: true })).toEqual({
      questionUuid: 'q-text',
      text: 'Nuts',
    });
    expect(normalizeAnswer(text, { questionUuid: 'q-text', text: '   ' })).toBeNull();
    expect(
      normalizeAnswer(text, { questionUuid: 'q-text', text: 'x'.repeat(5000) })!.text!.length,
    ).toBeLessThan(5000);
    expect(normalizeAnswer(yesNo, { questionUuid: 'q-yn', isYes: false, text: 'no' })).toEqual({
      questionUuid: 'q-yn',
      isYes: false,
    });
    expect(normalizeAnswer(yesNo, { questionUuid: 'q-yn', text: 'yes' })).toBeNull();
    expect(normalizeAnswer(song, { questionUuid: 'q-song', song: aSong, text: 'x' })).toEqual({
      questionUuid: 'q-song',
      song: aSong,
    });
    // Without a music service a song is typed as text.
    expect(normalizeAnswer(song, { questionUuid: 'q-song', text: 'Waterloo' })).toEqual({
      questionUuid: 'q-song',
      text: 'Waterloo',
    });
    expect(normalizeAnswer(song, { questionUuid: 'q-song', song: { ...aSong, songName: ' ' } })).toBeNull();
  });

  it('tells an answered question from an unanswered one', () => {
    expect(isAnswered(text, undefined)).toBe(false);
    expect(isAnswered(text, { questionUuid: 'q-text', text: '' })).toBe(false);
    expect(isAnswered(yesNo, { questionUuid: 'q-yn', isYes: false })).toBe(true);
  });

  it('refuses answers to questions the party does not have', () => {
    expect(checkAnswers(questions, [{ questionUuid: 'zzz', text: 'a' }], [], 'NO', messages)).toEqual({
      ok: false,
      message: 'Unknown question',
      questionUuid: 'zzz',
    });
  });

  it('needs every required question answered to say yes, counting earlier answers', () => {
    const missing = checkAnswers(questions, [{ questionUuid: 'q-text', text: 'Nuts' }], [], 'YES', messages);
    expect(missing).toEqual({ ok: false, message: `A song?: ${MSG.requiredField}`, questionUuid: 'q-song' });
    const withEarlier = checkAnswers(
      questions,
      [{ questionUuid: 'q-text', text: 'Nuts' }],
      [{ questionUuid: 'q-song', text: 'Waterloo' }],
      'YES',
      messages,
    );
    expect(withEarlier).toEqual({
      ok: true,
      answers: [{ questionUuid: 'q-text', text: 'Nuts' }],
      cleared: [],
    });
  });

  it('treats an empty answer as clearing it, which a yes with a required question refuses', () => {
    const previous = [
      { questionUuid: 'q-text', text: 'Nuts' },
      { questionUuid: 'q-song', text: 'Waterloo' },
    ];
    expect(
      checkAnswers(questions, [{ questionUuid: 'q-text', text: '' }], previous, 'YES', messages),
    ).toMatchObject({
      ok: false,
      questionUuid: 'q-text',
    });
    expect(checkAnswers(questions, [{ questionUuid: 'q-text', text: '' }], previous, 'NO', messages)).toEqual(
      {
        ok: true,
        answers: [],
        cleared: ['q-text'],
      },
    );
  });

  it('never asks for answers to decline or to mark seen', () => {
    expect(checkAnswers(questions, [], [], 'NO', messages).ok).toBe(true);
    expect(checkAnswers(questions, [], [], 'SEEN', messages).ok).toBe(true);
  });

  it('finds the first required question still unanswered', () => {
    expect(missingRequiredAnswer(questions, [])).toBe(text);
    expect(missingRequiredAnswer(questions, [{ questionUuid: 'q-text', text: 'a' }])).toBe(song);
    expect(
      missingRequiredAnswer(questions, [
        { questionUuid: 'q-text', text: 'a' },
        { questionUuid: 'q-song', song: aSong },
      ]),
    ).toBeUndefined();
  });

  it('compares answer lists regardless of order', () => {
    const a = [
      { questionUuid: 'q-text', text: 'a' },
      { questionUuid: 'q-yn', isYes: true },
    ];
    expect(sameAnswers(a, [...a].reverse())).toBe(true);
    expect(sameAnswers(a, [{ questionUuid: 'q-text', text: 'a' }])).toBe(false);
    expect(sameAnswers(a, [a[0]!, { questionUuid: 'q-yn', isYes: false }])).toBe(false);
    expect(
      sameAnswers(
        [{ questionUuid: 's', song: aSong }],
        [{ questionUuid: 's', song: { ...aSong, songUri: 'x' } }],
      ),
    ).toBe(false);
  });
});
