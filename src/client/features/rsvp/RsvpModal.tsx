import { Anchor, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MOBILE_MAX_WIDTH_PX } from '../../../shared/constants';
import type { CommunicationPreference } from '../../../shared/events/schema';
import { acceptTitle } from '../../../shared/rsvp/rules';
import type { QuestionLike } from '../../../shared/rsvp/rsvpAnswers';
import {
  answerErrors as findAnswerErrors,
  type ContactErrors,
  contactErrors as findContactErrors,
  hasErrors,
  type RsvpDraft,
} from '../../../shared/rsvp/rsvpForm';
import type { RsvpModalKind } from '../../../shared/rsvp/panelRules';
import { ErrorAlert } from '../../app/ui/ErrorAlert';
import { loadSongSearchField, type PartyCredentials } from '../music';
import { ContactFields } from './ContactFields';
import classes from './Rsvp.module.css';
import { RsvpDetailsFields } from './RsvpDetailsFields';

type RsvpModalProps = {
  kind: RsvpModalKind | null;
  onClose: () => void;
  /** The answer on record, for the change modal's starting choice. */
  currentStatus: 'YES' | 'NO' | null;
  waitlist: boolean;
  openInvite: boolean;
  questions: readonly QuestionLike[];
  hostName: string;
  draft: RsvpDraft;
  onDraftChange: (patch: Partial<RsvpDraft>) => void;
  /** Ask for a name (a guest the party does not know by name yet). */
  askName: boolean;
  /** Ask for an e-mail and/or phone (an anonymous guest: the spec's two-step modal). */
  askContact: boolean;
  /** Which of the two the event requires, or GUEST_CHOOSES (the guest picks). */
  communicationPreference: CommunicationPreference;
  busy: boolean;
  error: string | null;
  onSubmit: (status: 'YES' | 'NO') => void;
  /** Set when the party takes song requests (it has a playlist): song questions search the music service. */
  songSearch?: PartyCredentials;
};

const TITLES: Record<Exclude<RsvpModalKind, 'accept'>, string> = {
  decline: 'Decline invitation',
  change: 'Confirm your RSVP',
};

/**
 * The RSVP modals of the event page: accept ('Join waitlist' / 'Accept invitation'), decline, and change
 * ('Confirm your RSVP'). An anonymous guest first gives a name and an e-mail or phone (Next), then answers;
 * a signed-in or tokened guest gets one step. Everything typed lives in the panel's draft, so a failed call or
 * closing the modal loses nothing.
 */
