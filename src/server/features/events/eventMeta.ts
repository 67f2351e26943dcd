import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { effectiveEndTime } from '../../../shared/events/eventTimes';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { idSchema } from '../../../shared/common/schema';
import { isPrivateParty, NO_INDEX } from '../../../shared/events/searchIndexing';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { type EventRow, findEventAs } from '../../core/access/eventsAccess';
import { cacheSlot, eventCacheOf } from '../../platform/db/eventCache';
import type { DbNotifications } from '../../platform/db/notifications';
import { escapeHtml } from './html';
import { injectPoster, posterHeadTags, posterImageUrl, renderPosterHtml } from './posterHtml';

export { escapeHtml };

// Link previews (issue 5): the HTML of /event/{id} and /event/{id}/ro carries Open Graph tags and a schema.org
// Event in JSON-LD, so a link shared in a chat app shows a card. The HTML goes to anyone, chat apps and
// search engines included, so the card holds only what an anonymous visitor may see, and the spec hides the
// location from them ('Please log in or RSVP to view the location'): no part of it, not even the town.

const DESCRIPTION_MAX = 200;
const EVENT_PAGE = /^\/event\/([^/]+)(?:\/ro)?\/?$/;

/** The event id of an event page path (/event/{id} or /event/{id}/ro), or null. */
export function eventIdOfPagePath(pathname: string): string | null {
  const match = EVENT_PAGE.exec(pathname);
  if (!match) return null;
  const parsed = idSchema.safeParse(match[1]);
  return parsed.success ? parsed.data : null;
}

/** JSON safe inside <script>: no '<' (so no '</script>' or '<!--'), nor the line separators old parsers choke on. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * An ISO 8601 date-time on the event's own clock, with its offset: 2031-06-13T18:30:00-07:00 (+00:00, never Z,
 * at UTC). A zone the time-zone database does not know is read as UTC.
 */
export function isoWithOffset(epochMs: number, timeZone: string): string {
  const zone = Number.isNaN(tzOffset(timeZone, new Date(epochMs))) ? 'UTC' : timeZone;
  return format(new TZDate(epochMs, zone), "yyyy-MM-dd'T'HH:mm:ssxxx");
}

const absoluteUrl = (url: string, baseUrl: string) => {
  try {
    return new URL(url, `${baseUrl}/`).toString();
  } catch {
    return null;
  }
};

function shortDescription(event: Pick<EventRow, 'description'>, hostName: string | null): string {
  const text = event.description.replace(/\s+/g, ' ').trim();
  if (text) return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
  return hostName ? `Hosted by ${hostName}` : 'You are invited!';
}

/** What the tags are made of: deliberately no location (see above). */
export type EventMetaInput = Pick<
  EventRow,
  'id' | 'title' | 'description' | 'photoUrl' | 'startTime' | 'endTime' | 'timeZone' | 'cancelledAt'
>;

