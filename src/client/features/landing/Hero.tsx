import { Link } from 'react-router';
import type { AppStoreLinks } from '../../../shared/accounts/schema';
import { HERO_COPY, LANDING_COPY } from '../../../shared/landing/copy';
import type { LandingVariant } from '../../../shared/landing/variant';
import { type CarouselSlide, ExampleCarousel } from './ExampleCarousel';

// The hero: the variant's pitch and the carousel of example invitations, in the first paint's markup.

export function Hero({
  variant,
  slides,
  storeLinks,
}: {
  variant: LandingVariant;
  slides: CarouselSlide[] | null;
  storeLinks: AppStoreLinks | undefined;
}) {
  const hero = HERO_COPY[variant];
  return (
    <section className="lp-hero lp-container">
      <div className="lp-hero-text">
        <span className="lp-eyebrow">{hero.eyebrow}</span>
        <h1 className="lp-hero-title">
          {hero.titleStart}
          <span className="lp-highlight">{hero.highlight}</span>
          {hero.titleEnd}
        </h1>
        <p className="lp-lead">{hero.lead}</p>
        <div className="lp-cta-row">
          <Link className="lp-cta" to="/event/create">
            {LANDING_COPY.createInvite}
          </Link>
          <span className="lp-cta-note">{LANDING_COPY.freeToStart}</span>
        </div>
      </div>
      {slides ? (
        <ExampleCarousel slides={slides} variant={variant} storeLinks={storeLinks} />
      ) : (
        <div className="lp-carousel" aria-busy="true" aria-label={LANDING_COPY.carouselLabel}>
          <div className="lp-card lp-promo">
            <div className="lp-promo-art" />
            <div className="lp-card-body">
              <p className="lp-card-title">&nbsp;</p>
              <p className="lp-card-line">&nbsp;</p>
              <p className="lp-card-line">&nbsp;</p>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
