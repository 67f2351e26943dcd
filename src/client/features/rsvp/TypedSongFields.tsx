import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconMusic } from '@tabler/icons-react';
import { ANSWER_MAX } from '../../../shared/constants';
import { checkTypedSong, SONG_REQUEST_COPY } from '../../../shared/music/songRequest';
import type { AnswerValue, QuestionLike } from '../../../shared/rsvp/rsvpAnswers';

type Props = {
  question: QuestionLike;
  answer: AnswerValue | undefined;
  /** The form's error for the question (a required one left empty). */
  error?: string;
  disabled?: boolean;
  onChange: (answer: AnswerValue) => void;
};

/**
 * A song request without a music service (issue 40): the guest types the title and the artist, kept as a
 * song without a track. An answer typed as one line before this (text) reads as the title.
 */
export function TypedSongFields({ question, answer, error, disabled, onChange }: Props) {
  const id = question.questionUuid;
  const title = answer?.song?.songName ?? answer?.text ?? '';
  const artist = answer?.song?.artistName ?? '';
  const checked = checkTypedSong({ title, artist });
  const fieldErrors = checked.ok ? {} : checked.errors;
  const change = (next: { title: string; artist: string }) =>
    onChange({
      questionUuid: id,
      text: null,
      song: { songUri: '', songName: next.title, artistName: next.artist },
    });
  return (
    // A group named by the question, laid out like the form's other fields (a fieldset's frame stood out).
    <Stack gap={6} role="group" aria-labelledby={`typed-song-${id}`} data-testid="typed-song">
      <Text id={`typed-song-${id}`} size="sm" fw={500}>
        {question.question}
        {question.isRequired && (
          <Text span c="red.9" aria-hidden="true">
            {' *'}
          </Text>
        )}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={SONG_REQUEST_COPY.titleLabel}
          placeholder="Request a song"
          leftSection={<IconMusic size={16} />}
          maxLength={ANSWER_MAX + 1}
          value={title}
          error={fieldErrors.title ?? (checked.ok ? error : undefined)}
          disabled={disabled}
          onChange={(event) => change({ title: event.currentTarget.value, artist })}
        />
        <TextInput
          label={SONG_REQUEST_COPY.artistLabel}
          placeholder="Who sings it"
          maxLength={ANSWER_MAX + 1}
          value={artist}
          error={fieldErrors.artist}
          disabled={disabled}
          onChange={(event) => change({ title, artist: event.currentTarget.value })}
        />
      </SimpleGrid>
    </Stack>
  );
}
