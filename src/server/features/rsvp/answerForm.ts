import type { Request, Response } from 'express';
import { rsvpStatusLine, usesWaitlist, waitlistHold } from '../../../shared/rsvp/rules';
import { statusLineParts } from '../../../shared/rsvp/panelRules';
import { type EventViewer, ownInvitationOf, resolveViewer } from '../../core/access/eventsAccess';
import { linkCredentialsOf, routeContextOf } from '../../core/http/routeCallers';
import { DomainError } from '../../platform/errors';
import type { AppDeps } from '../../platform/trpc/context';

// The RSVP before the app (issue 42): on a guest's own link the server's poster (events/posterHtml.ts) carries
// the answer as a plain HTML form, so Accept and Decline work on a slow phone before any script has arrived,
// and without scripts at all. The form posts to the page's own address (answerFormRoute.ts records the answer
// as an e-mail's Accept link does); the app takes over when its page is ready and drops the poster. The poster
// is cached and shared, so this part is made per request and put in its slot (POSTER_ANSWER_SLOT, app/pages.ts).

/** Looks like the app's RSVP panel (features/rsvp/Rsvp.module.css), so the app's takeover moves nothing. */
const ANSWER_CSS = `
.elk-fp-answer{display:flex;flex-direction:column;gap:12px;padding:20px;border:1px solid rgba(60,20,80,.1);border-radius:20px;background:rgba(255,255,255,.7)}
.elk-fp-answer-heading{font-family:'Fraunces Variable',Georgia,serif;font-size:20px;font-weight:650;line-height:1.2}
.elk-fp-answer-actions{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.elk-fp-answer-actions>:only-child{grid-column:1/-1}
.elk-fp-button{height:52px;padding:0 22px;border-radius:32px;border:1px solid #ced4da;background:#fff;color:#000;font:600 17px 'Inter Variable',system-ui,sans-serif;cursor:pointer}
.elk-fp-button:focus-visible{outline:2px solid #9231b2;outline-offset:2px}
.elk-fp-primary{border-color:transparent;background:#9231b2;color:#fff}
.elk-fp-status{display:flex;align-items:flex-start;gap:10px;margin:0;font-size:16px;font-weight:600;line-height:1.35}
.elk-fp-status-icon{flex:none;display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;color:#fff;font-size:16px;line-height:1}
@media (max-width:767px){.elk-fp-answer-actions{position:fixed;left:0;right:0;bottom:0;z-index:150;grid-template-columns:minmax(0,1fr) auto;gap:10px;padding:12px 16px calc(12px + env(safe-area-inset-bottom));background:rgba(255,255,255,.96);box-shadow:0 -6px 24px rgba(60,20,80,.12)}#elk-first-paint:has(.elk-fp-answer-actions){padding-bottom:calc(80px + env(safe-area-inset-bottom))}}
`
  .trim()
  .replace(/\n/g, '');

/** The status line's mark, coloured as the app's (RsvpPanel's STATUS_ICON). */
const STATUS_MARK = {
  YES: { mark: '✓', color: '#0ca678' },
  NO: { mark: '✕', color: '#495057' },
  PENDING_APPROVAL: { mark: '…', color: '#f76707' },
  DENIED: { mark: '✕', color: '#f03e3e' },
} as const;

export type AnswerFormInput = {
  invitee: Pick<NonNullable<EventViewer['invitee']>, 'rsvpStatus' | 'waitlistStatus' | 'role'>;
  hasWaitlist: boolean;
};

/**
 * The guest's answer as the poster shows it: their status line once they have answered, else Accept (or 'Get on
 * the guest list') and Decline as a form posting to the page's own address. On a phone the buttons sit in a bar
 * at the bottom of the screen, where the app's are.
 */
export function answerFormHtml({ invitee, hasWaitlist }: AnswerFormInput): string {
  const style = `<style>${ANSWER_CSS}</style>`;
  const line = rsvpStatusLine(invitee, hasWaitlist);
  if (line) {
    const key = invitee.rsvpStatus === 'YES' ? (waitlistHold(invitee, hasWaitlist) ?? 'YES') : 'NO';
    const { mark, color } = STATUS_MARK[key];
    // '(change)' opens the app's modal; until the app is there the line is only said.
    const { text } = statusLineParts(line);
    return (
      `${style}<section class="elk-fp-answer" aria-label="Your RSVP" data-testid="first-paint-answer">` +
      `<p class="elk-fp-status"><span class="elk-fp-status-icon" style="background:${color}" aria-hidden="true">` +
      `${mark}</span><span>${text}</span></p></section>`
    );
  }
  const waitlist = usesWaitlist(hasWaitlist, invitee.role);
  return [
    style,
    // No action: the form posts to the page's own address, the invitation's iu and token included.
    `<form class="elk-fp-answer" method="post" aria-label="Your RSVP" data-testid="first-paint-answer">`,
    `<div class="elk-fp-answer-heading">${waitlist ? 'Want to join?' : 'Will you be there?'}</div>`,
    `<div class="elk-fp-answer-actions">`,
    `<button class="elk-fp-button elk-fp-primary" type="submit" name="r" value="yes">`,
    waitlist ? 'Get on the guest list' : 'Accept',
    `</button>`,
    `<button class="elk-fp-button" type="submit" name="r" value="no">Decline</button>`,
    `</div></form>`,
  ].join('');
}

/**
 * The answer for the poster of `eventId` as this request's caller sees it (session, or the link's iu and token),
 * or '' when there is none to show: not a guest, a party that takes no answers, or a link that does not hold.
 */
export async function answerSlotOf(
  deps: AppDeps,
  req: Request,
  res: Response,
  eventId: string,
): Promise<string> {
  const link = linkCredentialsOf(req);
  if (link === 'malformed') return '';
  try {
    const context = await routeContextOf(deps, req, res);
    const viewer = await resolveViewer(context, eventId, link, 'synced');
    const invitee = viewer && viewer.role === 'guest' ? ownInvitationOf(viewer) : null;
    if (!viewer || !invitee || viewer.event.cancelledAt) return '';
    return answerFormHtml({ invitee, hasWaitlist: viewer.event.hasWaitlist });
  } catch (error) {
    // A bad or stale link shows the poster alone; the app says what is wrong with it.
    if (error instanceof DomainError) return '';
    throw error;
  }
}
