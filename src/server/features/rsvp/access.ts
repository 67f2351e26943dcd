import type { z } from 'zod';
import { RSVP_MESSAGES } from '../../../shared/rsvp/copy';
import type { EventRow } from '../../core/access/eventsAccess';
import { guestCredentials, guestOfEvent } from '../../core/procedures';
import { DomainError } from '../../platform/errors';
import type { Context } from '../../platform/trpc/context';
import { publicProcedure } from '../../platform/trpc/procedures';

/**
 * A guest answering: as eventGuestProcedure, only while the party is on (a cancelled party's list is read-only),
 * with `admit` (the answer's flood ceilings) run once the caller is known. Takes the procedure's whole input,
 * which carries the guest's credentials, and is parsed once: each middleware and each `.input()` of a tRPC
 * procedure copies its call options again, which showed in the profiles of the busiest write (issue 14).
 */
export function eventRsvpProcedure<Input extends z.ZodType<z.output<typeof guestCredentials>>>(
  input: Input,
  admit: (ctx: Context, event: EventRow) => void,
) {
  return publicProcedure.input(input).use(async ({ ctx, input: credentials, next }) => {
    const guest = await guestOfEvent(ctx, credentials);
    if (guest.event.cancelledAt) throw new DomainError('CONFLICT', RSVP_MESSAGES.cancelled);
    admit(ctx, guest.event);
    return next({ ctx: guest });
  });
}
