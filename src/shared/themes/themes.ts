// The theme catalogue (spec section 3): main categories, their sub-categories and numbered themes. The landing
// menu, quick-create (/instant) and the built-in cover gallery all read it. Emoji are Twemoji code points
// (files of @twemoji/svg, CC-BY 4.0).

export { CATEGORY_MENU, THEME_CATEGORIES, THEME_SUB_CATEGORIES } from './themeCategories';
export type { ThemeCategory, ThemeSubCategory } from './themeCategories';
import type { ThemeCategory, ThemeSubCategory } from './themeCategories';

/** Background art of a built-in cover. */
export const COVER_PATTERNS = [
  'confetti',
  'dots',
  'stripes',
  'rays',
  'waves',
  'stars',
  'bubbles',
  'checks',
] as const;
export type CoverPattern = (typeof COVER_PATTERNS)[number];

export type ThemePalette = {
  /** Gradient start and end of the background. */
  from: string;
  to: string;
  /** Shapes and pattern. */
  accent: string;
  /** Text colour that reads on `from` (contrast at least 4.5:1). */
  ink: string;
};

export type Theme = {
  /** The theme's number, stable across releases (used as the inspiration id). */
  id: number;
  slug: string;
  title: string;
  category: ThemeCategory;
  subCategory: ThemeSubCategory;
  /** The main motif, a Twemoji code point such as '1f383'. */
  emoji: string;
  /** Smaller motifs scattered around the main one. */
  motifs: readonly string[];
  palette: ThemePalette;
  pattern: CoverPattern;
  /** The default description quick-create starts with. */
  description: string;
  /** A general theme that stands alone in its sub-category. */
  solo?: boolean;
};

type Row = Omit<Theme, 'id' | 'category' | 'subCategory' | 'palette'> & {
  palette: [from: string, to: string, accent: string, ink: string];
};

const p = (...rows: Row[]) => rows;

