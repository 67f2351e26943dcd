import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { log } from '../../lib/log';

// The event page, invitation management and RSVP links are built by later issues; these placeholders keep
// every event route working meanwhile.

export function EventViewPage() {
  return <ComingSoon title="You're invited!">Event pages are coming soon.</ComingSoon>;
}

export function EventOtherPage() {
  return <ComingSoon title="Almost there">This party page is coming soon.</ComingSoon>;
}

/** Invisible action routes (RSVP by link and similar). */
export function EventActionPage() {
  const { eventId } = useParams();
  useEffect(() => {
    if (!eventId) log.warn('Event action route without an eventId');
  }, [eventId]);
  return <ComingSoon title="Almost there">Answering from a link is coming soon.</ComingSoon>;
}
