import type { LandingVariant } from './variant';

// The landing page's words: one string per meaning, shared by the server's first paint and the React page so the
// two say the same thing in the same place.

export type HeroCopy = {
  eyebrow: string;
  titleStart: string;
  highlight: string;
  titleEnd: string;
  lead: string;
};

export const HERO_COPY: Record<LandingVariant, HeroCopy> = {
  party: {
    eyebrow: 'Party invitations, beautifully simple',
    titleStart: 'Invitations people ',
    highlight: 'want',
    titleEnd: ' to open.',
    lead: 'Make a gorgeous invite in a minute, share one link, and watch the yeses roll in. Your guests don’t need an app or an account.',
  },
  marketing: {
    eyebrow: 'Invitations for every gathering',
    titleStart: 'We make getting together ',
    highlight: 'effortless',
    titleEnd: '.',
    lead: 'Elk is the invitation app for every kind of gathering: birthdays, showers, game nights and the holidays. Beautiful invites, answers in one tap, and the photos afterwards, all in one place.',
  },
};

export const LANDING_COPY = {
  createInvite: 'Create an invite',
  freeToStart: 'Free to start · 60 free coins for AI covers',
  carouselLabel: 'Example invitations',
  carouselPrevious: 'Previous invitation',
  carouselNext: 'Next invitation',
  carouselPause: 'Pause the slideshow',
  carouselPlay: 'Play the slideshow',
  slideLabel: (index: number, count: number) => `${index} of ${count}`,
  showSlide: (index: number) => `Show slide ${index}`,
  sampleCardLabel: (title: string) => `Sample invitation: ${title}`,
  hostedBy: (host: string) => `Hosted by ${host}`,
  themesTitle: 'Start from a theme',
  themesLead: 'Pick a theme and your invitation starts with its cover, title, description and colours.',
  inSeason: 'In season',
  featuredCta: 'Start with this theme',
  /** A theme tile's name: what it does, then the theme's title (the tile's visible text). */
  themeLinkLabel: (title: string) => `Start a party: ${title}`,
  inspirationLinkLabel: (title: string) => `Plan a party inspired by ${title}`,
  inspirationsTitle: 'Inspiration for your next party',
  ideaTitle: 'Need an idea?',
  ideaLead: 'Pick a cover style and we’ll suggest a party to start from.',
  ideaAnother: 'Another idea',
  ideaStart: 'Start with this idea',
  ideaFailed: 'No idea came back this time. Please try again.',
  appPromoTitle: 'Take Elk with you',
  appPromoText: 'Get reminders, chat with guests and share photos from your phone.',
  appStore: 'App Store',
  appStoreSmall: 'Download on the',
  playStore: 'Google Play',
  playStoreSmall: 'Get it on',
  featuresTitle: 'Why hosts choose Elk',
} as const;

export const NEWSLETTER_COPY = {
  title: 'Party ideas in your inbox',
  lead: 'Seasonal themes and hosting tips, about once a month. No spam.',
  placeholder: 'Your e-mail address',
  label: 'E-mail address',
  submit: 'Subscribe',
  /** Said whatever the address's state: nobody learns from it whether an address is already subscribed. */
  checkInbox: 'Almost there! Check your inbox and confirm your subscription.',
  confirmTitle: 'Confirm your subscription',
  confirmLead: 'One click and the party ideas are on their way.',
  confirmButton: 'Yes, subscribe me',
  confirmed: 'You’re subscribed. See you at the next party!',
  linkInvalid: 'This confirmation link has expired or was already used.',
  mailSubject: 'Confirm your Elk newsletter subscription',
} as const;

export const FOOTER_COPY = {
  about: 'About',
  career: 'Career',
  blog: 'Blog',
  support: 'Support',
  privacy: 'Privacy',
  terms: 'Terms',
  follow: 'Follow Elk',
  asSeenIn: 'As seen in',
  credits: 'Emoji graphics by Twemoji, licensed under CC-BY 4.0.',
} as const;
