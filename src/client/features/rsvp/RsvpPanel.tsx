import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCheck, IconClockHour4, IconShieldCheck, IconX } from '@tabler/icons-react';
import { partySizeLabel, rsvpStatusLine, usesWaitlist, waitlistHold } from '../../../shared/rsvp/rules';
import { statusLineParts } from '../../../shared/rsvp/panelRules';
import type { EventPageQuery } from '../../../shared/rsvp/rsvpLink';
import type { EventPage } from '../../../shared/events/eventPageSchema';
import type { GuestAccess } from './guestAccess';
import { AnswerButtons, MobileAnswerBar } from './AnswerButtons';
import classes from './Rsvp.module.css';
import { RsvpPanelModals } from './RsvpPanelModals';
import { useResponseFromLink } from './useResponseFromLink';
import { type RsvpFlow, useRsvpFlow } from './useRsvpFlow';

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
  const disabled = props.readOnly || event.cancelledTimestamp > 0;
  const waitlist = usesWaitlist(event.hasWaitlist, invitee?.role ?? null);
  const line = invitee ? rsvpStatusLine(invitee, event.hasWaitlist) : null;
  const answered = Boolean(line);
  useResponseFromLink({ query, disabled, invitee, questions: event.questions, open: flow.open });

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
            {...statusDetails(invitee, event)}
          />
        ) : (
          <>
            <div className={classes.heading}>{waitlist ? 'Want to join?' : 'Will you be there?'}</div>
            {/* The read-only page offers no reply at all, not even a disabled one. */}
            {!props.readOnly && (
              <div className={`${classes.actions} ${classes.desktopOnly}`}>
                <AnswerButtons flow={flow} disabled={disabled} waitlist={waitlist} />
              </div>
            )}
          </>
        )}
        {disabled && !event.cancelledTimestamp && (
          <Text size="sm" c="dimmed">
            Replies are turned off on this read-only page.
          </Text>
        )}
        <GuestIdentityActions
          flow={flow}
          access={access}
          answered={answered}
          readOnly={props.readOnly}
          disabled={disabled}
        />
      </section>
      {!answered && !disabled && <MobileAnswerBar flow={flow} disabled={disabled} waitlist={waitlist} />}
      <RsvpPanelModals
        flow={flow}
        event={event}
        eventId={props.eventId}
        access={access}
        disabled={disabled}
        waitlist={waitlist}
      />
    </>
  );
}

/** The status line's icon, the party size of an open invitation's yes, and the yes's message. */
function statusDetails(
  invitee: NonNullable<EventPage['viewer']['invitee']>,
  event: EventPage['event'],
): { iconKey: keyof typeof STATUS_ICON; partySize: string | null; message: string | null } {
  const yes = invitee.rsvpStatus === 'YES';
  return {
    iconKey: yes ? (waitlistHold(invitee, event.hasWaitlist) ?? 'YES') : (invitee.rsvpStatus as 'YES' | 'NO'),
    partySize:
      yes && event.openInvite && invitee.additionalGuestCount > 0
        ? partySizeLabel(invitee.additionalGuestCount)
        : null,
    message: yes ? invitee.rsvpMessage : null,
  };
}

/** 'Verify my account' for an unverified answer, and 'Not {name}? Clear and update details' for a remembered guest. */
function GuestIdentityActions({
  flow,
  access,
  answered,
  readOnly,
  disabled,
}: {
  flow: RsvpFlow;
  access: GuestAccess;
  answered: boolean;
  readOnly: boolean;
  disabled: boolean;
}) {
  const { invitee } = flow;
  const guestName = access.name ?? invitee?.name;
  const showForget =
    !readOnly && !flow.signedIn && Boolean(access.token || access.inviteeUuid) && Boolean(guestName);
  return (
    <>
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
