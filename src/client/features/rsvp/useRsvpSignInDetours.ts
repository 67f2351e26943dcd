import { useNavigate } from 'react-router';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { loginUrlFor } from '../../../shared/auth/loginRedirect';
import { rsvpLinkSearch } from '../../../shared/rsvp/rsvpLink';
import type { UpdateAttendanceInput } from '../../../shared/rsvp/schema';
import type { EventPage } from '../../../shared/events/eventPageSchema';
import { savePendingRsvp } from './rsvpStorage';

/** The two ways an RSVP leaves for the login page and comes back: to record an answer, or to claim an invitation. */
export function useRsvpSignInDetours({
  eventId,
  event,
  invitee,
  inviteeId,
  token,
}: {
  eventId: string;
  event: EventPage['event'];
  invitee: EventPage['viewer']['invitee'];
  inviteeId: string | undefined;
  token: string | undefined;
}) {
  const navigate = useNavigate();
  const eventTitle = event.title.trim() || UNTITLED_PARTY;

  /** The server knows this contact: sign in as them, then /event/updateuser/action records this answer. */
  const loginThenAnswer = (answer: UpdateAttendanceInput) => {
    savePendingRsvp(eventId, { invitee: answer.invitee });
    const search = rsvpLinkSearch({
      r: answer.invitee.rsvpStatus.toLowerCase(),
      inviteeUuid: answer.invitee.inviteeId,
      eventTitle: event.title || undefined,
      name: answer.invitee.name,
      email: typeof answer.invitee.email === 'string' ? answer.invitee.email : undefined,
      message: answer.invitee.rsvpMessage,
      guestCount: answer.invitee.additionalGuestCount,
      // The channel the guest picked (np) survives the sign-in detour.
      notificationPreference: answer.invitee.notificationPreference ?? undefined,
    });
    navigate(loginUrlFor({ path: `/event/updateuser/action/${eventId}`, search }), {
      state: { eventId, eventTitle, page: answer.invitee.phone ? 'phone' : 'email' },
    });
  };

  /** 'Verify my account': sign in, then come back to this invitation (its link claims it for the account). */
  const verifyAccount = () => {
    const params = new URLSearchParams();
    if (inviteeId) params.set('iu', inviteeId);
    if (token) params.set('token', token);
    const search = params.size ? `?${params}` : '';
    navigate(loginUrlFor({ path: `/event/${eventId}`, search }), {
      state: { eventId, eventTitle, page: invitee?.phone && !invitee.email ? 'phone' : 'email' },
    });
  };

  return { loginThenAnswer, verifyAccount };
}
