import { ActionIcon, Button, Group, Paper, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { Suspense, useRef } from 'react';
import { ANSWER_MAX } from '../../../../shared/constants';
import { QUESTION_TYPES } from '../../../../shared/events/schema';
import type { EditorEvent } from './model';
import { usePartySections } from './partySections';

type Question = EditorEvent['questions'][number];
type QuestionType = (typeof QUESTION_TYPES)[number];

const TYPE_LABELS: Record<QuestionType, string> = { TEXT: 'Text', YES_NO: 'Yes / no', SONG: 'Song request' };

/** Spec section 3: the placeholder reads 'Request a song' for song questions, else 'Question'. */
const questionPlaceholder = (type: QuestionType) => (type === 'SONG' ? 'Request a song' : 'Question');

type Props = {
  questions: Question[];
  /** The party's title, for its playlist's name. */
  title: string;
  /** Song requests appear only once a playlist exists. */
  playlistId: string | null | undefined;
  onChange: (questions: Question[]) => void;
  onPlaylist: (playlistId: string) => void;
  /** Back from connecting the music service: the playlist is created at once. */
  autoCreatePlaylist: boolean;
};

/** A new question's id, only for telling questions apart until the server gives it its own. */
const newId = () => `new-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function newQuestion(type: QuestionType): Question {
  return { questionUuid: newId(), question: '', isRequired: false, questionType: type };
}

type QuestionCardProps = {
  question: Question;
  index: number;
  last: boolean;
  types: readonly QuestionType[];
  onUpdate: (patch: Partial<Question>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  inputRef: (input: HTMLInputElement | null) => void;
};

function QuestionCard(props: QuestionCardProps) {
  const { question, index, last, types, onUpdate, onMove, onRemove, inputRef } = props;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Select
            aria-label={`Type of question ${index + 1}`}
            data={types.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
            value={question.questionType}
            onChange={(value) => value && onUpdate({ questionType: value as QuestionType })}
            allowDeselect={false}
            size="xs"
            w={130}
            comboboxProps={{ zIndex: 300 }}
          />
          <Group gap={2} ml="auto" wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move question ${index + 1} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move question ${index + 1} down`}
              disabled={last}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove question ${index + 1}`}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          placeholder={questionPlaceholder(question.questionType)}
          aria-label={`Question ${index + 1}`}
          value={question.question}
          maxLength={ANSWER_MAX}
          onChange={(event) => onUpdate({ question: event.currentTarget.value })}
          ref={inputRef}
          size="sm"
        />
        <Switch
          label="Required"
          size="xs"
          checked={question.isRequired}
          onChange={(event) => onUpdate({ isRequired: event.currentTarget.checked })}
        />
      </Stack>
    </Paper>
  );
}

export function QuestionsTab({
  questions,
  title,
  playlistId,
  onChange,
  onPlaylist,
  autoCreatePlaylist,
}: Props) {
  // With a music service, song requests go to the party's playlist, so they wait for one; without, guests
  // type a title and an artist (issue 40).
  const { MusicBlock, useMusicConfigured } = usePartySections();
  const musicConfigured = useMusicConfigured();
  const takesSongs = Boolean(playlistId) || musicConfigured === false;
  const types = QUESTION_TYPES.filter((type) => type !== 'SONG' || takesSongs);
  const update = (index: number, patch: Partial<Question>) =>
    onChange(questions.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...questions];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  const focusNext = useRef<string | null>(null);
  const add = (type: QuestionType) => {
    const question = newQuestion(type);
    focusNext.current = question.questionUuid ?? null;
    onChange([...questions, question]);
  };

  return (
    <Stack gap="md">
      <Suspense fallback={null}>
        <MusicBlock
          title={title}
          playlistId={playlistId}
          onPlaylist={onPlaylist}
          autoCreate={autoCreatePlaylist}
        />
      </Suspense>
      <Text size="sm" c="dimmed">
        Guests answer these when they RSVP. Leave a question empty and it is not asked.
      </Text>
      {questions.length === 0 && (
        <Paper withBorder p="md" radius="md" ta="center">
          <Text size="sm" c="dimmed">
            No questions yet.
          </Text>
        </Paper>
      )}
      {questions.map((question, index) => (
        <QuestionCard
          key={question.questionUuid ?? index}
          question={question}
          index={index}
          last={index === questions.length - 1}
          types={types}
          onUpdate={(patch) => update(index, patch)}
          onMove={(by) => move(index, by)}
          onRemove={() => onChange(questions.filter((_, i) => i !== index))}
          inputRef={(input) => {
            // A new question takes the focus, so typing fills it in (it stayed on the button, where a space
            // or Enter added one blank question after another).
            if (input && question.questionUuid === focusNext.current) {
              focusNext.current = null;
              input.focus();
            }
          }}
        />
      ))}
      <AddQuestionButtons count={questions.length} takesSongs={takesSongs} onAdd={add} />
    </Stack>
  );
}

/** Add question, Add yes/no question and (where songs are taken) Add song request: up to 20 questions. */
function AddQuestionButtons(props: {
  count: number;
  takesSongs: boolean;
  onAdd: (type: QuestionType) => void;
}) {
  const { takesSongs, onAdd } = props;
  const full = props.count >= 20;
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        onClick={() => onAdd('TEXT')}
        disabled={full}
      >
        Add question
      </Button>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        onClick={() => onAdd('YES_NO')}
        disabled={full}
      >
        Add yes/no question
      </Button>
      {takesSongs && (
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => onAdd('SONG')}
          disabled={full}
        >
          Add song request
        </Button>
      )}
    </Group>
  );
}
