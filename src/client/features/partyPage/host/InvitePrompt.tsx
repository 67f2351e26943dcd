import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './Host.module.css';

/** 'Is your invitation ready?' for a host who has not got guests yet (the page decides when). */
export function InvitePrompt({ eventId }: { eventId: string }) {
  return (
    <div className={classes.prompt} data-testid="invite-prompt">
      <span className={classes.promptIcon} aria-hidden="true">
        <IconMailForward size={26} />
      </span>
      <div className={classes.promptText}>
        <div className={classes.promptTitle}>Is your invitation ready?</div>
        <div>Send it to your guests and watch the RSVPs roll in.</div>
      </div>
      <Button component={Link} to={`/event/invite/${eventId}`} variant="white" color="elk" size="md">
        Invite guests now
      </Button>
    </div>
  );
}
