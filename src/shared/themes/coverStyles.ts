// The cover styles (spec section 3), apart from the suggestions that use them: the landing page's style chips
// need only the names.

/** The cover styles of spec section 3. */
export const COVER_STYLES = [
  'Abstract Art',
  'Baroque',
  'Classical',
  'Cubist',
  'Fairy Tale',
  'Fantasy',
  'Gothic',
  'Noir',
  'Painterly',
  'Pop Art',
  'Renaissance',
  'Sophisticated',
  'Street Art',
  'Van Gogh',
  'None',
] as const;
export type CoverStyle = (typeof COVER_STYLES)[number];
