import { LANDING_COPY, HERO_COPY } from '../../../shared/landing/copy';
import type { EventInspirations, Inspiration, LandingData } from '../../../shared/landing/schema';
import { controlIconSvg } from '../../../shared/landing/icons';
import { CAROUSEL_IMAGE_SIZES, coverSrcSet, THUMBNAIL_WIDTH } from '../../../shared/landing/images';
import { sampleInvites, sampleWhen, type SampleInvite } from '../../../shared/landing/samples';
import { LANDING_DATA_ID, LANDING_META_NAME, type LandingVariant } from '../../../shared/landing/variant';
import { type CalendarDay, isoDay } from '../../../shared/themes/calendarDay';
import { FIRST_PAINT_BASE_CSS, paintBeforeApp, withFirstPaint } from '../../platform/http/firstPaintPage';
import { escapeHtml } from '../../platform/mail/templates';

// The landing page's first paint (issue 14's budget): the hero and the carousel's first example invitation as
// plain HTML inside #root, so a visitor on a slow phone sees the page before any script has run. It uses the
// class names and the stylesheet of the React page (src/client/features/landing/landingHero.css, linked from
// the build), and says what the page says (src/shared/landing), so the swap to the app moves nothing. The
// client lays it over the app until the landing page has rendered (src/client/app/lib/firstPaint.ts).

const cardStyle = (colors: Inspiration['colors']) =>
  `--lp-from:${colors.primary};--lp-to:${colors.secondary};--lp-text:${colors.text}`;

function card(sample: SampleInvite, inspiration: Inspiration): string {
  const title = escapeHtml(sample.title);
  return [
    `<article class="lp-card" style="${cardStyle(inspiration.colors)}" aria-label="${escapeHtml(LANDING_COPY.sampleCardLabel(sample.title))}">`,
    `<img class="lp-card-cover" src="${escapeHtml(inspiration.thumbnailUrl)}" srcset="${escapeHtml(coverSrcSet(inspiration))}" sizes="${CAROUSEL_IMAGE_SIZES}" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_WIDTH}" alt="" fetchpriority="high" decoding="async" />`,
    `<div class="lp-card-body">`,
    `<p class="lp-card-title">${title}</p>`,
    `<p class="lp-card-line">${escapeHtml(sampleWhen(sample))}</p>`,
    `<p class="lp-card-line">${escapeHtml(sample.place)}</p>`,
    `<p class="lp-card-host">${escapeHtml(LANDING_COPY.hostedBy(sample.host))}</p>`,
    `<div class="lp-card-actions" aria-hidden="true"><span>Accept</span><span>Decline</span></div>`,
    `</div></article>`,
  ].join('');
}

/** The first sample and the inspiration whose cover it wears. */
export function firstSlide(today: CalendarDay, inspirations: EventInspirations) {
  const [sample] = sampleInvites(today);
  const inspiration = inspirations.inspirations.find((i) => i.slug === sample?.theme);
  return sample && inspiration ? { sample, inspiration } : null;
}

