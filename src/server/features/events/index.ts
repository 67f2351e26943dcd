// What other features may use of events: the event as the wire shows it, the page a guest sees, the form a
// draft starts from, and the one budget for making parties.
export { eventInputOf, loadEventParts, presentEventPage } from './eventsPresent';
export { saveEventRateLimit } from './limits';
