import { Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { IconMusic } from '@tabler/icons-react';
import { Suspense } from 'react';
import { type PartyCredentials, SongSearchField } from '../music';
import { ANSWER_MAX } from '../../../shared/constants';
import type { AnswerValue, QuestionLike } from '../../../shared/rsvp/rsvpAnswers';
import { TypedSongFields } from './TypedSongFields';

type Props = {
  questions: readonly QuestionLike[];
  answers: Record<string, AnswerValue>;
  errors: Record<string, string>;
  onChange: (answer: AnswerValue) => void;
  disabled?: boolean;
  /** The party takes song requests through its playlist: song questions search the music service. */
  songSearch?: PartyCredentials;
};

// The track search (SongSearchField) loads only for a party with a playlist, when its RSVP form shows a song
// question.

/** The host's questions (spec section 3): text, yes/no, or a song request (searched, or title and artist typed). */
export function QuestionFields({ questions, answers, errors, onChange, disabled, songSearch }: Props) {
  if (!questions.length) return null;
  return (
    <Stack gap="md">
      {questions.map((question) => (
        <QuestionField
          key={question.questionUuid}
          question={question}
          answer={answers[question.questionUuid]}
          error={errors[question.questionUuid]}
          onChange={onChange}
          disabled={disabled}
          songSearch={songSearch}
        />
      ))}
    </Stack>
  );
}

type FieldProps = {
  question: QuestionLike;
  answer: AnswerValue | undefined;
  error: string | undefined;
  onChange: (answer: AnswerValue) => void;
  disabled: boolean | undefined;
  songSearch: PartyCredentials | undefined;
};

/** One question's field, by its type. */
function QuestionField({ question, answer, error, onChange, disabled, songSearch }: FieldProps) {
  const id = question.questionUuid;
  const common = {
    label: question.question,
    withAsterisk: question.isRequired,
    error,
    disabled,
  };
  if (question.questionType === 'YES_NO') {
    const value = typeof answer?.isYes === 'boolean' ? (answer.isYes ? 'yes' : 'no') : '';
    return (
      <Radio.Group
        {...common}
        value={value}
        onChange={(next) => onChange({ questionUuid: id, isYes: next === 'yes' })}
      >
        <Group gap="lg" mt={6}>
          <Radio value="yes" label="Yes" disabled={disabled} />
          <Radio value="no" label="No" disabled={disabled} />
        </Group>
      </Radio.Group>
    );
  }
  if (question.questionType === 'SONG' && songSearch) {
    return <SearchedSongField {...{ question, answer, error, onChange, disabled, songSearch }} />;
  }
  if (question.questionType === 'SONG') {
    return (
      <TypedSongFields
        question={question}
        answer={answer}
        error={error}
        disabled={disabled}
        onChange={onChange}
      />
    );
  }
  return (
    <Textarea
      {...common}
      placeholder="Your answer"
      autosize
      minRows={1}
      maxRows={5}
      maxLength={ANSWER_MAX}
      value={answer?.text ?? ''}
      onChange={(event) => onChange({ questionUuid: id, text: event.currentTarget.value })}
    />
  );
}

/** A song question for a party with a playlist: the music service's search, loaded when first shown. */
function SearchedSongField({
  question,
  answer,
  error,
  onChange,
  disabled,
  songSearch,
}: FieldProps & { songSearch: PartyCredentials }) {
  // While the search loads: the same field, not yet usable.
  const loading = (
    <TextInput
      label={question.question}
      withAsterisk={question.isRequired}
      error={error}
      disabled
      placeholder="Search for a song or an artist"
      leftSection={<IconMusic size={16} />}
    />
  );
  return (
    <Suspense fallback={loading}>
      <SongSearchField
        credentials={songSearch}
        label={question.question}
        required={question.isRequired}
        error={error}
        disabled={disabled}
        value={answer?.song}
        onPick={(song) => onChange({ questionUuid: question.questionUuid, song, text: null })}
      />
    </Suspense>
  );
}
