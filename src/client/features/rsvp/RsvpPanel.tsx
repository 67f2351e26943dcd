import { Anchor, Button, Stack, Text } from '@mantine/core';
import { createPortal } from 'react-dom';
import { IconCheck, IconClockHour4, IconShieldCheck, IconX } from '@tabler/icons-react';
import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { partySizeLabel, rsvpStatusLine, usesWaitlist, waitlistHold } from '../../../shared/rsvp/rules';
import type { ActionNavigationState } from '../../../shared/rsvp/rsvpAction';
import { modalForResponse, statusLineParts } from '../../../shared/rsvp/panelRules';
import type { EventPageQuery } from '../../../shared/rsvp/rsvpLink';
import type { EventPage } from '../../../shared/events/eventPageSchema';
import type { GuestAccess } from './guestAccess';
import { notify } from '../../app/lib/notify';
import { AppDownloadModal, TextPermissionModal } from '../accounts';
import { GuestTextPermissionModal, RsvpModal, YouAreGoingModal } from './onDemand';
import classes from './Rsvp.module.css';
import { RsvpReceivedModal } from './RsvpReceivedModal';
import { useRsvpFlow } from './useRsvpFlow';

type RsvpPanelProps = {
  page: EventPage;
  eventId: string;
  access: GuestAccess;
  readOnly: boolean;
  query: EventPageQuery;
  onAccessChange: (access: GuestAccess) => void;
};

const STATUS_ICON = {
  YES: { icon: IconCheck, color: 'var(--mantine-color-teal-7)' },
  NO: { icon: IconX, color: 'var(--mantine-color-gray-7)' },
  PENDING_APPROVAL: { icon: IconClockHour4, color: 'var(--mantine-color-orange-7)' },
  DENIED: { icon: IconX, color: 'var(--mantine-color-red-7)' },
} as const;

/**
 * The guest's side of the event page (spec section 2, guest actions): Accept / Decline (or 'Get on the guest
 * list'), the status line with '(change)', 'Verify my account', 'Not {name}? Clear and update details', the RSVP
 * modals, and the prompts after an answer. On phones the answer buttons sit in a bar at the bottom. Hosts and
 * cohosts never see it (the page decides); read-only pages and cancelled parties show it disabled.
 */