const CATALOGUE: Array<[ThemeCategory, ThemeSubCategory, Row[]]> = [
  [
    'Parties',
    'Holidays',
    p(
      {
        slug: 'oktoberfest',
        title: 'Oktoberfest',
        emoji: '1f37a',
        motifs: ['1f968', '1f32d'],
        palette: ['#fff4d6', '#ffd27a', '#2f6fd6', '#3b2500'],
        pattern: 'checks',
        description:
          'Prost! Pretzels, steins and polka for our own little Oktoberfest. Lederhosen encouraged.',
      },
      {
        slug: 'halloween',
        title: 'Halloween',
        emoji: '1f383',
        motifs: ['1f47b', '1f987', '1f36c'],
        palette: ['#2b1055', '#4a1a6b', '#ff7a18', '#ffffff'],
        pattern: 'stars',
        description:
          'Creep it real! Costumes required, candy provided, and the spookiest outfit wins a prize.',
      },
      {
        slug: 'thanksgiving',
        title: 'Thanksgiving',
        emoji: '1f983',
        motifs: ['1f341', '1f967', '1f33d'],
        palette: ['#fff1e0', '#f7b267', '#b5471b', '#3d1c05'],
        pattern: 'waves',
        description:
          'Gather round the table! Bring your appetite, your favourite side dish and something you are grateful for.',
      },
      {
        slug: 'holiday-party',
        title: 'Holiday Party',
        emoji: '1f384',
        motifs: ['1f381', '2744', '1f36a'],
        palette: ['#0f3d2e', '#1d6b4f', '#e8c15a', '#ffffff'],
        pattern: 'dots',
        description:
          'Deck the halls with us! Cocoa, cookies, carols and an ugly-sweater contest to close out the year.',
      },
      {
        slug: 'new-years-eve',
        title: "New Year's Eve",
        emoji: '1f386',
        motifs: ['1f942', '2728', '1f389'],
        palette: ['#0b0b2b', '#2a1f5c', '#f5c542', '#ffffff'],
        pattern: 'confetti',
        description:
          'Ring in the new year with bubbles, music and a countdown to midnight. Sparkle is the dress code.',
      },
      {
        slug: 'lunar-new-year',
        title: 'Lunar New Year',
        emoji: '1f9e7',
        motifs: ['1f3ee', '1f95f', '1f34a'],
        palette: ['#8b0000', '#c8102e', '#ffd447', '#ffffff'],
        pattern: 'bubbles',
        description:
          'Celebrate the Lunar New Year with dumplings, red envelopes and good fortune for everyone.',
      },
      {
        slug: 'super-bowl',
        title: 'Super Bowl Party',
        emoji: '1f3c8',
        motifs: ['1f3c6', '1f32d', '1f37b'],
        palette: ['#0b3d1f', '#166534', '#ffffff', '#ffffff'],
        pattern: 'stripes',
        description:
          'Game day! Wings, dips and the big screen. Wear your team colours and bring your loudest cheer.',
      },
      {
        slug: 'galentines',
        title: "Galentine's Day",
        emoji: '1f496',
        motifs: ['1f338', '1f9c1', '1f485'],
        palette: ['#ffdeeb', '#fcc2d7', '#e64980', '#5c0f2e'],
        pattern: 'bubbles',
        description:
          'Ladies celebrating ladies! Brunch, bubbly and the best company. Waffles are non-negotiable.',
      },
      {
        slug: 'valentines',
        title: "Valentine's Day",
        emoji: '1f498',
        motifs: ['1f339', '1f48c', '1f36b'],
        palette: ['#7a0b2a', '#c2185b', '#ffb3c7', '#ffffff'],
        pattern: 'dots',
        description: 'Love is in the air. Join us for an evening of chocolate, roses and good company.',
      },
      {
        slug: 'mardi-gras',
        title: 'Mardi Gras',
        emoji: '1f3ad',
        motifs: ['1f3b7', '1f451', '2728'],
        palette: ['#3b0a57', '#6a1b9a', '#f5c400', '#ffffff'],
        pattern: 'confetti',
        description: 'Laissez les bons temps rouler! Beads, masks, king cake and a brass band soundtrack.',
      },
      {
        slug: 'st-patricks',
        title: "St. Patrick's Day",
        emoji: '2618',
        motifs: ['1f340', '1f37a', '1f308'],
        palette: ['#e6f7e9', '#8fd19e', '#1b7f3a', '#0b3318'],
        pattern: 'dots',
        description: 'Wear your green and join us for a pint, a jig and a little luck of the Irish.',
      },
      {
        slug: 'easter',
        title: 'Easter Brunch',
        emoji: '1f423',
        motifs: ['1f95a', '1f337', '1f430'],
        palette: ['#fff9db', '#d3f9d8', '#f783ac', '#3b3200'],
        pattern: 'bubbles',
        description: 'Hop on over for brunch, pastel everything and an egg hunt in the garden.',
      },
      {
        slug: 'cinco-de-mayo',
        title: 'Cinco de Mayo',
        emoji: '1f32e',
        motifs: ['1f336', '1f335', '1f37e'],
        palette: ['#fff3bf', '#ffa94d', '#2b8a3e', '#3d1f00'],
        pattern: 'stripes',
        description: 'Tacos, margaritas and music. Come hungry and ready to celebrate!',
      },
      {
        slug: 'mothers-day',
        title: "Mother's Day",
        emoji: '1f490',
        motifs: ['1f337', '2615', '1f496'],
        palette: ['#fff0f6', '#fcc2d7', '#d6336c', '#5c0f2e'],
        pattern: 'waves',
        description: 'A little celebration for the moms who do it all. Flowers, brunch and lots of love.',
      },
      {
        slug: 'fathers-day',
        title: "Father's Day",
        emoji: '1f454',
        motifs: ['1f356', '26f3', '1f37a'],
        palette: ['#e7f0ff', '#a5c8ff', '#1c4e9c', '#0b1f3d'],
        pattern: 'checks',
        description: 'Fire up the grill! A laid-back afternoon to celebrate the dads in our lives.',
      },
      {
        slug: 'fourth-of-july',
        title: '4th of July',
        emoji: '1f387',
        motifs: ['1f386', '1f32d', '1f349'],
        palette: ['#0b1e4a', '#1e3a8a', '#e03131', '#ffffff'],
        pattern: 'stars',
        description: 'Burgers, sparklers and fireworks. Celebrate Independence Day with us!',
      },
    ),
  ],
  [
    'Parties',
    'Entertaining & Celebrations',
    p(
      {
        slug: 'dinner-party',
        title: 'Dinner Party',
        emoji: '1f37d',
        motifs: ['1f377', '1f56f', '1f35d'],
        palette: ['#1f1a17', '#3d2f26', '#e0b973', '#ffffff'],
        pattern: 'dots',
        description: 'Pull up a chair. A long table, good food and better conversation await.',
      },
      {
        slug: 'cocktail-party',
        title: 'Cocktail Party',
        emoji: '1f378',
        motifs: ['1f379', '1f34b', '2728'],
        palette: ['#0d3b45', '#146c7a', '#ffd166', '#ffffff'],
        pattern: 'rays',
        description: 'Shaken, stirred and served with style. Dress up and join us for cocktails.',
      },
      {
        slug: 'game-night',
        title: 'Game Night',
        emoji: '1f3b2',
        motifs: ['1f0cf', '265f', '1f37f'],
        palette: ['#1b1b3a', '#3b2f83', '#4dd4ac', '#ffffff'],
        pattern: 'checks',
        description:
          'Board games, card games and friendly trash talk. Snacks on us, bragging rights up for grabs.',
      },
      {
        slug: 'brunch',
        title: 'Brunch',
        emoji: '1f95e',
        motifs: ['2615', '1f353', '1f95a'],
        palette: ['#fff8e6', '#ffe0a3', '#f08c00', '#3d2a00'],
        pattern: 'bubbles',
        description: 'Pancakes, coffee and mimosas. The most important meal of the weekend.',
      },
      {
        slug: 'housewarming',
        title: 'Housewarming',
        emoji: '1f3e1',
        motifs: ['1fab4', '1f511', '1f37e'],
        palette: ['#f1f8ee', '#c3e6b5', '#5c940d', '#1f3306'],
        pattern: 'stripes',
        description: 'We moved! Come see the new place, raise a glass and help us make it feel like home.',
      },
      {
        slug: 'graduation',
        title: 'Graduation Party',
        emoji: '1f393',
        motifs: ['1f4dc', '1f389', '2b50'],
        palette: ['#111827', '#1f2a44', '#f5c542', '#ffffff'],
        pattern: 'confetti',
        description: 'The tassel was worth the hassle! Celebrate the graduate with us.',
      },
      {
        slug: 'pizza-party',
        title: 'Pizza Party',
        emoji: '1f355',
        motifs: ['1f345', '1f9c0', '1f964'],
        palette: ['#fff3bf', '#ffd8a8', '#e8590c', '#4a2100'],
        pattern: 'checks',
        description: 'Slices on slices. Bring your appetite and your hottest take on pineapple.',
      },
      {
        slug: 'backyard-bbq',
        title: 'Backyard BBQ',
        emoji: '1f356',
        motifs: ['1f525', '1f33d', '1f349'],
        palette: ['#fff4e6', '#ffc078', '#c92a2a', '#3d1300'],
        pattern: 'stripes',
        description: 'Grill is hot, drinks are cold. Join us in the backyard for burgers and sunshine.',
      },
    ),
  ],
  [
    'Parties',
    'Themed Parties',
    p(
      {
        slug: 'disco',
        title: 'Disco Night',
        emoji: '1faa9',
        motifs: ['2728', '1f57a', '1f3b6'],
        palette: ['#1b1b3a', '#3b2f83', '#c45ae4', '#ffffff'],
        pattern: 'rays',
        description: 'Boogie down under the mirror ball. Bell-bottoms, platforms and glitter welcome.',
      },
      {
        slug: 'spring-party',
        title: 'Spring Party',
        emoji: '1f337',
        motifs: ['1f33c', '1f98b', '1f33f'],
        palette: ['#f3fff0', '#c0eb75', '#e64980', '#1f3306'],
        pattern: 'bubbles',
        description: 'Spring has sprung! Fresh flowers, fresh air and a fresh excuse to get together.',
      },
      {
        slug: 'summer-party',
        title: 'Summer Party',
        emoji: '1f3d6',
        motifs: ['2600', '1f349', '1f3c4'],
        palette: ['#c5f6fa', '#99e9f2', '#ffa94d', '#08343b'],
        pattern: 'waves',
        description: 'Sun, sand and sangria. Kick off summer with us.',
      },
      {
        slug: 'karaoke',
        title: 'Karaoke Night',
        emoji: '1f3a4',
        motifs: ['1f3b6', '1f3b5', '2b50'],
        palette: ['#240046', '#5a189a', '#ff4d9d', '#ffffff'],
        pattern: 'stars',
        description: 'Warm up those vocal cords. Power ballads encouraged, duets mandatory.',
      },
      {
        slug: 'murder-mystery',
        title: 'Murder Mystery',
        emoji: '1f50d',
        motifs: ['1f5dd', '1f56f', '2753'],
        palette: ['#121212', '#2b2b2b', '#c9a227', '#ffffff'],
        pattern: 'checks',
        description: 'Someone at this party has a secret. Arrive in character and trust no one.',
      },
      {
        slug: 'luau',
        title: 'Luau',
        emoji: '1f33a',
        motifs: ['1f334', '1f34d', '1f965'],
        palette: ['#fff0e6', '#ffb38a', '#0ca678', '#3d1400'],
        pattern: 'waves',
        description: 'Aloha! Leis, tiki torches and tropical drinks under the stars.',
      },
      {
        slug: 'eighties',
        title: "Totally '80s",
        emoji: '1f4fc',
        motifs: ['1f579', '1f3b8', '26a1'],
        palette: ['#14003d', '#3a0ca3', '#f72585', '#ffffff'],
        pattern: 'stripes',
        description: 'Big hair, neon and mixtapes. Party like it is 1985.',
      },
      {
        slug: 'fall-party',
        title: 'Fall Gathering',
        emoji: '1f341',
        motifs: ['1f342', '1f34e', '2615'],
        palette: ['#fff4e6', '#ffb56b', '#a63c06', '#3d1a00'],
        pattern: 'waves',
        description: 'Sweater weather is here. Cider, a crackling fire and cozy company.',
      },
    ),
  ],
  [
    'Parties',
    'Sports and Activities',
    p(
      {
        slug: 'watch-party',
        title: 'Watch Party',
        emoji: '1f4fa',
        motifs: ['1f37f', '1f3c6', '1f4e3'],
        palette: ['#0b1d33', '#163a5f', '#ffb703', '#ffffff'],
        pattern: 'rays',
        description: 'Big game, big screen, big snacks. Come cheer with us!',
      },
      {
        slug: 'hike',
        title: 'Group Hike',
        emoji: '1f97e',
        motifs: ['26f0', '1f332', '1f305'],
        palette: ['#e6f4ea', '#a8d5ba', '#2d6a4f', '#0f2a1d'],
        pattern: 'waves',
        description: 'Lace up! A scenic trail, good views and a picnic at the top.',
      },
      {
        slug: 'bowling',
        title: 'Bowling Night',
        emoji: '1f3b3',
        motifs: ['1f3c5', '1f37a', '2b50'],
        palette: ['#101a3d', '#27348b', '#ff6b6b', '#ffffff'],
        pattern: 'dots',
        description: 'Strikes, spares and gutter balls. Shoes provided, glory optional.',
      },
      {
        slug: 'golf',
        title: 'Golf Outing',
        emoji: '26f3',
        motifs: ['1f3cc', '2600', '1f3c6'],
        palette: ['#ebfbee', '#8ce99a', '#2b8a3e', '#0b3318'],
        pattern: 'stripes',
        description: 'Tee time! Eighteen holes, friendly wagers and drinks at the clubhouse.',
      },
      {
        slug: 'soccer',
        title: 'Pickup Soccer',
        emoji: '26bd',
        motifs: ['1f945', '1f3c6', '1f4aa'],
        palette: ['#e3fafc', '#66d9e8', '#0b7285', '#08343b'],
        pattern: 'checks',
        description: 'Boots on! A friendly match for all levels, with snacks at half-time.',
      },
    ),
  ],
  [
    'Adult Birthday',
    'Birthday Themes',
    p(
      {
        slug: 'thirtieth',
        title: 'Dirty Thirty',
        emoji: '1f942',
        motifs: ['2728', '1f37e', '1f389'],
        palette: ['#1a1a1a', '#333333', '#e5c07b', '#ffffff'],
        pattern: 'confetti',
        description: 'Thirty, flirty and thriving. Help me toast a new decade!',
      },
      {
        slug: 'fortieth',
        title: 'Fabulous Forty',
        emoji: '1f37e',
        motifs: ['1f942', '2b50', '1f38a'],
        palette: ['#2c0b3f', '#5b1a78', '#ffd166', '#ffffff'],
        pattern: 'rays',
        description: 'Forty never looked so good. Come celebrate with bubbles and dancing.',
      },
      {
        slug: 'milestone-birthday',
        title: 'Milestone Birthday',
        emoji: '1f389',
        motifs: ['1f382', '1f388', '1f381'],
        palette: ['#fff0f6', '#ffc9de', '#7048e8', '#3b0d24'],
        pattern: 'confetti',
        description: 'A big birthday deserves a big party. Join us to celebrate the years and the stories.',
      },
      {
        slug: 'birthday-dinner',
        title: 'Birthday Dinner',
        emoji: '1f370',
        motifs: ['1f377', '1f56f', '1f490'],
        palette: ['#fdf6ec', '#f2d7b6', '#9c6644', '#3d2410'],
        pattern: 'dots',
        description: 'Dinner, drinks and dessert to celebrate another trip around the sun.',
      },
    ),
  ],
  [
    'Adult Birthday',
    'General birthdays',
    p({
      slug: 'birthday-party',
      title: 'Birthday Party',
      emoji: '1f382',
      motifs: ['1f388', '1f381', '1f389'],
      palette: ['#fae5ff', '#f0c6fb', '#9231b2', '#3b0a4d'],
      pattern: 'confetti',
      description: "It's my birthday and I'd love to celebrate with you! Cake, drinks and good times.",
      solo: true,
    }),
  ],
  [
    'Kids Birthday',
    'Birthday Themes',
    p(
      {
        slug: 'dinosaur',
        title: 'Dino Party',
        emoji: '1f996',
        motifs: ['1f995', '1f30b', '1f334'],
        palette: ['#ebfbee', '#b2f2bb', '#f76707', '#0b3318'],
        pattern: 'dots',
        description: 'Roar! Join our dino explorers for fossils, games and a dino-mite cake.',
      },
      {
        slug: 'unicorn',
        title: 'Unicorn Party',
        emoji: '1f984',
        motifs: ['1f308', '2728', '1f9c1'],
        palette: ['#f8f0fc', '#e5dbff', '#f06595', '#3b0d4d'],
        pattern: 'stars',
        description: 'A magical afternoon of rainbows, sparkles and unicorn treats.',
      },
      {
        slug: 'space',
        title: 'Space Adventure',
        emoji: '1f680',
        motifs: ['1fa90', '2b50', '1f30c'],
        palette: ['#0b0b2b', '#1b1b5e', '#74c0fc', '#ffffff'],
        pattern: 'stars',
        description: '3, 2, 1… blast off! Astronauts wanted for a party that is out of this world.',
      },
      {
        slug: 'princess',
        title: 'Princess Party',
        emoji: '1f451',
        motifs: ['1f3f0', '2728', '1f338'],
        palette: ['#fff0f6', '#fcc2d7', '#ae3ec9', '#5c0f2e'],
        pattern: 'bubbles',
        description: 'Royal guests are invited to a tea party fit for a princess. Tiaras welcome.',
      },
      {
        slug: 'superhero',
        title: 'Superhero Party',
        emoji: '1f9b8',
        motifs: ['26a1', '1f4a5', '2b50'],
        palette: ['#e7f5ff', '#a5d8ff', '#e03131', '#0b2545'],
        pattern: 'rays',
        description: 'Calling all heroes! Capes on for a day of missions, games and super snacks.',
      },
      {
        slug: 'under-the-sea',
        title: 'Under the Sea',
        emoji: '1f420',
        motifs: ['1f419', '1f41a', '1f433'],
        palette: ['#e3fafc', '#66d9e8', '#f08c00', '#08343b'],
        pattern: 'bubbles',
        description: 'Dive in for an ocean adventure with mermaids, fish and a treasure hunt.',
      },
    ),
  ],
  [
    'Kids Birthday',
    'General birthdays',
    p({
      slug: 'kids-birthday',
      title: 'Kids Birthday',
      emoji: '1f388',
      motifs: ['1f382', '1f381', '1f36d'],
      palette: ['#fff9db', '#ffec99', '#1c7ed6', '#3b3200'],
      pattern: 'confetti',
      description: 'Balloons, cake and lots of fun! Come celebrate our birthday kid.',
      solo: true,
    }),
  ],
  [
    'Wedding',
    'Showers & Parties',
    p(
      {
        slug: 'bridal-shower',
        title: 'Bridal Shower',
        emoji: '1f470',
        motifs: ['1f490', '1f48d', '1f942'],
        palette: ['#fff5f5', '#ffe3e3', '#c2255c', '#4d0f1f'],
        pattern: 'waves',
        description: 'Join us to shower the bride-to-be with love, laughter and a little bubbly.',
      },
      {
        slug: 'bachelorette',
        title: 'Bachelorette',
        emoji: '1f483',
        motifs: ['1f942', '1f48e', '2728'],
        palette: ['#2b0a3d', '#6a1b9a', '#ff8cc6', '#ffffff'],
        pattern: 'confetti',
        description: 'Last fling before the ring! One night, one bride, all the fun.',
      },
      {
        slug: 'bachelor',
        title: 'Bachelor Party',
        emoji: '1f57a',
        motifs: ['1f943', '1f3b2', '1f3b3'],
        palette: ['#0f172a', '#1e293b', '#38bdf8', '#ffffff'],
        pattern: 'checks',
        description: 'Before he says I do, we say let us go. A send-off for the groom-to-be.',
      },
      {
        slug: 'engagement-party',
        title: 'Engagement Party',
        emoji: '1f48d',
        motifs: ['1f942', '1f495', '2728'],
        palette: ['#fdf7ef', '#f3e1c7', '#b08d57', '#3d2c10'],
        pattern: 'dots',
        description: 'They said yes! Join us to celebrate the happy couple.',
      },
    ),
  ],
  [
    'Wedding',
    'Wedding Weekend',
    p(
      {
        slug: 'rehearsal-dinner',
        title: 'Rehearsal Dinner',
        emoji: '1f377',
        motifs: ['1f56f', '1f37d', '1f490'],
        palette: ['#1f1a24', '#3a2f45', '#d4b483', '#ffffff'],
        pattern: 'dots',
        description: 'Dinner and toasts the night before the big day. We are so glad you are here.',
      },
      {
        slug: 'welcome-party',
        title: 'Welcome Party',
        emoji: '1f942',
        motifs: ['1f33f', '2728', '1f3b6'],
        palette: ['#f4f9f4', '#cfe8cf', '#2f7d4a', '#0f2a1a'],
        pattern: 'waves',
        description: 'Kick off the wedding weekend with drinks, bites and lots of hugs.',
      },
      {
        slug: 'wedding-reception',
        title: 'Wedding Reception',
        emoji: '1f492',
        motifs: ['1f470', '1f935', '1f49e'],
        palette: ['#ffffff', '#f1f3f5', '#c9a227', '#212529'],
        pattern: 'rays',
        description: 'Dinner, dancing and happily ever after. Celebrate the newlyweds with us.',
      },
      {
        slug: 'farewell-brunch',
        title: 'Farewell Brunch',
        emoji: '2615',
        motifs: ['1f950', '1f34a', '1f33c'],
        palette: ['#fffaf0', '#ffe8cc', '#d9480f', '#3d2000'],
        pattern: 'stripes',
        description: 'One more gathering before everyone heads home. Coffee, pastries and goodbyes.',
      },
    ),
  ],
  [
    'Baby',
    'Baby Shower',
    p(
      {
        slug: 'baby-shower',
        title: 'Baby Shower',
        emoji: '1f37c',
        motifs: ['1f476', '1f9f8', '1f388'],
        palette: ['#e7f5ff', '#d0ebff', '#f783ac', '#0b2545'],
        pattern: 'bubbles',
        description: 'A little one is on the way! Join us to shower the parents-to-be with love.',
      },
      {
        slug: 'gender-reveal',
        title: 'Gender Reveal',
        emoji: '1f380',
        motifs: ['1f388', '2753', '1f476'],
        palette: ['#fff0f6', '#d0ebff', '#7048e8', '#2b1a4d'],
        pattern: 'confetti',
        description: 'Pink or blue? Join us for the big reveal!',
      },
      {
        slug: 'oh-baby',
        title: 'Oh Baby!',
        emoji: '1f476',
        motifs: ['1f37c', '1f9f8', '2601'],
        palette: ['#fff9db', '#fff3bf', '#20c997', '#3b3200'],
        pattern: 'dots',
        description: 'Oh baby, baby! Celebrate the newest addition with games, gifts and cake.',
      },
    ),
  ],
  [
    'Baby',
    'Specialty Showers',
    p(
      {
        slug: 'sprinkle',
        title: 'Baby Sprinkle',
        emoji: '1f327',
        motifs: ['1f338', '1f476', '2601'],
        palette: ['#f3f0ff', '#d0bfff', '#f06595', '#2b1a4d'],
        pattern: 'waves',
        description: 'Baby number two deserves a party too! A light and lovely sprinkle.',
      },
      {
        slug: 'sip-and-see',
        title: 'Sip & See',
        emoji: '1f375',
        motifs: ['1f476', '1f490', '1f36a'],
        palette: ['#f8f9fa', '#e9ecef', '#0ca678', '#212529'],
        pattern: 'dots',
        description: 'Come sip some tea and meet the newest member of the family.',
      },
      {
        slug: 'diaper-party',
        title: 'Diaper Party',
        emoji: '1f9f8',
        motifs: ['1f37c', '1f37a', '1f3c8'],
        palette: ['#e6fcf5', '#96f2d7', '#1971c2', '#083328'],
        pattern: 'checks',
        description: 'Bring a pack of diapers, get a drink. Helping the new parents stock up.',
      },
    ),
  ],
];

