// What other features may use of notifications: the profile's message switch. Its unsubscribe page is loaded
// by the router.
export { MessageSettings } from './MessageSettings';
