// What other features may use of cohosts: the organizer's cohost link (getEvent shows it to the host only).
export { organizerCohostLink } from './organizerLink';