export function RsvpModal(props: RsvpModalProps) {
  const { kind: openKind, draft, onDraftChange, askName, askContact, busy, error } = props;
  // The last modal shown stays rendered while it closes, so its title and buttons do not flash away.
  const [lastKind, setLastKind] = useState<RsvpModalKind | null>(openKind);
  if (openKind && openKind !== lastKind) setLastKind(openKind);
  const kind = openKind ?? lastKind;
  // A party with song requests: the track search loads while the guest is still on the first step.
  const songSearch = Boolean(props.songSearch);
  useEffect(() => {
    if (openKind && songSearch) loadSongSearchField().catch(() => undefined);
  }, [openKind, songSearch]);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
  const twoSteps = kind === 'accept' && (askName || askContact);
  const [step, setStep] = useState<'contact' | 'details'>('details');
  const [choice, setChoice] = useState<'YES' | 'NO'>('YES');
  const [contactErrors, setContactErrors] = useState<ContactErrors>({});
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!openKind) return;
    setStep(twoSteps ? 'contact' : 'details');
    setChoice(kind === 'decline' ? 'NO' : kind === 'change' ? (props.currentStatus ?? 'YES') : 'YES');
    setContactErrors({});
    setAnswerErrors({});
    // Reset only when a modal opens, not while the guest types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openKind]);

  const change = (patch: Partial<RsvpDraft>) => {
    onDraftChange(patch);
    if (Object.keys(contactErrors).length) setContactErrors({});
  };
  const changeDetails = (patch: Partial<RsvpDraft>) => {
    onDraftChange(patch);
    if (patch.answers && Object.keys(answerErrors).length) setAnswerErrors({});
  };

  const checkContact = () => {
    const found = findContactErrors(draft, {
      name: askName,
      contact: askContact,
      preference: props.communicationPreference,
    });
    setContactErrors(found);
    return !hasErrors(found);
  };

  const next = () => {
    if (checkContact()) setStep('details');
  };

  const submit = () => {
    const status = kind === 'decline' ? 'NO' : choice;
    if ((kind === 'decline' || !twoSteps) && !checkContact()) return;
    const found = findAnswerErrors(props.questions, draft, status);
    setAnswerErrors(found);
    if (hasErrors(found)) return;
    props.onSubmit(status);
  };

  const title = kind === 'accept' ? acceptTitle(props.waitlist) : kind ? TITLES[kind] : '';
  const contactStep = kind === 'accept' && step === 'contact';
  const showContactInline = kind !== 'accept' && (askName || askContact);
  const showDetails = kind !== 'decline' && !contactStep && choice === 'YES';
  const submitLabel =
    kind === 'decline'
      ? 'Decline'
      : kind === 'change'
        ? 'Confirm'
        : props.waitlist
          ? 'Join waitlist'
          : 'Accept';

  return (
    <Modal
      opened={openKind !== null}
      onClose={() => !busy && props.onClose()}
      title={title}
      centered
      radius="lg"
      size="md"
      transitionProps={{ transition: mobile ? 'slide-up' : 'pop', duration: 180 }}
      classNames={{ inner: classes.modalInner, content: classes.modalContent, title: classes.modalTitle }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (contactStep) next();
          else submit();
        }}
      >
        <Stack gap="lg">
          {twoSteps && <div className={classes.stepLabel}>Step {contactStep ? 1 : 2} of 2</div>}
          {contactStep && (
            <Text size="sm" c="dimmed">
              Tell {props.hostName || 'the host'} who you are. We&apos;ll use this to send you updates about
              the party.
            </Text>
          )}
          {kind === 'decline' && (
            <Text size="sm" c="dimmed">
              Sorry you can&apos;t make it. We&apos;ll let {props.hostName || 'the host'} know.
            </Text>
          )}
          {kind === 'accept' && props.waitlist && !contactStep && (
            <Text size="sm" c="dimmed">
              This party has a guest list. {props.hostName || 'The host'} will review your request.
            </Text>
          )}
          {(contactStep || showContactInline) && (
            <ContactFields
              draft={draft}
              errors={contactErrors}
              askContact={askContact}
              preference={props.communicationPreference}
              hostName={props.hostName}
              disabled={busy}
              onChange={change}
            />
          )}
          {kind === 'change' && (
            <SegmentedControl
              fullWidth
              radius="xl"
              size="md"
              aria-label="Your answer"
              value={choice}
              disabled={busy}
              onChange={(value) => setChoice(value as 'YES' | 'NO')}
              data={[
                { value: 'YES', label: 'Going' },
                { value: 'NO', label: "Can't make it" },
              ]}
            />
          )}
          {kind === 'change' && choice === 'NO' && props.currentStatus === 'YES' && (
            <Text size="sm" c="dimmed">
              Your extra guests and your message to the host will be cleared.
            </Text>
          )}
          {showDetails && (
            <RsvpDetailsFields
              draft={draft}
              onChange={changeDetails}
              openInvite={props.openInvite}
              questions={props.questions}
              answerErrors={answerErrors}
              hostName={props.hostName}
              disabled={busy}
              songSearch={props.songSearch}
            />
          )}
          <ErrorAlert message={error} />
          <Group
            justify={twoSteps && !contactStep ? 'space-between' : 'flex-end'}
            wrap="nowrap"
            className={classes.submitRow}
          >
            {twoSteps && !contactStep && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                c="dimmed"
                disabled={busy}
                onClick={() => setStep('contact')}
              >
                <Group gap={4} wrap="nowrap">
                  <IconArrowLeft size={14} /> Back
                </Group>
              </Anchor>
            )}
            {contactStep ? (
              <Button type="submit" size="md" miw={140}>
                Next
              </Button>
            ) : (
              <Button
                type="submit"
                size="md"
                miw={140}
                loading={busy}
                color={kind === 'decline' ? 'dark' : undefined}
              >
                {submitLabel}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
