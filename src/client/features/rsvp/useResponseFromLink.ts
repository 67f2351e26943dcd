import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { RsvpModalKind } from '../../../shared/rsvp/panelRules';
import { modalForResponse } from '../../../shared/rsvp/panelRules';
import type { ActionNavigationState } from '../../../shared/rsvp/rsvpAction';
import type { EventPageQuery } from '../../../shared/rsvp/rsvpLink';
import type { EventPage } from '../../../shared/events/eventPageSchema';
import { notify } from '../../app/lib/notify';

/**
 * r=yes / r=no (and the action routes' state) open the matching modal once, when the page arrives, or say the
 * answer was recorded; then r leaves the address, so a reload does not do it again.
 */
export function useResponseFromLink({
  query,
  disabled,
  invitee,
  questions,
  open,
}: {
  query: EventPageQuery;
  disabled: boolean;
  invitee: EventPage['viewer']['invitee'];
  questions: EventPage['event']['questions'];
  open: (kind: RsvpModalKind) => void;
}) {
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const handledResponse = useRef(false);
  useEffect(() => {
    if (handledResponse.current) return;
    handledResponse.current = true;
    const navState = (location.state ?? {}) as ActionNavigationState;
    if (!query.response || disabled) return;
    const { open: modal, recorded } = modalForResponse(query.response, invitee, questions);
    if (modal) open(modal);
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
}
