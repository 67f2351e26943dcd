// What other features use of the legal feature. Its pages are loaded by the router.
export { useSiteDetails } from './queries';
