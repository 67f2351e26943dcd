import { DEFAULT_COLORS, EVENT_PAGE_PRELOADS } from '../../../shared/constants';
import { eventWhenText } from '../../../shared/events/eventDateText';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import type { EventRow } from '../../core/access/eventsAccess';
import { shownCover } from '../../platform/providers/storage';
import { FIRST_PAINT_BASE_CSS, paintBeforeApp, withFirstPaint } from '../../platform/http/firstPaintPage';
import { escapeHtml } from './html';

// The invitation's first paint (issue 14): the poster as plain HTML inside #root, so a guest on a slow phone
// sees the party before any script has run. The client (src/client/app/lib/firstPaint.ts) keeps it over the
// app until the event page has its data, then drops it. The layout copies the real page's (EventView.module.css,
// Poster.module.css) closely enough that the swap does not move anything that matters.
// It goes to anyone, so it holds what a visitor may see and nothing else: no place (canSeePlace hides it from
// visitors, and this HTML is the same for everyone), no guests, no description.

export type PosterInput = Pick<
  EventRow,
  'title' | 'photoUrl' | 'startTime' | 'endTime' | 'timeZone' | 'colors' | 'cancelledAt'
>;

const LONG_TITLE = 36;
const CSS_COLOR = /^#[0-9a-f]{3,8}$/i;
/** Covers are stored as square images; width and height keep the space reserved before the image arrives. */
const COVER_SIZE = 1080;

const cssColor = (value: string | null | undefined, fallback: string) =>
  value && CSS_COLOR.test(value) ? value : fallback;

/**
 * A cover address the page may load: one of Elk's own stored files, nothing else (issue 37). A row saved before
 * the cover rule may name another site, which would learn of every visit; such a cover is left out.
 */
export function posterImageUrl(photoUrl: string | null | undefined): string | null {
  return shownCover(photoUrl);
}

/**
 * Where the poster leaves room for a guest's own answer (rsvp/answerForm.ts), filled per request on a guest's
 * link (app/pages.ts): an HTML comment, so nothing shows where it stays empty.
 */
export const POSTER_ANSWER_SLOT = '<!--elk-answer-->';

/** The styles of the first paint; inlined once per page (~1 kB, with the page base: firstPaintPage.ts), no request. */
export const POSTER_CSS = `
#elk-first-paint{position:relative;isolation:isolate;min-height:100vh;font-family:'Inter Variable',system-ui,sans-serif;color:#000;background:radial-gradient(120% 80% at 0% 0%,color-mix(in srgb,var(--event-primary) 85%,white) 0%,transparent 60%),radial-gradient(110% 90% at 100% 100%,color-mix(in srgb,var(--event-secondary) 70%,white) 0%,transparent 60%),color-mix(in srgb,var(--event-primary) 35%,white)}
#elk-first-paint.elk-fp-over{position:absolute;inset:0 0 auto 0;z-index:150}
.elk-fp-header{height:68px;background:rgba(255,255,255,.86);border-bottom:1px solid rgba(0,0,0,.06)}
.elk-fp-page{padding:28px 0 64px}
.elk-fp-container{max-width:1140px;margin:0 auto;padding:0 16px}
.elk-fp-hero{display:grid;grid-template-columns:minmax(0,45fr) minmax(0,55fr);gap:32px;align-items:start}
.elk-fp-cover{position:relative;aspect-ratio:1;width:100%;border-radius:16px;overflow:hidden;box-shadow:0 18px 50px rgba(40,10,60,.22);background:color-mix(in oklch,var(--event-primary) 65%,#ffb38a)}
.elk-fp-cover img{width:100%;height:100%;object-fit:cover;display:block}
.elk-fp-sheet{display:flex;flex-direction:column;gap:22px;padding:32px;border-radius:16px;background:rgba(255,255,255,.9);box-shadow:0 1px 3px rgba(0,0,0,.05),0 10px 15px -5px rgba(0,0,0,.05)}
.elk-fp-title{margin:0;font-family:'Fraunces Variable',Georgia,serif;font-size:clamp(34px,4.4vw,58px);font-weight:700;line-height:1.04;letter-spacing:-.015em;overflow-wrap:anywhere}
.elk-fp-title.elk-fp-long{font-size:clamp(30px,3.3vw,44px)}
.elk-fp-fact{margin:0;font-size:17px;font-weight:600;line-height:1.35}
.elk-fp-sub{margin:2px 0 0;font-size:15px;color:#495057}
.elk-fp-cancelled{margin:0 0 20px;padding:14px 20px;border-radius:16px;background:#c92a2a;color:#fff;font-size:22px;font-weight:700;text-align:center}
@media (max-width:991px){.elk-fp-hero{gap:20px}}
@media (max-width:767px){.elk-fp-page{padding:0 0 32px}.elk-fp-hero{grid-template-columns:minmax(0,1fr);gap:0}.elk-fp-cover{width:auto;margin:0 -16px;border-radius:0}.elk-fp-sheet{position:relative;margin-top:-28px;padding:22px 18px;gap:18px}.elk-fp-title.elk-fp-long{font-size:clamp(26px,7.4vw,34px)}}
`
  .trim()
  .replace(/\n/g, '');

