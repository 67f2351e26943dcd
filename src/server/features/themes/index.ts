// What other features use of the themes feature: the inspirations the landing page's first paint shows.
export { eventInspirations, todayOr } from './inspirations';
