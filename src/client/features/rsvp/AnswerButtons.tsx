import { Button } from '@mantine/core';
import { createPortal } from 'react-dom';
import classes from './Rsvp.module.css';
import type { RsvpFlow } from './useRsvpFlow';

type AnswerButtonsProps = { flow: RsvpFlow; disabled: boolean; waitlist: boolean };

/** Accept (or 'Get on the guest list') and Decline; pointing at one starts loading the modals' code. */
export function AnswerButtons({ flow, disabled, waitlist }: AnswerButtonsProps) {
  return (
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
}

/**
 * The answer buttons in a bar at the bottom of a phone's screen. In a portal: a blurred or transformed ancestor
 * would pin a fixed bar to itself, not to the screen. React's own portal: Mantine's mounts a render later (a
 * layout effect's update, which makes the page's first commit also run every effect of the page in the same
 * long task).
 */
export function MobileAnswerBar(props: AnswerButtonsProps) {
  return createPortal(
    <>
      <div className={classes.mobileSpacer} />
      <div className={classes.mobileBar} data-testid="rsvp-mobile-bar">
        <AnswerButtons {...props} />
      </div>
    </>,
    document.body,
  );
}
