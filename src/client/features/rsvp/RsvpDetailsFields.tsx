import { Stack, Text, Textarea } from '@mantine/core';
import { RSVP_MESSAGE_MAX } from '../../../shared/constants';
import type { QuestionLike } from '../../../shared/rsvp/rsvpAnswers';
import { charactersLeft, type RsvpDraft } from '../../../shared/rsvp/rsvpForm';
import { GuestCountControl } from './GuestCountControl';
import type { PartyCredentials } from '../music';
import { QuestionFields } from './QuestionFields';

type Props = {
  draft: RsvpDraft;
  onChange: (patch: Partial<RsvpDraft>) => void;
  openInvite: boolean;
  questions: readonly QuestionLike[];
  answerErrors: Record<string, string>;
  hostName: string;
  disabled?: boolean;
  songSearch?: PartyCredentials;
};

/** The yes details: extra guests (only when the host allows them), a message to the host, the host's questions. */
export function RsvpDetailsFields({
  draft,
  onChange,
  openInvite,
  questions,
  answerErrors,
  hostName,
  disabled,
  songSearch,
}: Props) {
  const left = charactersLeft(draft.rsvpMessage);
  return (
    <Stack gap="md">
      {openInvite && (
        <GuestCountControl
          value={draft.additionalGuestCount}
          disabled={disabled}
          onChange={(additionalGuestCount) => onChange({ additionalGuestCount })}
        />
      )}
      <QuestionFields
        questions={questions}
        answers={draft.answers}
        errors={answerErrors}
        disabled={disabled}
        songSearch={songSearch}
        onChange={(answer) => onChange({ answers: { ...draft.answers, [answer.questionUuid]: answer } })}
      />
      <Textarea
        label={`Message to ${hostName || 'the host'}`}
        name="rsvpMessage"
        placeholder="Say hi, ask a question… (optional)"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={RSVP_MESSAGE_MAX}
        disabled={disabled}
        value={draft.rsvpMessage}
        onChange={(event) => onChange({ rsvpMessage: event.currentTarget.value })}
        description={
          <Text span size="xs" c={left <= 0 ? 'red' : 'dimmed'}>
            {left} characters left
          </Text>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </Stack>
  );
}
