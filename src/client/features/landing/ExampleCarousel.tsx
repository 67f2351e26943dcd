import { type KeyboardEvent, useEffect, useState } from 'react';
import type { AppStoreLinks } from '../../../shared/accounts/schema';
import { LANDING_COPY } from '../../../shared/landing/copy';
import type { Inspiration } from '../../../shared/landing/schema';
import type { SampleInvite } from '../../../shared/landing/samples';
import { type LandingVariant, slideDelayMs, stepSlide } from '../../../shared/landing/variant';
import { CONTROL_ICONS, type ControlIcon } from '../../../shared/landing/icons';
import { AppPromoCard, SampleCard } from './SampleCard';

// The auto-advancing carousel of example invitations (spec /welcome), after the WAI-ARIA carousel pattern: each
// slide stays 5 s on the party variant, 15 s on the marketing variant, 30 s for the app promo; it stops while
// the pointer is over it or focus is inside, never moves by itself for someone who asks for reduced motion,
// and has a play/pause button, previous and next, and a button per slide. Arrow keys step through it.

export type CarouselSlide =
  { kind: 'invite'; sample: SampleInvite; inspiration: Inspiration } | { kind: 'appPromo' };

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function Icon({ icon }: { icon: ControlIcon }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill={icon === 'play' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={CONTROL_ICONS[icon]} />
    </svg>
  );
}

/** Whether slide `i` is the current one or next to it (only those load their cover). */
const isNear = (i: number, current: number, count: number) =>
  i === current || i === stepSlide(current, count, 1) || i === stepSlide(current, count, -1);

/** Which slide shows, and whether the carousel moves: paused by the button, the pointer or focus inside. */
function useCarousel(slides: CarouselSlide[], variant: LandingVariant) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const moving = playing && !hovered && !focused && count > 1;
  const slide = slides[current];

  useEffect(() => {
    if (!moving || !slide) return;
    const timer = setTimeout(
      () => setCurrent((index) => stepSlide(index, count, 1)),
      slideDelayMs(variant, slide.kind),
    );
    return () => clearTimeout(timer);
  }, [moving, slide, count, variant]);

  const step = (by: 1 | -1) => setCurrent((index) => stepSlide(index, count, by));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const togglePlaying = () => setPlaying((value) => !value);
  return { current, setCurrent, step, playing, togglePlaying, moving, setHovered, setFocused, onKeyDown };
}

function CarouselSlides({
  slides,
  current,
  moving,
  storeLinks,
}: {
  slides: CarouselSlide[];
  current: number;
  moving: boolean;
  storeLinks: AppStoreLinks | undefined;
}) {
  const count = slides.length;
  return (
    <div className="lp-slides" aria-live={moving ? 'off' : 'polite'}>
      {slides.map((item, i) => {
        const active = i === current;
        return (
          <div
            key={item.kind === 'invite' ? item.sample.id : 'app-promo'}
            className="lp-slide"
            data-active={active || undefined}
            role="group"
            aria-roledescription="slide"
            aria-label={LANDING_COPY.slideLabel(i + 1, count)}
            aria-hidden={!active}
            inert={!active}
          >
            {item.kind === 'invite' ? (
              <SampleCard
                sample={item.sample}
                inspiration={item.inspiration}
                image={isNear(i, current, count)}
                priority={i === 0}
              />
            ) : (
              <AppPromoCard links={storeLinks} />
            )}
          </div>
        );
      })}
    </div>
  );
}

function CarouselControls({
  count,
  carousel,
}: {
  count: number;
  carousel: Pick<
    ReturnType<typeof useCarousel>,
    'current' | 'setCurrent' | 'step' | 'playing' | 'togglePlaying'
  >;
}) {
  const { current, setCurrent, step, playing, togglePlaying } = carousel;
  return (
    <div className="lp-controls">
      <button
        type="button"
        className="lp-control"
        aria-label={LANDING_COPY.carouselPrevious}
        onClick={() => step(-1)}
      >
        <Icon icon="previous" />
      </button>
      <div className="lp-dots">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className="lp-dot"
            aria-label={LANDING_COPY.showSlide(i + 1)}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => setCurrent(i)}
          />
        ))}
      </div>
      <button
        type="button"
        className="lp-control"
        aria-label={LANDING_COPY.carouselNext}
        onClick={() => step(1)}
      >
        <Icon icon="next" />
      </button>
      <button
        type="button"
        className="lp-control"
        aria-label={playing ? LANDING_COPY.carouselPause : LANDING_COPY.carouselPlay}
        onClick={togglePlaying}
      >
        <Icon icon={playing ? 'pause' : 'play'} />
      </button>
    </div>
  );
}

export function ExampleCarousel({
  slides,
  variant,
  storeLinks,
}: {
  slides: CarouselSlide[];
  variant: LandingVariant;
  storeLinks: AppStoreLinks | undefined;
}) {
  const carousel = useCarousel(slides, variant);
  return (
    <section
      className="lp-carousel"
      aria-roledescription="carousel"
      aria-label={LANDING_COPY.carouselLabel}
      data-testid="example-carousel"
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
      }}
      onKeyDown={carousel.onKeyDown}
    >
      <CarouselSlides
        slides={slides}
        current={carousel.current}
        moving={carousel.moving}
        storeLinks={storeLinks}
      />
      <CarouselControls count={slides.length} carousel={carousel} />
    </section>
  );
}
