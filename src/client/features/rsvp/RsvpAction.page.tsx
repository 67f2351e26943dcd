import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { loginUrlFor } from '../../../shared/auth/loginRedirect';
import { type ActionCall, actionOutcome, planAction } from '../../../shared/rsvp/rsvpAction';
import { actionRouteOf } from '../../../shared/rsvp/rsvpLink';
import { type UpdateAttendanceResult } from '../../../shared/rsvp/schema';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import { errorCode, errorMessage } from '../../app/lib/errors';
import { log } from '../../app/lib/log';
import { notify } from '../../app/lib/notify';
import { useTRPCClient } from '../../app/lib/trpc';
import { loadGuestAccess, saveGuestAccess } from './guestAccess';
import { useRsvpInvalidation } from './queries';
import { clearPendingRsvp, loadPendingRsvp } from './rsvpStorage';

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The invisible action routes (/event/rsvp/action, /event/unauthrsvp/action, /event/updateemail/action,
 * /event/updateuser/action): record the answer a link carries, then go on to the event page, or through a login
 * when the server asks for one. A missing or unknown event goes to '/'.
 */
export function RsvpActionPage() {
  useLinkedAction();
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          Saving your RSVP…
        </Text>
      </Stack>
    </Center>
  );
}

type TrpcClient = ReturnType<typeof useTRPCClient>;

function callAction(client: TrpcClient, action: ActionCall): Promise<UpdateAttendanceResult> {
  const rsvp = client.rsvp;
  if (action.procedure === 'updateAttendance') return rsvp.updateAttendance.mutate(action.input);
  if (action.procedure === 'updateAttendanceThroughEmail') {
    return rsvp.updateAttendanceThroughEmail.mutate(action.input);
  }
  return rsvp.updateAttendanceByLink.mutate(action.input);
}

/** For the login page's 'Sign in to RSVP' subtitle when the link did not carry the title. */
async function eventTitleFor(client: TrpcClient, id: string): Promise<string | undefined> {
  try {
    const { event } = await client.events.getEvent.query({ eventId: id, preview: true });
    return event.title.trim() || UNTITLED_PARTY;
  } catch (error) {
    log.info(`No title for the login page: ${String(error)}`);
    return undefined;
  }
}

/**
 * Once per visit: plans the call the link asks for, makes it, keeps the guest's access, then goes on to where
 * the outcome says (the event page, or a login first); a failure goes back to the event page with a notice.
 */
function useLinkedAction() {
  const { eventId } = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useTRPCClient();
  const { eventPages } = useRsvpInvalidation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const route = actionRouteOf(location.pathname);
    if (!eventId || !ID_PATTERN.test(eventId) || !route) {
      log.warn(`Event action route without a valid eventId (${location.pathname})`);
      navigate('/', { replace: true });
      return;
    }
    const stored = loadGuestAccess(eventId);
    const pending = route === 'updateuser' ? loadPendingRsvp(eventId) : null;
    const plan = planAction(route, eventId, params, stored, pending);
    for (const warning of plan.warnings) log.warn(warning);

    void (async () => {
      try {
        const result = await callAction(client, plan.call);
        if (pending) clearPendingRsvp(eventId);
        if (result.token || (result.inviteeId && route !== 'updateuser')) {
          saveGuestAccess(eventId, {
            inviteeUuid: result.inviteeId ?? undefined,
            token: result.token ?? undefined,
            ...(plan.link.name ? { name: plan.link.name } : {}),
          });
        }
        await eventPages();
        const outcome = actionOutcome(route, eventId, result, plan.link);
        if (outcome.kind === 'login') {
          const eventTitle = plan.link.eventTitle ?? (await eventTitleFor(client, eventId));
          navigate(
            loginUrlFor({ path: outcome.returnTo.split('?')[0]!, search: searchOf(outcome.returnTo) }),
            {
              replace: true,
              state: { eventId, eventTitle },
            },
          );
          return;
        }
        navigate(outcome.to, { replace: true, state: outcome.state });
      } catch (cause) {
        const code = errorCode(cause);
        if (code === 'NOT_FOUND') {
          log.warn(`Event action on a missing or unreadable event ${eventId}`, cause);
          navigate('/', { replace: true });
          return;
        }
        log.warn('Event action failed', cause);
        notify.error(errorMessage(cause, RSVP_MESSAGES.failed));
        navigate(`/event/${eventId}`, { replace: true });
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one call per visit of the route
  }, []);
}

function searchOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
}
