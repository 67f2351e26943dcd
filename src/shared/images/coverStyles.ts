// The cover styles of spec section 3, in its order. Each says how an image model should paint it (the words go
// into the prompt) and which look the built-in generator gives it.

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

/** What an image model is asked for in each style (None adds nothing). */
export const COVER_STYLE_PROMPTS: Record<CoverStyle, string> = {
  'Abstract Art': 'as bold abstract art: overlapping geometric shapes, primary colours, confident lines',
  Baroque: 'in an opulent Baroque style: gilded ornament, deep crimson velvet, dramatic chiaroscuro',
  Classical: 'in a Classical style: marble, Greek columns, laurel, calm symmetry and soft daylight',
  Cubist: 'as a Cubist painting: fragmented planes, several viewpoints at once, earthy ochres and greys',
  'Fairy Tale': 'as a fairy-tale illustration: pastel colours, sparkles, a soft magical glow',
  Fantasy: 'as epic fantasy art: a glowing night sky, distant mountains, luminous magic',
  Gothic: 'in a Gothic style: pointed arches, stained glass, candlelight and deep shadows',
  Noir: 'as a black-and-white film noir still: hard light through blinds, long shadows, grain',
  Painterly: 'as a loose painterly oil painting: visible brush strokes and rich blended colour',
  'Pop Art': 'as Pop Art: flat bright colours, halftone dots, thick black outlines, comic energy',
  Renaissance: 'as a Renaissance painting: sfumato, warm umber tones, an arched window onto hills',
  Sophisticated: 'in a sophisticated minimal style: lots of space, fine gold lines, elegant restraint',
  'Street Art': 'as street art: a spray-painted brick wall, neon colours, drips and stencils',
  'Van Gogh': 'in the style of Van Gogh: swirling impasto strokes, deep blues and glowing yellows',
  None: '',
};

export const DEFAULT_COVER_STYLE: CoverStyle = 'None';

/** `value` when it is one of the styles (a remembered choice read back from storage), else null. */
export const asCoverStyle = (value: unknown): CoverStyle | null =>
  (COVER_STYLES as readonly unknown[]).includes(value) ? (value as CoverStyle) : null;