/** The markup for #root: an empty header bar, then the hero with the carousel on its first slide. */
export function renderLandingFirstPaint(
  variant: LandingVariant,
  today: CalendarDay,
  inspirations: EventInspirations,
  /** Whether the carousel ends with the app promo: only when the site has a store page (issue 40). */
  withAppPromo: boolean,
): string {
  const hero = HERO_COPY[variant];
  const first = firstSlide(today, inspirations);
  const slideCount = sampleInvites(today).length + (withAppPromo ? 1 : 0);
  const dots = Array.from(
    { length: slideCount },
    (_, i) =>
      `<button type="button" class="lp-dot" aria-label="${LANDING_COPY.showSlide(i + 1)}"${i === 0 ? ' aria-current="true"' : ''}></button>`,
  ).join('');
  return [
    `<div id="elk-first-paint" class="lp-first-paint" data-testid="first-paint" data-variant="${variant}">`,
    `<div class="lp-fp-header"></div>`,
    `<section class="lp-hero lp-container">`,
    `<div class="lp-hero-text">`,
    `<span class="lp-eyebrow">${escapeHtml(hero.eyebrow)}</span>`,
    `<h1 class="lp-hero-title">${escapeHtml(hero.titleStart)}<span class="lp-highlight">${escapeHtml(hero.highlight)}</span>${escapeHtml(hero.titleEnd)}</h1>`,
    `<p class="lp-lead">${escapeHtml(hero.lead)}</p>`,
    `<div class="lp-cta-row"><a class="lp-cta" href="/event/create">${escapeHtml(LANDING_COPY.createInvite)}</a>`,
    `<span class="lp-cta-note">${escapeHtml(LANDING_COPY.freeToStart)}</span></div>`,
    `</div>`,
    `<section class="lp-carousel" aria-roledescription="carousel" aria-label="${LANDING_COPY.carouselLabel}">`,
    `<div class="lp-slides"><div class="lp-slide" data-active role="group" aria-roledescription="slide" aria-label="${LANDING_COPY.slideLabel(1, slideCount)}">`,
    first ? card(first.sample, first.inspiration) : '',
    `</div></div>`,
    `<div class="lp-controls"><button type="button" class="lp-control" aria-label="${LANDING_COPY.carouselPrevious}">${controlIconSvg('previous')}</button>`,
    `<div class="lp-dots">${dots}</div>`,
    `<button type="button" class="lp-control" aria-label="${LANDING_COPY.carouselNext}">${controlIconSvg('next')}</button>`,
    `<button type="button" class="lp-control" aria-label="${LANDING_COPY.carouselPause}">${controlIconSvg('pause')}</button></div>`,
    `</section></section></div>`,
  ].join('');
}

/** JSON for a data block: nothing in it can end the <script> element or open a comment. */
const dataBlockJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The head tags that start the page early: the landing page's stylesheet and script chunk from the build
 * (so they load beside the app's entry instead of after it), and the first cover's preload.
 */
export function landingHeadTags(
  assets: { css: string[]; js: string[] },
  first: ReturnType<typeof firstSlide>,
): string {
  return [
    ...assets.css.map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}" />`),
    ...assets.js.map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}" />`),
    first
      ? `<link rel="preload" as="image" href="${escapeHtml(first.inspiration.photoUrl)}" imagesrcset="${escapeHtml(coverSrcSet(first.inspiration))}" imagesizes="${CAROUSEL_IMAGE_SIZES}" fetchpriority="high" />`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The <meta> that tells the client which landing variant this host shows. */
export const variantMetaTag = (variant: LandingVariant) =>
  `<meta name="${LANDING_META_NAME}" content="${variant}" />`;

/** index.html with the variant's meta tag (every page carries it: `/` may show the landing page later). */
export function withVariantMeta(indexHtml: string, variant: LandingVariant): string {
  return indexHtml.replace(/<\/head>/i, `  ${variantMetaTag(variant)}\n  </head>`);
}

/** index.html with the landing page painted in #root and its data block, shown at once (no loading veil). */
export function injectLanding(
  indexHtml: string,
  parts: { headTags: string; firstPaint: string; data: LandingData },
): string {
  // Its styles come with it (landingHero.css, small, and the page base inline): the app's stylesheet and code
  // wait (firstPaintPage.ts).
  const html = withFirstPaint(indexHtml, {
    headTags: `<style>${FIRST_PAINT_BASE_CSS}</style>\n    ${parts.headTags}`,
    root: parts.firstPaint,
    tail: `<script type="application/json" id="${LANDING_DATA_ID}">${dataBlockJson(parts.data)}</script>`,
  });
  // After the head tags are in: the landing page's own chunk is app code too, fetched at low priority.
  return paintBeforeApp(html);
}

export const landingDataOf = (today: CalendarDay, inspirations: EventInspirations): LandingData => ({
  date: isoDay(today),
  inspirations,
});