export function RsvpPanel(props: RsvpPanelProps) {
  const { page, access, query } = props;
  const { event } = page;
  const flow = useRsvpFlow(props);
  const { invitee } = flow;
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const disabled = props.readOnly || event.cancelledTimestamp > 0;
  const waitlist = usesWaitlist(event.hasWaitlist, invitee?.role ?? null);
  const line = invitee ? rsvpStatusLine(invitee, event.hasWaitlist) : null;
  const answered = Boolean(line);

  // r=yes / r=no (and the action routes' state) open the matching modal once, when the page arrives.
  const handledResponse = useRef(false);
  useEffect(() => {
    if (handledResponse.current) return;
    handledResponse.current = true;
    const navState = (location.state ?? {}) as ActionNavigationState;
    if (!query.response || disabled) return;
    const { open, recorded } = modalForResponse(query.response, invitee, event.questions);
    if (open) flow.open(open);
    if (recorded) {
      const name = navState.inviteeName ?? invitee?.name;
      notify.info(
        navState.nonUpdateRSVPThroughEmail
          ? 'Your RSVP was already up to date.'
          : `Thanks${name ? `, ${name}` : ''}! Your RSVP has been recorded.`,
      );
    }
    // The answer is handled: a reload must not open the modal again.
    setSearchParams(
      (params) => {
        params.delete('r');
        return params;
      },
      { replace: true, state: location.state as unknown },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the page as it arrived
  }, []);

  const answerButtons = (
    <>
      <Button
        className={classes.bigButton}
        size="lg"
        disabled={disabled}
        loading={flow.opening === 'accept'}
        onPointerEnter={flow.prepare}
        onFocus={flow.prepare}
        onClick={() => flow.open('accept')}
      >
        {waitlist ? 'Get on the guest list' : 'Accept'}
      </Button>
      <Button
        className={classes.bigButton}
        size="lg"
        variant="default"
        disabled={disabled}
        loading={flow.opening === 'decline'}
        onPointerEnter={flow.prepare}
        onFocus={flow.prepare}
        onClick={() => flow.open('decline')}
      >
        Decline
      </Button>
    </>
  );

  const guestName = access.name ?? invitee?.name;
  const showForget =
    !props.readOnly && !flow.signedIn && Boolean(access.token || access.inviteeUuid) && Boolean(guestName);

  return (
    <>
      <section className={classes.panel} aria-label="Your RSVP" data-testid="rsvp-panel">
        {line && invitee ? (
          <StatusBlock
            line={line}
            disabled={disabled}
            cancelled={event.cancelledTimestamp > 0}
            onChange={() => flow.open('change')}
            onPrepare={flow.prepare}
            iconKey={
              invitee.rsvpStatus === 'YES'
                ? (waitlistHold(invitee, event.hasWaitlist) ?? 'YES')
                : (invitee.rsvpStatus as 'YES' | 'NO')
            }
            partySize={
              invitee.rsvpStatus === 'YES' && event.openInvite && invitee.additionalGuestCount > 0
                ? partySizeLabel(invitee.additionalGuestCount)
                : null
            }
            message={invitee.rsvpStatus === 'YES' ? invitee.rsvpMessage : null}
          />
        ) : (
          <>
            <div className={classes.heading}>{waitlist ? 'Want to join?' : 'Will you be there?'}</div>
            {/* The read-only page offers no reply at all, not even a disabled one. */}
            {!props.readOnly && (
              <div className={`${classes.actions} ${classes.desktopOnly}`}>{answerButtons}</div>
            )}
          </>
        )}
        {disabled && !event.cancelledTimestamp && (
          <Text size="sm" c="dimmed">
            Replies are turned off on this read-only page.
          </Text>
        )}
        {invitee && !invitee.isVerified && answered && !flow.signedIn && (
          <Button
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            leftSection={<IconShieldCheck size={18} />}
            disabled={disabled}
            onClick={flow.verifyAccount}
          >
            Verify my account
          </Button>
        )}
        {showForget && (
          <Text size="sm" c="dimmed">
            Not {guestName}?{' '}
            <Anchor component="button" type="button" size="sm" disabled={disabled} onClick={flow.forgetGuest}>
              Clear and update details
            </Anchor>
          </Text>
        )}
      </section>

      {!answered &&
        !disabled &&
        // In a portal: a blurred or transformed ancestor would pin a fixed bar to itself, not to the screen.
        // React's own portal: Mantine's mounts a render later (a layout effect's update, which makes the page's
        // first commit also run every effect of the page in the same long task).
        createPortal(
          <>
            <div className={classes.mobileSpacer} />
            <div className={classes.mobileBar} data-testid="rsvp-mobile-bar">
              {answerButtons}
            </div>
          </>,
          document.body,
        )}

      {!disabled && flow.draft && (
        <Suspense fallback={null}>
          <RsvpModal
            kind={flow.modal}
            onClose={flow.close}
            currentStatus={
              invitee?.rsvpStatus === 'YES' || invitee?.rsvpStatus === 'NO' ? invitee.rsvpStatus : null
            }
            waitlist={waitlist}
            openInvite={event.openInvite}
            questions={event.questions}
            hostName={event.hostedBy}
            draft={flow.draft}
            onDraftChange={flow.changeDraft}
            askName={flow.askName}
            askContact={flow.askContact}
            communicationPreference={event.communicationPreference}
            busy={flow.busy}
            error={flow.error}
            onSubmit={flow.submit}
            songSearch={event.playlistId ? { eventId: props.eventId, ...access } : undefined}
          />
        </Suspense>
      )}
      {flow.payoff && (
        <Suspense fallback={null}>
          <YouAreGoingModal
            event={event}
            access={access}
            askedToJoin={flow.payoff === 'askedToJoin'}
            onClose={flow.closeInvitation}
          />
        </Suspense>
      )}
      {flow.prompt === 'textPermission' &&
        (flow.signedIn ? (
          <TextPermissionModal opened onClose={flow.closePrompt} />
        ) : (
          <Suspense fallback={null}>
            <GuestTextPermissionModal
              answer={flow.lastAnswer}
              recorded={flow.recorded}
              onClose={flow.closePrompt}
            />
          </Suspense>
        ))}
      {flow.prompt === 'completeProfile' && <RsvpReceivedModal onClose={flow.closePrompt} />}
      {flow.storeLinks && (
        <AppDownloadModal
          opened={flow.prompt === 'appDownload'}
          onClose={flow.closePrompt}
          links={flow.storeLinks}
        />
      )}
    </>
  );
}

function StatusBlock({
  line,
  iconKey,
  disabled,
  cancelled,
  onChange,
  onPrepare,
  partySize,
  message,
}: {
  line: string;
  iconKey: keyof typeof STATUS_ICON;
  disabled: boolean;
  cancelled: boolean;
  onChange: () => void;
  onPrepare: () => void;
  partySize: string | null;
  message: string | null;
}) {
  const { text, changeable } = statusLineParts(line, { cancelled });
  const { icon: Icon, color } = STATUS_ICON[iconKey];
  return (
    <Stack gap={6}>
      <div className={classes.statusLine} data-testid="rsvp-status">
        <span className={classes.statusIcon} style={{ background: color }} aria-hidden="true">
          <Icon size={16} stroke={2.5} />
        </span>
        <span>
          {text}
          {changeable && (
            <>
              {' '}
              <Anchor
                component="button"
                type="button"
                className={classes.changeLink}
                disabled={disabled}
                onPointerEnter={onPrepare}
                onFocus={onPrepare}
                onClick={onChange}
              >
                (change)
              </Anchor>
            </>
          )}
        </span>
      </div>
      {(partySize || message) && (
        <Text size="sm" c="dimmed" className={classes.summary}>
          {partySize && <>Party of {partySize}</>}
          {partySize && message && ' · '}
          {message && <span className={classes.quote}>“{message}”</span>}
        </Text>
      )}
    </Stack>
  );
}