/** The <head> tags of an event page: title, description, Open Graph, Twitter card and the JSON-LD Event. */
export function renderEventMeta(event: EventMetaInput, hostName: string | null, baseUrl: string): string {
  const title = event.title.trim() || UNTITLED_PARTY;
  const description = shortDescription(event, hostName);
  const pageUrl = `${baseUrl}/event/${event.id}`;
  // Chat apps and search engines fetch this image: only Elk's own covers (posterImageUrl), never another site's.
  const cover = posterImageUrl(event.photoUrl);
  const image = cover ? absoluteUrl(cover, baseUrl) : null;
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ...(image ? ([['property', 'og:image', image]] as Array<[string, string, string]>) : []),
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ...(image ? ([['name', 'twitter:image', image]] as Array<[string, string, string]>) : []),
    ['name', 'description', description],
  ];
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: title,
    description,
    url: pageUrl,
    ...(event.startTime ? { startDate: isoWithOffset(event.startTime, event.timeZone) } : {}),
    ...(event.startTime ? { endDate: isoWithOffset(effectiveEndTime(event), event.timeZone) } : {}),
    eventStatus: event.cancelledAt
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
    ...(image ? { image: [image] } : {}),
    ...(hostName ? { organizer: { '@type': 'Person', name: hostName } } : {}),
  };
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<script type="application/ld+json">${scriptSafeJson(jsonLd)}</script>`,
  ].join('\n    ');
}

/** index.html with the event's tags in its <head>: its own title and description give way to the event's. */
export function injectEventMeta(indexHtml: string, meta: string): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  return stripped.replace(/<\/head>/i, `  ${meta}\n  </head>`);
}

/** The built index.html and what tells one build's from the next. */
export type IndexHtml = { text: string; mtimeMs: number };

/** How often the file's date is looked at: a build replaces it rarely, a page view must not pay a stat each. */
const INDEX_CHECK_MS = 1000;

/** Reads index.html once per change of the file (the build replaces it), not on every page view. */
export function cachedIndexHtml(clientDir: string) {
  const file = path.join(clientDir, 'index.html');
  let cached: IndexHtml | null = null;
  let checkedAt = 0;
  return async (): Promise<IndexHtml | null> => {
    const now = Date.now();
    if (cached && now - checkedAt < INDEX_CHECK_MS) return cached;
    checkedAt = now;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cached = null;
      return null;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, text: await readFile(file, 'utf8') };
    return cached;
  };
}

async function renderEventPage(db: Db, row: EventRow, indexHtml: string, baseUrl: string): Promise<string> {
  const [host] = row.organizerId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.organizerId)).limit(1)
    : [];
  const hostName = host?.name?.trim() || null;
  // A private party's page is for its guests, not for search results (searchIndexing.ts).
  const robots = isPrivateParty(row) ? `\n    <meta name="robots" content="${NO_INDEX}" />` : '';
  const withMeta = injectEventMeta(indexHtml, renderEventMeta(row, hostName, baseUrl) + robots);
  return injectPoster(withMeta, posterHeadTags(row), renderPosterHtml(row, hostName, Date.now()));
}

/** The page, its ETag, and whether search engines may index it (its meta robots says noindex when not). */
export type RenderedPage = { html: string; etag: string; indexable: boolean };

const PAGE_HTML = cacheSlot<RenderedPage>('event page html');

/**
 * The event page HTML with link-preview tags and the poster's first paint, and its ETag; null when the path is
 * no event page or the event is unknown. From the instance's event cache when it has one: rendered once per
 * event row and build (what a link shared widely costs per view is a lookup). The organizer's name is on no
 * notified table: it is as fresh as the cache's TTL.
 */
export async function cachedEventPageHtml(
  deps: { db: Db; notifications?: DbNotifications },
  pathname: string,
  index: IndexHtml,
  baseUrl: string,
): Promise<RenderedPage | null> {
  const eventId = eventIdOfPagePath(pathname);
  if (!eventId) return null;
  // Synced: a party cancelled or edited a moment ago shows so in its preview at once.
  const row = await findEventAs(deps, eventId, 'synced');
  if (!row) return null;
  const render = async (): Promise<RenderedPage> => {
    const html = await renderEventPage(deps.db, row, index.text, baseUrl);
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    return { html, etag, indexable: !isPrivateParty(row) };
  };
  const cache = eventCacheOf(deps.notifications);
  if (!cache) return render();
  // Everything the page is made of (a direct write may change a column without a new modification id).
  const version = [
    row.modificationId,
    row.updatedAt.getTime(),
    row.cancelledAt?.getTime(),
    row.organizerId,
    row.title,
    row.description,
    row.photoUrl,
    row.startTime,
    row.endTime,
    row.timeZone,
    row.publicGuestList,
    JSON.stringify(row.colors),
    index.mtimeMs,
    baseUrl,
  ].join('\u0000');
  return cache.get(eventId, PAGE_HTML, version, render, { tolerance: 'version' });
}
