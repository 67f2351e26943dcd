import { IconMailHeart, IconPhoto, IconSparkles, IconUsersGroup } from '@tabler/icons-react';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { dropFirstPaint } from '../../app/lib/firstPaint';
import { landingVariant } from '../../app/lib/landingVariant';
import { notify } from '../../app/lib/notify';
import { takeLeavingNotice } from '../../app/lib/session';
import { LANDING_COPY } from '../../../shared/landing/copy';
import { sampleInvites, sampleWhen } from '../../../shared/landing/samples';
import { hasStoreLinks } from '../../../shared/accounts/appPrompt';
import { upcomingHolidays } from '../../../shared/themes/holidays';
import { useAppStoreLinks } from '../accounts';
import { AppBand } from './AppBand';
import type { CarouselSlide } from './ExampleCarousel';
import { Hero } from './Hero';
import { IdeaSection } from './IdeaSection';
import { InspirationRows } from './InspirationRows';
import { LandingFooter } from './LandingFooter';
import { landingToday } from './landingData';
import { useInspirationsQuery } from './queries';
import { ThemeMenu } from './ThemeMenu';
import './landingHero.css';
import classes from './Welcome.module.css';

// The landing page (spec /welcome, and / on the marketing host): the variant's hero with the carousel of example
// invitations, the category menu with the seasonal theme first, inspiration rows, a party idea per cover style,
// the app-store links and the landing footer. Its first render matches the server's first paint, which stays
// over it until the hero's cover is on screen.

/** Long enough to read after the page has drawn around it. */
const LEAVING_NOTICE_MS = 10_000;

const FEATURES = [
  {
    icon: IconSparkles,
    title: 'Poster-worthy invites',
    text: 'Pick a cover, a tint and a moving background. Your party looks like a party before it starts.',
  },
  {
    icon: IconUsersGroup,
    title: 'RSVPs without the chase',
    text: 'Guests answer from one link, no account needed. You see who is going, who is not, and who has opened it.',
  },
  {
    icon: IconMailHeart,
    title: 'Updates that land',
    text: 'Send a note to everyone who said yes, or only to those still deciding, by e-mail or text.',
  },
  {
    icon: IconPhoto,
    title: 'Memories, shared',
    text: 'After the party, guests drop their photos into one shared album.',
  },
];

function Features() {
  return (
    <section className={classes.section} aria-labelledby="landing-features-title">
      <div className="lp-container">
        <h2 id="landing-features-title" className={classes.sectionTitle}>
          {LANDING_COPY.featuresTitle}
        </h2>
        <ul className={classes.features}>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <span className={classes.featureIcon} aria-hidden="true">
                <Icon size={24} stroke={1.7} />
              </span>
              <h3 className={classes.featureTitle}>{title}</h3>
              <p className={classes.featureText}>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Takes the server's first paint away once the hero's cover (the same file it showed) is drawn. */
function useDropFirstPaintWhenDrawn(ready: boolean) {
  const hero = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ready) return;
    const image = hero.current?.querySelector<HTMLImageElement>('.lp-slide[data-active] img');
    if (!image || image.complete) {
      dropFirstPaint();
      return;
    }
    const drop = () => dropFirstPaint();
    image.addEventListener('load', drop, { once: true });
    image.addEventListener('error', drop, { once: true });
    return () => {
      image.removeEventListener('load', drop);
      image.removeEventListener('error', drop);
    };
  }, [ready]);
  return hero;
}

/**
 * Whether to draw the page below the hero yet: first the hero alone (what the visitor sees), then the rest as
 * a transition, which React renders in small slices between frames, so a slow phone never stalls on it.
 */
function useBelowTheFold(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}

export function WelcomePage() {
  const variant = landingVariant();
  const belowTheFold = useBelowTheFold();
  const today = useMemo(landingToday, []);
  const inspirations = useInspirationsQuery(today);
  const storeLinks = useAppStoreLinks();
  const data = inspirations.data;

  useEffect(() => {
    // A deleted account lands here: say so rather than end in silence.
    const notice = takeLeavingNotice();
    if (notice) notify.info(notice, { durationMs: LEAVING_NOTICE_MS });
  }, []);

  const storeLinksSettled = !storeLinks.isPending;
  const withAppPromo = hasStoreLinks(storeLinks.data);
  const slides = useMemo((): CarouselSlide[] | null => {
    // The app promo slide only when there is a store to send people to; waiting for the answer keeps the
    // number of slides from changing under the reader.
    if (!data || !storeLinksSettled) return null;
    const bySlug = new Map(data.inspirations.map((inspiration) => [inspiration.slug, inspiration]));
    const invites = sampleInvites(today).flatMap((sample): CarouselSlide[] => {
      const inspiration = bySlug.get(sample.theme);
      return inspiration ? [{ kind: 'invite', sample, inspiration }] : [];
    });
    return withAppPromo ? [...invites, { kind: 'appPromo' }] : invites;
  }, [data, today, storeLinksSettled, withAppPromo]);

  const featured = data?.inspirations.find((inspiration) => inspiration.id === data.featuredId);
  const occasion = upcomingHolidays(today).find((o) => o.holiday.theme === featured?.slug);
  const featuredWhen = occasion ? sampleWhen({ day: occasion.date, time: 0 }).split(' · ')[0]! : '';
  const hero = useDropFirstPaintWhenDrawn(Boolean(slides) || inspirations.isError);

  const menu = data && (
    <ThemeMenu inspirations={data.inspirations} featured={featured} featuredWhen={featuredWhen} />
  );
  const rows = data && <InspirationRows rows={data.rows} inspirations={data.inspirations} />;

  return (
    <div className="lp-page" data-variant={variant}>
      <div ref={hero}>
        <Hero variant={variant} slides={slides} storeLinks={storeLinks.data} />
      </div>
      {belowTheFold && (
        <>
          {variant === 'marketing' ? (
            <>
              <Features />
              {rows}
              {menu}
            </>
          ) : (
            <>
              {menu}
              {rows}
            </>
          )}
          {!data && !inspirations.isError && <div className={classes.menuSkeleton} aria-busy="true" />}
          <IdeaSection today={today} />
          <AppBand links={storeLinks.data} />
          <LandingFooter />
        </>
      )}
    </div>
  );
}
