import { z } from 'zod';
import { hasStarted } from '../../../shared/events/eventTimes';
import {
  EVENT_FIELD_SCROLL_ORDER,
  EVENT_FIELD_WIRE_NAMES,
  eventFieldErrors,
  songQuestionWithoutPlaylist,
} from '../../../shared/events/eventValidation';
import { EVENT_MESSAGES, EVENT_STATE_MESSAGES } from '../../../shared/events/copy';
import type { EventInput } from '../../../shared/events/schema';
import type { EventRow } from '../../core/access/eventsAccess';
import { DomainError } from '../../platform/errors';

// The server repeats the editor's rules, so a /json caller cannot create a 3-week party or one in the past.

/**
 * Refuses an event that breaks a form rule. The errors travel as a ZodError on `event.<field>`, so tRPC
 * callers get field errors and /json callers a -32602 naming each field in the spec's words. (The error comes
 * from a real parse: a hand-made `new ZodError()` is not an Error, and tRPC would not keep it as the cause.)
 */
/** Refuses one field of the event, the way assertEventRules does: a field error on `event.<field>`. */
export function eventFieldRefusal(field: keyof EventInput, message: string): DomainError {
  const issue = z.unknown().superRefine((_value, ctx) => {
    ctx.addIssue({ code: 'custom', path: ['event', field], message });
  });
  return new DomainError('BAD_REQUEST', message, { cause: issue.safeParse(null).error });
}

export function assertEventRules(
  event: EventInput,
  now: number,
  options: { musicConfigured: boolean },
): void {
  const errors = eventFieldErrors(event, now);
  const song = songQuestionWithoutPlaylist(event, options);
  const rules = z.unknown().superRefine((_value, ctx) => {
    for (const field of EVENT_FIELD_SCROLL_ORDER) {
      const message = errors[field];
      if (message) ctx.addIssue({ code: 'custom', path: ['event', EVENT_FIELD_WIRE_NAMES[field]], message });
    }
    if (song >= 0) {
      const path = ['event', 'questions', song, 'questionType'];
      ctx.addIssue({ code: 'custom', path, message: EVENT_MESSAGES.songNeedsPlaylist });
    }
  });
  const result = rules.safeParse(event);
  if (!result.success) {
    const first = result.error.issues[0]?.message;
    throw new DomainError('BAD_REQUEST', first ?? 'Invalid event.', { cause: result.error });
  }
}

/** Hosts edit an event only before it starts, and never once it is cancelled. */
export function assertEditable(event: EventRow, now: number): void {
  if (event.cancelledAt) throw new DomainError('CONFLICT', EVENT_STATE_MESSAGES.cancelled);
  if (hasStarted(event, now)) {
    throw new DomainError('CONFLICT', EVENT_STATE_MESSAGES.alreadyStarted);
  }
}