/** The poster's markup for #root. `now` places the year in the date line as the page does. */
export function renderPosterHtml(event: PosterInput, hostName: string | null, now: number): string {
  const title = event.title.trim() || UNTITLED_PARTY;
  const primary = cssColor(event.colors?.primary, DEFAULT_COLORS.primary);
  const secondary = cssColor(event.colors?.secondary, DEFAULT_COLORS.secondary);
  const image = posterImageUrl(event.photoUrl);
  const when = eventWhenText(event, { now });
  const [day, time] = when.includes(' · ') ? when.split(' · ') : [when, null];
  const cover = image
    ? `<img src="${escapeHtml(image)}" alt="Cover of ${escapeHtml(title)}" width="${COVER_SIZE}" height="${COVER_SIZE}" fetchpriority="high" decoding="async" />`
    : '';
  return [
    `<div id="elk-first-paint" data-testid="first-paint" style="--event-primary:${primary};--event-secondary:${secondary}">`,
    `<div class="elk-fp-header"></div>`,
    `<div class="elk-fp-page"><div class="elk-fp-container">`,
    event.cancelledAt ? `<div class="elk-fp-cancelled" role="status">Event Canceled</div>` : '',
    `<div class="elk-fp-hero">`,
    `<div class="elk-fp-cover">${cover}</div>`,
    `<article class="elk-fp-sheet">`,
    `<h1 class="elk-fp-title${title.length > LONG_TITLE ? ' elk-fp-long' : ''}">${escapeHtml(title)}</h1>`,
    `<div><p class="elk-fp-fact">${escapeHtml(day ?? '')}</p>`,
    time ? `<p class="elk-fp-sub">${escapeHtml(time)}</p>` : '',
    `</div>`,
    hostName ? `<p class="elk-fp-sub">Hosted by ${escapeHtml(hostName)}</p>` : '',
    POSTER_ANSWER_SLOT,
    `</article></div></div></div></div>`,
  ].join('');
}

/** The head tags that start the poster early: its styles and the cover's preload. */
export function posterHeadTags(event: Pick<PosterInput, 'photoUrl'>): string {
  const image = posterImageUrl(event.photoUrl);
  return [
    `<style>${FIRST_PAINT_BASE_CSS}${POSTER_CSS}</style>`,
    image ? `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The build's preloads of the event page's code, inert in a comment until an event page opens it. */
const EVENT_PAGE_PRELOADS_COMMENT = new RegExp(`<!--${EVENT_PAGE_PRELOADS}\\s([\\s\\S]*?)-->`);

/**
 * index.html with the poster in #root, shown at once (no loading veil over it), and the event page's code
 * preloaded with the entry's rather than asked for once the entry has run.
 *
 * The poster is the page until the app's code has run, and it answers an invitation by itself
 * (rsvp/answerForm.ts), so on a slow phone its cover comes before the app (paintBeforeApp: the app's stylesheet
 * does not hold the first paint, and its code is fetched at low priority, which leaves the bandwidth to the
 * cover). Measured in turn on a throttled phone (bench/pageLoad.ts, 6 runs each): LCP medians 1,508 → 1,204 ms
 * (phone) and 1,568 → 1,200 ms (desktop); deferring the stylesheet alone moved the first paint (1,468 → 1,084 ms)
 * but not the cover.
 */
export function injectPoster(indexHtml: string, headTags: string, poster: string): string {
  const page = paintBeforeApp(
    indexHtml.replace(EVENT_PAGE_PRELOADS_COMMENT, (_comment, links: string) => links.trim()),
  );
  return withFirstPaint(page, { headTags, root: poster });
}