/** Every theme, numbered in catalogue order from 1. */
export const THEMES: readonly Theme[] = CATALOGUE.flatMap(([category, subCategory, rows]) =>
  rows.map((row) => ({ category, subCategory, row })),
).map(({ category, subCategory, row }, index) => {
  const [from, to, accent, ink] = row.palette;
  return { ...row, id: index + 1, category, subCategory, palette: { from, to, accent, ink } };
});

const BY_SLUG = new Map(THEMES.map((theme) => [theme.slug, theme]));
const BY_ID = new Map(THEMES.map((theme) => [theme.id, theme]));

/** A theme by its slug, number, or title (case-insensitive); undefined when unknown. */
export function findTheme(key: string | number | null | undefined): Theme | undefined {
  if (key === null || key === undefined || key === '') return undefined;
  if (typeof key === 'number') return BY_ID.get(key);
  if (/^\d+$/.test(key)) return BY_ID.get(Number(key));
  const lower = key.trim().toLowerCase();
  return BY_SLUG.get(lower) ?? THEMES.find((theme) => theme.title.toLowerCase() === lower);
}

/** The themes of one menu entry, in catalogue order. */
export function themesIn(category: ThemeCategory, subCategory: ThemeSubCategory): Theme[] {
  return THEMES.filter((theme) => theme.category === category && theme.subCategory === subCategory);
}
