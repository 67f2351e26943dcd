import { TRPCError } from '@trpc/server';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { isPreviewMode, viewWritesNothing } from '../../shared/events/eventPage';
import { QUERY_SEED_ID } from '../../shared/events/pageSeed';
import type { getEventInput } from '../../shared/events/schema';
import { parseEventPageQuery } from '../../shared/rsvp/rsvpLink';
import { type AppDeps, createContext } from '../platform/trpc/context';
import { isUnexpectedError } from '../platform/trpc/trpc';
import { jsonOfKeptReply } from '../platform/trpc/trustedOutput';
import { createCaller } from './router';

// The party page's first getEvent reply in its HTML (issue 14: total blocking time; shared/events/pageSeed.ts).
// It is made by calling the getEvent procedure itself, with the caller's own credentials (the link's token and
// invitee id, the session cookie), so every middleware and access rule runs as for the page's own call and the
// block holds exactly what that call would answer this caller, nothing more: a visitor's HTML carries a
// visitor's page. Such HTML differs per caller, so it is `private` (no shared cache keeps it) and carries the
// time it was made (the client treats it as fresh only as long as a fetched reply would be).
//
// Only a browser's navigation gets it: getEvent marks a guest's invitation seen (and lets a signed-in user take
// theirs over), which is right when the page's own script is about to make that very call, but not when a
// link-preview fetcher, a mail scanner or a prefetch reads the HTML and runs no script. Those send no
// `Sec-Fetch-Dest: document` (or say they prefetch), and get the page as before, carrying no one's data.

type GetEventInput = z.input<typeof getEventInput>;

/** A browser opening the page to show it: not a script, a link-preview fetcher or a prefetch. */
export function isBrowserNavigation(req: Pick<Request, 'get'>): boolean {
  if (req.get('sec-fetch-dest') !== 'document') return false;
  const purpose = `${req.get('sec-purpose') ?? ''} ${req.get('purpose') ?? ''}`;
  return !/prefetch|prerender|preview/i.test(purpose);
}

/**
 * The getEvent input the page's first query sends for this address (useEventPage.ts): the link's invitee id and
 * token as the client reads them, and `preview` for /ro and the preview flag. Credentials this browser stored
 * from an earlier visit are not known here: the page then asks with others and simply does not use the block.
 */
export function firstQueryInput(eventId: string, pathname: string, search: string): GetEventInput {
  const params = new URLSearchParams(search);
  const { query } = parseEventPageQuery(params);
  const readOnly = /\/ro\/?$/.test(pathname);
  const preview = isPreviewMode(params, null);
  return {
    eventId,
    ...(query.inviteeUuid ? { inviteeUuid: query.inviteeUuid } : {}),
    ...(query.token ? { token: query.token } : {}),
    ...(viewWritesNothing({ preview, readOnly }) ? { preview: true } : {}),
  };
}

/** JSON text safe inside <script>: nothing in it can end the element or open a comment. */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The data block with this caller's getEvent reply for the page at `req`, or null when there is none to give
 * (not a browser's navigation, or getEvent refuses the caller: the page then shows why, as before).
 */
export async function eventPageSeedBlock(
  deps: AppDeps,
  req: Request,
  res: Response,
  eventId: string,
): Promise<string | null> {
  if (!isBrowserNavigation(req)) return null;
  const queryAt = req.originalUrl.indexOf('?');
  const input = firstQueryInput(eventId, req.path, queryAt < 0 ? '' : req.originalUrl.slice(queryAt));
  let data: string;
  try {
    const ctx = await createContext(deps, req, res);
    const reply = await createCaller(ctx).events.getEvent(input);
    data = jsonOfKeptReply(reply) ?? JSON.stringify(reply);
  } catch (error) {
    // A refusal (an unknown party, a link that is not this party's) is the page's to show, from its own call.
    if (!(error instanceof TRPCError) || isUnexpectedError(error))
      deps.logger.warn({ err: error, requestId: res.locals.requestId }, 'event page data not embedded');
    return null;
  }
  const seed = `{"path":"events.getEvent","input":${JSON.stringify(input)},"at":${Date.now()},"data":${data}}`;
  return `<script type="application/json" id="${QUERY_SEED_ID}">[${scriptSafe(seed)}]</script>`;
}

/** The page's HTML with the data block at the end of its body. */
export function withSeedBlock(html: string, block: string): string {
  const end = html.lastIndexOf('</body>');
  return end < 0 ? `${html}${block}` : `${html.slice(0, end)}${block}\n  ${html.slice(end)}`;
}
