// In a module of its own: the party page's first-visit code needs this, not the wall's words (copy.ts).

/** The wall's element id on the party page: a wall notice's link ends in #wall, and the page scrolls there. */
export const WALL_ANCHOR = 'wall';
