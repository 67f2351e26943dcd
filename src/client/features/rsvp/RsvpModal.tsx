import { Anchor, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { MOBILE_MAX_WIDTH_PX } from '../../../shared/constants';
import type { RsvpModalKind } from '../../../shared/rsvp/panelRules';
import { ErrorAlert } from '../../app/ui/ErrorAlert';
import { ContactFields } from './ContactFields';
import classes from './Rsvp.module.css';
import { RsvpDetailsFields } from './RsvpDetailsFields';
import { type RsvpModalProps, type RsvpModalSteps, useRsvpModalSteps } from './useRsvpModalSteps';

/**
 * The RSVP modals of the event page: accept ('Join waitlist' / 'Accept invitation'), decline, and change
 * ('Confirm your RSVP'). An anonymous guest first gives a name and an e-mail or phone (Next), then answers;
 * a signed-in or tokened guest gets one step. Everything typed lives in the panel's draft, so a failed call or
 * closing the modal loses nothing.
 */
export function RsvpModal(props: RsvpModalProps) {
  const { draft, askContact, busy } = props;
  const steps = useRsvpModalSteps(props);
  const { kind, contactStep } = steps;
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
  return (
    <Modal
      opened={props.kind !== null}
      onClose={() => !busy && props.onClose()}
      title={steps.title}
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
          steps.submitForm();
        }}
      >
        <Stack gap="lg">
          {steps.twoSteps && <div className={classes.stepLabel}>Step {contactStep ? 1 : 2} of 2</div>}
          <RsvpModalIntro
            kind={kind}
            contactStep={contactStep}
            hostName={props.hostName}
            waitlist={props.waitlist}
          />
          {(contactStep || steps.showContactInline) && (
            <ContactFields
              draft={draft}
              errors={steps.contactErrors}
              askContact={askContact}
              preference={props.communicationPreference}
              hostName={props.hostName}
              disabled={busy}
              onChange={steps.changeContact}
            />
          )}
          {kind === 'change' && (
            <ChangeAnswerControl steps={steps} busy={busy} currentStatus={props.currentStatus} />
          )}
          {steps.showDetails && (
            <RsvpDetailsFields
              draft={draft}
              onChange={steps.changeDetails}
              openInvite={props.openInvite}
              questions={props.questions}
              answerErrors={steps.answerErrors}
              hostName={props.hostName}
              disabled={busy}
              songSearch={props.songSearch}
            />
          )}
          <ErrorAlert message={props.error} />
          <RsvpModalButtons steps={steps} busy={busy} />
        </Stack>
      </form>
    </Modal>
  );
}

/** The words over the fields: who the guest tells on the contact step, a decline's regret, a waitlist's review. */
function RsvpModalIntro({
  kind,
  contactStep,
  hostName,
  waitlist,
}: {
  kind: RsvpModalKind | null;
  contactStep: boolean;
  hostName: string;
  waitlist: boolean;
}) {
  return (
    <>
      {contactStep && (
        <Text size="sm" c="dimmed">
          Tell {hostName || 'the host'} who you are. We&apos;ll use this to send you updates about the party.
        </Text>
      )}
      {kind === 'decline' && (
        <Text size="sm" c="dimmed">
          Sorry you can&apos;t make it. We&apos;ll let {hostName || 'the host'} know.
        </Text>
      )}
      {kind === 'accept' && waitlist && !contactStep && (
        <Text size="sm" c="dimmed">
          This party has a guest list. {hostName || 'The host'} will review your request.
        </Text>
      )}
    </>
  );
}

/** The change modal's 'Going' / "Can't make it", and what turning a yes into a no clears. */
function ChangeAnswerControl({
  steps,
  busy,
  currentStatus,
}: {
  steps: RsvpModalSteps;
  busy: boolean;
  currentStatus: 'YES' | 'NO' | null;
}) {
  return (
    <>
      <SegmentedControl
        fullWidth
        radius="xl"
        size="md"
        aria-label="Your answer"
        value={steps.choice}
        disabled={busy}
        onChange={(value) => steps.setChoice(value as 'YES' | 'NO')}
        data={[
          { value: 'YES', label: 'Going' },
          { value: 'NO', label: "Can't make it" },
        ]}
      />
      {steps.choice === 'NO' && currentStatus === 'YES' && (
        <Text size="sm" c="dimmed">
          Your extra guests and your message to the host will be cleared.
        </Text>
      )}
    </>
  );
}

/** Back (on the second step), and Next or the answer's button. */
function RsvpModalButtons({ steps, busy }: { steps: RsvpModalSteps; busy: boolean }) {
  const { twoSteps, contactStep, kind } = steps;
  return (
    <Group
      justify={twoSteps && !contactStep ? 'space-between' : 'flex-end'}
      wrap="nowrap"
      className={classes.submitRow}
    >
      {twoSteps && !contactStep && (
        <Anchor component="button" type="button" size="sm" c="dimmed" disabled={busy} onClick={steps.back}>
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
          {steps.submitLabel}
        </Button>
      )}
    </Group>
  );
}
