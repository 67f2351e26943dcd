import { TRPCError } from '@trpc/server';
import express, { type Request, type RequestHandler } from 'express';
import { type FeatureRoutes, viewerRoute } from '../../core/http/routes';
import { linkCredentialsOf } from '../../core/http/routeCallers';
import { inSeries } from '../../platform/http/inSeries';
import { ownFormOnly, ownHostsOf } from '../../platform/http/security';
import { createCallerFactory, isUnexpectedError } from '../../platform/trpc/trpc';
import { rsvpRouter } from './router';

// The poster's answer form (answerForm.ts) posts here: the party page's own address, with the invitation's iu
// and token still in it. The answer is recorded as an e-mail's Accept or Decline link records it
// (rsvp.updateAttendanceByLink, through its procedure: the same credentials, limits and rules), then the
// guest goes back to the page with `r`, where the app says it was recorded and asks what is still missing (a
// required question). Whatever fails goes back the same way: the app then opens the answer's modal, where the
// guest answers again and is told what stood in the way. Nothing typed is lost: the form holds one button.

export const ANSWER_FORM_PATH = '/event/:eventId';

const callRsvp = createCallerFactory(rsvpRouter);

/** The page's address with `r` set: the app reads it once, then takes it out of the address. */
function pageAfterAnswer(req: Request, answer: 'yes' | 'no'): string {
  const url = new URL(req.originalUrl, 'http://page.invalid');
  url.searchParams.set('r', answer);
  return `${url.pathname}${url.search}`;
}

/** Our own pages' form only (Origin and Sec-Fetch-Site), then its small urlencoded body. */
const formBodyOf = (deps: Parameters<FeatureRoutes>[0]): RequestHandler =>
  inSeries(
    ownFormOnly(ownHostsOf(deps.env)),
    express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 8 }),
  );

export const answerFormRoutes: FeatureRoutes = (deps) => {
  // The address holds the invitation's token: neither it nor the reply is kept by a cache.
  const pageViewer = viewerRoute(deps, { refuse: 'text', noStore: true, body: formBodyOf(deps) });
  return [
    pageViewer.post(ANSWER_FORM_PATH, async (req, res, { context, viewer }) => {
      const answer = (req.body as Record<string, unknown> | undefined)?.r;
      if (answer !== 'yes' && answer !== 'no') {
        return res.status(400).type('text').send('Choose Accept or Decline.');
      }
      const link = linkCredentialsOf(req);
      try {
        await callRsvp(context).updateAttendanceByLink({
          eventId: viewer.event.id,
          r: answer,
          ...(link === 'malformed' ? {} : link),
        });
      } catch (error) {
        // A refusal (bad link, too many answers, a cancelled party) is the app's to say; anything else is ours.
        if (!(error instanceof TRPCError) || isUnexpectedError(error)) throw error;
        deps.logger.info({ eventId: viewer.event.id, reason: error.message }, 'answer form not recorded');
      }
      return res.redirect(303, pageAfterAnswer(req, answer));
    }),
  ];
};
